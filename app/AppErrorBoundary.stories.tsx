import { expect } from 'storybook/test';
import preview from '../.storybook/preview';
import { AppErrorBoundary } from './AppErrorBoundary';

function BrokenProvider(): never {
  throw new Error('Objects are not valid as a React child');
}

const meta = preview.meta({
  title: 'App/AppErrorBoundary',
  component: AppErrorBoundary,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The last boundary around the whole site. Route errors have their own error page inside the layout; this one catches what breaks above the router (providers, the toast host) and shows the error page instead of a white page.',
      },
    },
  },
});

export const RenderFailure = meta.story({
  args: { children: <BrokenProvider /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Unknown error' })).toBeVisible();
    await expect(canvas.getByText('Objects are not valid as a React child')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
});

export const Healthy = meta.story({
  args: { children: <p>The site renders as usual.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The site renders as usual.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Unknown error' })).toBeNull();
  },
});
