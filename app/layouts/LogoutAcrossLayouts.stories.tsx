import { useSessionStore } from '@lib/session';
import { Container, Text, Title } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { LinkProvider } from '@ui/AppLink';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import type { RouterContext } from '../context';
import { RouterLink } from '../RouterLink';
import { DefaultLayout } from './DefaultLayout/DefaultLayout';
import { StaffLayout } from './StaffLayout/StaffLayout';

const july = () => new Date(2026, 6, 10, 12, 0).getTime();

function StaffPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <StaffLayout pathname={pathname} onResigned={() => undefined}>
      <Title order={1}>Staff dashboard</Title>
      <Text c="dimmed">A staff page: logging out from here goes to the home page first.</Text>
    </StaffLayout>
  );
}

function HomePage() {
  return (
    <DefaultLayout now={july}>
      <Container py="xl">
        <Title order={1}>Home</Title>
      </Container>
    </DefaultLayout>
  );
}

/** The site in miniature: `/staff/dashboard` in the staff layout, `/` in the default layout. */
function TwoLayouts() {
  const session = useSessionStore();
  const [router] = useState(() => {
    const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
    const home = createRoute({ getParentRoute: () => root, path: '/', component: HomePage });
    const staff = createRoute({ getParentRoute: () => root, path: '/staff/dashboard', component: StaffPage });
    return createRouter({
      routeTree: root.addChildren([home, staff]),
      history: createMemoryHistory({ initialEntries: ['/staff/dashboard'] }),
      context: { session },
    });
  });
  return (
    <LinkProvider component={RouterLink}>
      <RouterProvider router={router} />
    </LinkProvider>
  );
}

/** Logout requests the story saw; each waits for `releaseLogout()` before the fake backend answers. */
let logoutCalls = 0;
let releaseLogout = () => {};

const meta = preview.meta({
  title: 'App/Layouts/Logout across layouts',
  component: TwoLayouts,
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          'Logout from a staff page, as the product docs describe it: the site first goes to `/`, which replaces the staff layout with the default layout, then ends the session. The double-click guard belongs to the session, not to one menu.',
      },
    },
  },
});

export const SecondClickIgnored = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Logout clicked on a staff page; the home page shows while the logout call is still running and the user is still signed in. Its own Logout is disabled meanwhile, so only one request is sent; then the goodbye toast and the Login button.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    logoutCalls = 0;
    const held = new Promise<void>((resolve) => {
      releaseLogout = resolve;
    });
    msw.use(
      http.delete('*/api/client/sessions', async () => {
        logoutCalls += 1;
        await held;
        return undefined; // on to the fake backend, which ends the session
      }),
    );
    return () => releaseLogout();
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Staff dashboard' });
    await userEvent.click(canvas.getByRole('button', { name: /^Account menu for / }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Logout' }));

    // Home, in the default layout, still signed in while the logout call runs.
    await canvas.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() => expect(logoutCalls).toBe(1));
    await userEvent.click(canvas.getByRole('button', { name: /^Account menu for / }));
    const again = await body.findByRole('menuitem', { name: 'Logout' });
    await expect(again).toBeDisabled();
    fireEvent.click(again);

    releaseLogout();
    await waitFor(() => expect(body.getByText('Successfully logged out, see you next time!')).toBeVisible());
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(logoutCalls).toBe(1);
  },
});

export const FromThePhoneDrawer = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'On a phone: Logout is the last entry of the staff drawer (“Open staff menu”), and does what the avatar menu’s does: home first, one logout call, the goodbye toast.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    logoutCalls = 0;
    msw.use(
      http.delete('*/api/client/sessions', () => {
        logoutCalls += 1;
        return undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Staff dashboard' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open staff menu' }));
    const drawer = within(canvas.getByRole('navigation', { name: 'Staff sections' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Logout' }));
    await canvas.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() => expect(body.getByText('Successfully logged out, see you next time!')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: /^Account menu for / })).toBeNull();
    await expect(logoutCalls).toBe(1);
  },
});
