import { CommandPaletteLauncher } from '@features/command-palette';
import { resetPreferences, setPreference } from '@lib/preferences';
import { Text, Title } from '@mantine/core';
import { HttpResponse, http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { RESIGN_DISABLED_TOOLTIP, StaffLayout } from './StaffLayout';

const meta = preview.meta({
  title: 'App/Layouts/StaffLayout',
  component: StaffLayout,
  args: {
    pathname: '/staff/dashboard',
    onResigned: fn(),
    children: (
      <>
        <Title order={1}>Staff page</Title>
        <Text c="dimmed">Each staff route renders here.</Text>
      </>
    ),
  },
  beforeEach: () => {
    resetPreferences();
  },
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    router: { path: '/staff/dashboard' },
    // Story tests resize the browser to these too (@storybook/addon-vitest reads `globals.viewport`).
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        sidebarBreakpoint: {
          name: 'Sidebar breakpoint (768 px)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
      },
    },
    docs: {
      description: {
        component:
          'The staff shell: the sidebar the product docs describe, with every entry gated by permissions and perks, Resign (only when the highest rank allows it), and the gateway status.',
      },
    },
  },
});

/** Resign is decided once the ranks are loaded. */
const resignDecided = async (root: HTMLElement, state: 'allowed' | 'denied') =>
  waitFor(() => expect(root.querySelector(`button[data-state="${state}"]`)).not.toBeNull());

/**
 * Within the window's width. A collapsed sidebar is moved off-screen with a transform, which `toBeVisible`
 * does not notice, so the small-screen stories measure where the links are.
 */
const onScreen = (element: Element) => {
  const rect = element.getBoundingClientRect();
  const width = element.ownerDocument.defaultView?.innerWidth ?? 0;
  return rect.width > 0 && rect.right > 1 && rect.left < width - 1;
};

const sidebar = async (canvas: { findByRole: (role: string, options: object) => Promise<HTMLElement> }) =>
  within(await canvas.findByRole('navigation', { name: 'Staff sections' }));

/**
 * Opens the Resign dialog from the sidebar, checks Resign waits for the acknowledgement, acknowledges and
 * confirms. Returns the document body, where the toasts and the dialog live.
 */
async function confirmResignation({
  canvas,
  canvasElement,
  userEvent,
}: {
  canvas: Parameters<typeof sidebar>[0];
  canvasElement: HTMLElement;
  userEvent: { click: (element: Element) => Promise<void> };
}) {
  const nav = await sidebar(canvas);
  await resignDecided(canvasElement, 'allowed');
  await userEvent.click(nav.getByRole('button', { name: 'Resign' }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog'));
  await expect(dialog.getByRole('button', { name: 'Resign' })).toBeDisabled();
  await userEvent.click(dialog.getByRole('switch', { name: 'I understand, I wish to resign' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Resign' }));
  return body;
}

export const Chef = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const nav = await sidebar(canvas);
    for (const label of ['Dashboard', 'Order Manager', 'Food Lookup', 'My Achievements', 'Take a Vacation']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.queryByText('Admin')).toBeNull();
    await expect(nav.queryByRole('link', { name: 'Premade Message Directory' })).toBeNull();
    await resignDecided(canvasElement, 'allowed');
    await expect(nav.getByRole('button', { name: 'Resign' })).not.toHaveAttribute('aria-disabled');
  },
});

export const Courier = meta.story({
  parameters: { persona: 'courier' },
  play: async ({ canvas }) => {
    const nav = await sidebar(canvas);
    await expect(nav.getByRole('link', { name: 'Premade Message Directory' })).toBeVisible();
  },
});

export const Manager = meta.story({
  parameters: { persona: 'manager' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nav = await sidebar(canvas);
    await expect(nav.getByRole('link', { name: 'Order Reports' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'User Manager' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Online Users' })).toBeNull();
    await resignDecided(canvasElement, 'denied');
    const resign = nav.getByRole('button', { name: 'Resign' });
    await expect(resign).toHaveAttribute('aria-disabled', 'true');
    // Keyboard users reach the explanation too: the disabled button stays focusable.
    resign.focus();
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent(RESIGN_DISABLED_TOOLTIP));
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible());
    await userEvent.click(resign);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
});

export const Admin = meta.story({
  parameters: { persona: 'admin' },
  play: async ({ canvas }) => {
    const nav = await sidebar(canvas);
    for (const label of [
      'Online Users',
      'Site Settings',
      'Announce',
      'Rank Manager',
      'Team Manager',
      'Appeal Manager',
    ]) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
  },
});

export const CollapsedRail = meta.story({
  beforeEach: () => {
    setPreference('sidebar', false);
    return () => resetPreferences();
  },
  parameters: {
    docs: {
      description: {
        story: 'Sidebar preference off: icons only; hovering for 200 ms expands it over the page.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const nav = await sidebar(canvas);
    await expect(nav.getByRole('link', { name: 'Order Manager' })).toBeVisible();
    await expect(nav.queryByText('Order Manager')).toBeNull();
    await userEvent.hover(nav.getByRole('link', { name: 'Order Manager' }));
    await waitFor(() => expect(nav.getByText('Order Manager')).toBeVisible());
  },
});

export const ResignFlow = meta.story({
  parameters: {
    docs: {
      description: { story: 'Resign: acknowledge, confirm, success toast, then back to the home page.' },
    },
  },
  play: async (context) => {
    const { args } = context;
    const body = await confirmResignation(context);
    await waitFor(() =>
      expect(body.getByText('Resignation accepted successfully. Thank you for your service.')).toBeVisible(),
    );
    await waitFor(() => expect(args.onResigned).toHaveBeenCalledOnce());
  },
});

export const ResignFails = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'The server refuses: an 8-second toast with its message, and the dialog stays open.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('*/api/client/recruitment/resign', () =>
        HttpResponse.json(
          { statusCode: 500, code: 'internal', message: 'Database unavailable' },
          { status: 500 },
        ),
      ),
    );
  },
  play: async (context) => {
    const { args } = context;
    const body = await confirmResignation(context);
    await waitFor(() =>
      expect(
        body.getByText('Failed to submit resign from staff: Database unavailable. Please contact an HR.'),
      ).toBeVisible(),
    );
    await expect(body.getByRole('dialog')).toBeVisible();
    await expect(args.onResigned).not.toHaveBeenCalled();
  },
});

export const PhoneMenu = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'A phone (375 px wide): the sidebar is off-screen until the burger (“Open staff menu”) slides it over the page; the same button closes it again. Below 768 px the sidebar always works this way.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const nav = await sidebar(canvas);
    const dashboard = nav.getByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(onScreen(dashboard)).toBe(false));
    // Off-screen and inert: Tab cannot reach links nobody can see.
    const navbar = canvas.getByRole('navigation', { name: 'Staff' });
    await expect(navbar).toHaveAttribute('inert');

    await userEvent.click(canvas.getByRole('button', { name: 'Open staff menu' }));
    await waitFor(() => expect(onScreen(dashboard)).toBe(true));
    await expect(navbar).not.toHaveAttribute('inert');
    for (const label of ['Dashboard', 'Order Manager', 'Food Lookup', 'My Achievements', 'Take a Vacation']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Resign' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Close staff menu' }));
    await waitFor(() => expect(onScreen(dashboard)).toBe(false));
    await expect(navbar).toHaveAttribute('inert');
    await expect(canvas.getByRole('button', { name: 'Open staff menu' })).toBeVisible();
  },
});

