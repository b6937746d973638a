import { resetPreferences } from '@lib/preferences';
import { Container, Text, Title } from '@mantine/core';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { DefaultLayout } from './DefaultLayout';

const july = () => new Date(2026, 6, 10, 12, 0).getTime();

const meta = preview.meta({
  title: 'App/Layouts/DefaultLayout',
  component: DefaultLayout,
  args: {
    now: july,
    children: (
      <Container py="xl">
        <Title order={1}>Page content</Title>
        <Text c="dimmed">Each route renders here, between the navigation and the footer.</Text>
      </Container>
    ),
  },
  beforeEach: () => {
    resetPreferences();
  },
  parameters: {
    layout: 'fullscreen',
    router: { path: '/' },
    // Story tests resize the browser to these too (@storybook/addon-vitest reads `globals.viewport`).
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          'The public shell: top navigation as the product docs describe it (what each visitor sees depends on who they are), the announcement banner, ads at the bottom, the footer, and festive snow and countdown in season.',
      },
    },
  },
});

export const Anonymous = meta.story({
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    for (const label of ['Home', 'Team', 'Leaderboard', 'Store', 'Blog'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Hourly' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(await canvas.findByText('Welcome')).toBeVisible();
  },
});

export const Customer = meta.story({
  parameters: { persona: 'customer' },
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Hourly' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Recruitment' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Staff' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  },
});

export const Staff = meta.story({
  parameters: { persona: 'chef' },
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/staff/dashboard');
    await expect(nav.queryByRole('button', { name: /Feedback/ })).toBeNull();
  },
});

export const FeedbackBeta = meta.story({
  parameters: { persona: 'manager' },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: /Feedback/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Report an order' })).toHaveAttribute(
      'href',
      '/feedback/report-order',
    );
  },
});

export const AvatarMenu = meta.story({
  parameters: { persona: 'admin' },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Account menu for / }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/users/@me',
    );
    await expect(body.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/users/@me/manage',
    );
    await expect(body.getByRole('menuitem', { name: 'My Appeals' })).toHaveAttribute('href', '/appeal');
    await expect(body.getByRole('menuitem', { name: 'Blog' })).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Logout' })).toBeVisible());
  },
});

let logoutCalls = 0;

export const LogoutFlow = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'Logout: one request however often it is clicked, then the goodbye toast and the Login button.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    logoutCalls = 0;
    msw.use(
      http.delete('*/api/client/sessions', async () => {
        logoutCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return HttpResponse.json({ success: true });
      }),
    );
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Account menu for / }));
    const body = within(canvasElement.ownerDocument.body);
    const logout = await body.findByRole('menuitem', { name: 'Logout' });
    await userEvent.dblClick(logout);
    await waitFor(() => expect(body.getByText('Successfully logged out, see you next time!')).toBeVisible());
    await expect(logoutCalls).toBe(1);
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
  },
});

export const LogoutFails = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          "The server refuses the logout: the toast says so with the server's message, and the site signs out here anyway (cookie, token, user and cached data cleared), so Log out always logs out.",
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      http.delete('*/api/client/sessions', () =>
        HttpResponse.json(
          { statusCode: 503, code: 'unavailable', message: 'Service unavailable' },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Account menu for / }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(body.getByText('Failed to log out: Service unavailable')).toBeVisible());
    // Signed out here all the same: on a shared computer, Log out must log out.
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Account menu for / })).toBeNull();
  },
});

export const PhoneNavigation = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'A phone (375 px wide): the top navigation folds into a drawer behind the burger (“Open navigation”); Escape or a link closes it.',
      },
    },
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: /^Account menu for / })).toBeVisible();
    // The inline links are hidden below 992 px; the burger replaces them.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));

    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole('dialog', { name: 'Menu' }));
    const nav = within(drawer.getByRole('navigation', { name: 'Main' }));
    for (const label of ['Home', 'Team', 'Leaderboard', 'Store', 'Blog', 'Hourly', 'Recruitment']) {
      await waitFor(() => expect(nav.getByRole('link', { name: label })).toBeVisible());
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
});

export const Festive = meta.story({
  args: { now: () => new Date(2026, 11, 20, 18, 30, 0).getTime() },
  parameters: {
    docs: {
      description: {
        story:
          'In season (15 Nov – 6 Jan): snow and the countdown to Christmas, both switchable in Preferences.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('timer', { name: /^Countdown to Christmas: 4 days, 5 hours, 30 minutes/ }),
    ).toBeVisible();
  },
});
