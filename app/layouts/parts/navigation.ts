/** The top navigation of spec §2 as data. */
import { links } from '@lib/config';
import { hasAllPerks, hasAllPermissions } from '@lib/permissions';
import type { User } from '@lib/schemas/user';

export interface NavItem {
  label: string;
  to: string;
}

export function topNavItems(user: User | null): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: '/' },
    { label: 'Team', to: '/team' },
    { label: 'Leaderboard', to: '/leaderboard' },
    { label: 'Store', to: '/store' },
    { label: 'Blog', to: links.blog },
  ];
  if (user) {
    items.push({ label: 'Hourly', to: '/hourly' }, { label: 'Recruitment', to: '/recruitment' });
    if (hasAllPermissions(user, ['VIEW_STAFF_DASHBOARD']))
      items.push({ label: 'Staff', to: '/staff/dashboard' });
  }
  return items;
}

/** The hidden Feedback menu for perk FEEDBACK_BETA. */
export function feedbackItems(user: User | null): NavItem[] {
  return user && hasAllPerks(user, ['FEEDBACK_BETA'])
    ? [{ label: 'Report an order', to: '/feedback/report-order' }]
    : [];
}

export const avatarMenuItems: NavItem[] = [
  { label: 'My Profile', to: '/users/@me' },
  { label: 'Edit Profile', to: '/users/@me/manage' },
  { label: 'My Appeals', to: '/appeal' },
  { label: 'Blog', to: links.blog },
];