export const AtSidebarBreakpoint = meta.story({
  globals: { viewport: { value: 'sidebarBreakpoint', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'Exactly 768 px wide, the first width with the sidebar on screen: no burger is needed, and the sidebar can be kept expanded or collapsed to a rail as on a desktop.',
      },
    },
  },
  play: async ({ canvas }) => {
    const nav = await sidebar(canvas);
    await waitFor(() => expect(onScreen(nav.getByRole('link', { name: 'Dashboard' }))).toBe(true));
    await expect(canvas.getByRole('navigation', { name: 'Staff' })).not.toHaveAttribute('inert');
    await expect(canvas.queryByRole('button', { name: 'Open staff menu' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Collapse the sidebar' })).toBeVisible();
  },
});

export const PhoneWithCommandPalette = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { headerActions: <CommandPaletteLauncher onNavigate={fn()} /> },
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        story:
          'As the staff route renders it, on a phone: burger, brand, connection dot, the palette’s Search as an icon, and the avatar menu, all within 375 px (the preferences are in the drawer). The avatar menu opens; Search opens the palette.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Search pages and users' });
    await expect(button).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open staff menu' })).toBeVisible();
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const account = canvas.getByRole('button', { name: /^Account menu for / });
    await expect(onScreen(account)).toBe(true);
    await expect(account.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(within(header).queryByRole('button', { name: 'Site preferences' })).toBeNull();
    await userEvent.click(account);
    await expect(await screen.findByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(button);
    await expect(await screen.findByRole('combobox', { name: 'Search pages and users' })).toBeVisible();
  },
});

export const PhoneDrawerAccount = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'The phone drawer open, scrolled to its end: after the sidebar’s sections, Account holds what the header’s avatar menu and gear hold on a desktop: My Profile and the user’s other pages (from the access map), Site preferences, and Logout.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open staff menu' }));
    const nav = await sidebar(canvas);
    const logout = nav.getByRole('button', { name: 'Logout' });
    await waitFor(() => expect(onScreen(logout)).toBe(true));
    logout.scrollIntoView({ block: 'end' });
    for (const label of ['My Profile', 'Edit Profile', 'My Appeals']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/users/@me');
    await expect(nav.getByRole('button', { name: 'Site preferences' })).toBeVisible();
    await expect(logout).toBeEnabled();
    await userEvent.click(nav.getByRole('button', { name: 'Site preferences' }));
    await expect(await screen.findByText('Preferences', { exact: true })).toBeVisible();
    await expect(screen.getByRole('switch', { name: 'Festive snow' })).toBeInTheDocument();
  },
});

export const OneCurrentEntry = meta.story({
  args: { pathname: '/staff/admin/management-statistics/management' },
  parameters: {
    persona: 'admin',
    router: { path: '/staff/admin/management-statistics/management' },
    docs: {
      description: {
        story:
          'On Management statistics › Management, whose path extends My Performance’s: only Management is marked as the current page (the longest matching entry).',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const nav = await sidebar(canvas);
    await expect(nav.getByRole('link', { name: 'Management' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'My Performance' })).not.toHaveAttribute('aria-current');
    const marked = [...canvasElement.querySelectorAll('nav a[data-active], nav a[aria-current="page"]')];
    await expect(new Set(marked.map((link) => link.textContent))).toEqual(new Set(['Management']));
  },
});
