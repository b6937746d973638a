import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ErrorState } from './ErrorState';

const meta = preview.meta({
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: 'Your orders could not be loaded.', onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Shown in place of content whose request failed: what went wrong and a “Try again” button that repeats ' +
          'the request. Screen readers announce it when it appears.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'A failed request with a retry.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
});

export const Retrying = meta.story({
  args: { retrying: true },
  parameters: { docs: { description: { story: 'The retry is on its way: the button waits.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeDisabled();
  },
});

export const WithoutRetry = meta.story({
  args: { onRetry: undefined, title: 'Could not load the leaderboard', message: 'Please come back later.' },
  parameters: { docs: { description: { story: 'A failure the user cannot retry from here.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not load the leaderboard' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});
