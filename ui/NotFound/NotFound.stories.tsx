import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import { NotFound } from './NotFound';

const meta = preview.meta({
  title: 'UI/NotFound',
  component: NotFound,
  parameters: {
    docs: {
      description: {
        component: 'The page for addresses that do not exist: “404”, the message, and a way back home.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: { docs: { description: { story: 'An unknown address.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByText('This page could not be found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
});
