import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { CardList } from '../CardList';
import { ApplicationCard } from './ApplicationCard';

const SENT = Date.UTC(2026, 2, 3, 14, 5);

const meta = preview.meta({
  title: 'UI/ApplicationCard',
  component: ApplicationCard,
  args: {
    application: { id: 'app-1', status: 'PENDING', sentAt: SENT, reason: null },
    title: 'Alex Baker',
    headingLevel: 2 as const,
    to: '/staff/admin/recruitment/form-1/applications/app-1',
    linkLabel: 'Review application',
    linkAriaLabel: 'Review application from Alex Baker',
  },
  decorators: [
    (Story) => (
      <CardList>
        <Story />
      </CardList>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One recruitment application in a list: who applied (for reviewers) or to which form (for the ' +
          'applicant), its status tag, when it was sent, the reason given with the decision, and one button to ' +
          'the application. Used by My applications, All applications and a form’s applications.',
      },
    },
  },
});

export const Pending = meta.story({
  parameters: { docs: { description: { story: 'A new application, not decided: no reason yet.' } } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Alex Baker' });
    await expect(card).toHaveTextContent('Pending');
    await expect(card).toHaveTextContent(/^Alex BakerPendingSent /);
    await expect(canvas.queryByText('Reason:')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Review application from Alex Baker' })).toHaveAttribute(
      'href',
      '/staff/admin/recruitment/form-1/applications/app-1',
    );
  },
});

export const DecidedWithReason = meta.story({
  args: {
    application: {
      id: 'app-2',
      status: 'DENIED',
      sentAt: SENT,
      reason: 'Please apply again\nafter a month.',
    },
    title: 'Kitchen staff',
    to: '/recruitment/applications/app-2',
    linkLabel: 'View application',
    linkAriaLabel: 'View application for Kitchen staff',
  },
  parameters: {
    docs: { description: { story: 'A decided application: the reviewer’s reason shows as written.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { name: 'Kitchen staff' })).toHaveTextContent('Denied');
    await expect(canvas.getByText('Reason:')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View application for Kitchen staff' })).toBeVisible();
  },
});

export const UnknownTime = meta.story({
  args: { application: { id: 'app-3', status: 'HOLD', sentAt: null, reason: null } },
  parameters: { docs: { description: { story: 'The server did not say when it was sent.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent at an unknown time')).toBeVisible();
    await expect(canvas.getByRole('listitem', { name: 'Alex Baker' })).toHaveTextContent('On Hold');
  },
});
