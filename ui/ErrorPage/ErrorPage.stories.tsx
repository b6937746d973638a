import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ErrorPage } from './ErrorPage';

const SUPPORT_URL = 'https://discord.gg/virtualdiner';

const meta = preview.meta({
  title: 'UI/ErrorPage',
  component: ErrorPage,
  args: { supportUrl: SUPPORT_URL },
  parameters: {
    docs: {
      description: {
        component:
          'The whole-page error: status code, what went wrong, the page that failed, and how to report it ' +
          '(a screenshot to the moderators in the community server). Without details it says “Unknown error” / ' +
          '“An unknown error occurred”.',
      },
    },
  },
});

export const ServerError = meta.story({
  args: { statusCode: 500, message: 'Unknown error has occurred', onRetry: fn() },
  parameters: { docs: { description: { story: 'The server failed; the user can try again.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error 500' })).toBeVisible();
    await expect(canvas.getByText('Unknown error has occurred')).toBeVisible();
    const support = canvas.getByRole('link', { name: 'community server' });
    await expect(support).toHaveAttribute('href', SUPPORT_URL);
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/take a screenshot/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Forbidden = meta.story({
  args: { statusCode: 403, message: 'You have insufficient permissions to view that page' },
  parameters: { docs: { description: { story: 'Not allowed: no retry, just the way home.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error 403' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
});

export const Fallbacks = meta.story({
  parameters: { docs: { description: { story: 'Nothing known about the error.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unknown error' })).toBeVisible();
    await expect(canvas.getByText('An unknown error occurred')).toBeVisible();
    await expect(canvas.queryByText(/^Route:/)).not.toBeInTheDocument();
  },
});

export const WithRoute = meta.story({
  args: { statusCode: 500, message: 'Orders could not be loaded', route: '/staff/orders' },
  parameters: { docs: { description: { story: 'The failing page is shown so it can go in the report.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/staff/orders')).toBeVisible();
  },
});
