import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { StaffDashboardPage } from './StaffDashboardPage';

const meta = preview.meta({
  title: 'Features/Staff/StaffDashboardPage',
  component: StaffDashboardPage,
  args: { now: () => new Date(2026, 10, 21, 10, 0) },
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    docs: {
      description: {
        component:
          '`/staff/dashboard`: greeting, the user’s rank, and shortcuts to the staff sections their permissions open.',
      },
    },
  },
});

export const Chef = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Good Morning, /)).toBeVisible();
    // The badge reads "Rank: Chef" to screen readers (a visually hidden prefix).
    const badge = await canvas.findByText('Chef', { selector: '.mantine-Badge-label' });
    await expect(badge).toHaveTextContent('Rank: Chef');
    await expect(canvas.getByRole('link', { name: /Order Manager/ })).toHaveAttribute(
      'href',
      '/staff/orders',
    );
    await expect(canvas.queryByRole('heading', { name: 'Admin' })).toBeNull();
  },
});

export const Courier = meta.story({
  parameters: { persona: 'courier' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Premade Message Directory/ })).toBeVisible();
  },
});

export const Manager = meta.story({
  parameters: { persona: 'manager' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Admin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Order Reports/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Online Users/ })).toBeNull();
  },
});

export const Admin = meta.story({
  parameters: { persona: 'admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /Online Users/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Announce/ })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/client/ranks', () => new Promise(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/client/ranks', () =>
        HttpResponse.json({ statusCode: 500, message: 'Down' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your rank could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
