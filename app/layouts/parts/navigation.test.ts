import { PERMISSIONS } from '@lib/permissions';
import { userSchema } from '@lib/schemas/user';
import { describe, expect, it } from 'vitest';
import { feedbackItems, topNavItems } from './navigation';

const user = (permissions: number, perks: string[] = []) =>
  userSchema.parse({ _id: '175928847299117063', username: 'someone', permissions, perks });

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('app/layouts top navigation (spec §2)', () => {
  it('shows the public pages to anonymous visitors', () => {
    expect(labels(topNavItems(null))).toEqual(['Home', 'Team', 'Leaderboard', 'Store', 'Blog']);
  });

  it('adds Hourly and Recruitment for signed-in users, Staff only with VIEW_STAFF_DASHBOARD', () => {
    expect(labels(topNavItems(user(0)))).toEqual([
      'Home',
      'Team',
      'Leaderboard',
      'Store',
      'Blog',
      'Hourly',
      'Recruitment',
    ]);
    expect(labels(topNavItems(user(PERMISSIONS.VIEW_STAFF_DASHBOARD)))).toContain('Staff');
    expect(labels(topNavItems(user(PERMISSIONS.MANAGE_ORDERS)))).not.toContain('Staff');
  });

  it('offers the Feedback menu only with perk FEEDBACK_BETA', () => {
    expect(feedbackItems(null)).toEqual([]);
    expect(feedbackItems(user(0))).toEqual([]);
    expect(feedbackItems(user(0, ['FEEDBACK_BETA']))).toEqual([
      { label: 'Report an order', to: '/feedback/report-order' },
    ]);
  });
});
