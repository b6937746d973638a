import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { HomePage } from './HomePage';

const morning = () => new Date(2026, 10, 21, 9, 30);

const meta = preview.meta({
  title: 'Features/Home/HomePage',
  component: HomePage,
  args: { search: {}, onSearchChange: fn(), now: morning },
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: '`/`: greeting by hour, what the bot does, and where to go next.' } },
  },
});

export const Anonymous = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Good Morning!')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Staff dashboard' })).toBeNull();
  },
});

export const SignedInCustomer = meta.story({
  args: { now: () => new Date(2026, 10, 21, 14, 0) },
  parameters: { persona: 'customer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Good Afternoon, .+!$/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Staff dashboard' })).toBeNull();
  },
});

export const SignedInStaff = meta.story({
  args: { now: () => new Date(2026, 10, 21, 19, 0) },
  parameters: { persona: 'chef' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Good Evening, .+!$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Staff dashboard' })).toHaveAttribute(
      'href',
      '/staff/dashboard',
    );
  },
});

export const InsufficientPermissionsToast = meta.story({
  args: { search: { error: 'insufficient_permissions' } },
  parameters: {
    docs: {
      description: {
        story: '`/?error=insufficient_permissions`: a toast, and the parameter leaves the URL.',
      },
    },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByText('You have insufficient permissions to view that page')).toBeVisible(),
    );
    await expect(body.getByText('An error occurred:')).toBeVisible();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith({}));
  },
});

export const AccountBannedToast = meta.story({
  args: { search: { error: 'account_banned' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Your account has been banned')).toBeVisible());
  },
});

export const UnknownErrorIgnored = meta.story({
  // What the route hands over for a value it refuses (homeSearchSchema).
  args: { search: { error: null } },
  parameters: {
    docs: {
      description: {
        story:
          '`/?error=__proto__` (or any value but the two above, which the route turns into `null`): no toast, and the parameter leaves the URL.',
      },
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith({}));
    await expect(within(canvasElement.ownerDocument.body).queryByText('An error occurred:')).toBeNull();
  },
});
