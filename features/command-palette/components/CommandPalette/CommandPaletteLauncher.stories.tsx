import { serverError } from '@mocks/scenarios';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { USER_SEARCH_DELAY_MS } from '../../model';
import { CommandPaletteLauncher } from './CommandPaletteLauncher';

const SEARCH = '*/api/client/admin/users';
const SAM = '691224913378638273';

/** Every user search the palette sent (the filter's `search`). */
const searched: unknown[] = [];
const spyOnSearch = () =>
  http.post(SEARCH, async ({ request }) => {
    const body = (await request.clone().json()) as { filter?: { search?: unknown } };
    searched.push(body.filter?.search);
  });

const palette = () => screen.findByRole('dialog');
const box = () => screen.findByRole('combobox', { name: 'Search pages and users' });
const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => option.querySelector('.mantine-Spotlight-actionLabel')?.textContent);

const meta = preview.meta({
  title: 'Features/CommandPalette/CommandPaletteLauncher',
  component: CommandPaletteLauncher,
  args: { onNavigate: fn() },
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        component:
          'The staff command palette: the Search button in the staff header, or Ctrl+K (⌘K on a Mac) on any staff page. It offers the pages this user can reach from the navigation (read from the access map, never a list of its own) and, for those with MANAGE_USERS, users by name or id (the admin users search, after a 250 ms pause in typing). Keyboard only: arrows move, Enter opens, Escape closes. Screen readers hear a combobox over a listbox, and the result counts. Its code loads on first use.',
      },
    },
  },
  beforeEach: () => {
    searched.length = 0;
  },
});

export const Closed = meta.story({
  parameters: {
    docs: { description: { story: 'The button in the header, before anyone opens the palette.' } },
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Search pages and users' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
});

export const GoToAPage = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Ctrl+K opens it with the first pages of the map; typing “rank” leaves the Rank Manager selected; Enter opens it and closes the palette.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('button', { name: 'Search pages and users' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    const input = await box();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(optionNames(dialog).length).toBeGreaterThan(3);
    await userEvent.type(input, 'rank');
    await waitFor(() => expect(optionNames(dialog)[0]).toBe('Rank Manager'));
    await waitFor(() =>
      expect(input.getAttribute('aria-activedescendant')).toBe(within(dialog).getAllByRole('option')[0]?.id),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/rank-manager');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});

export const FindAUser = meta.story({
  beforeEach({ msw }) {
    msw.use(spyOnSearch());
  },
  parameters: {
    docs: {
      description: {
        story:
          'An admin types a name: once typing pauses, the users found show under the pages, each with avatar, @username and id. The arrow keys reach them; Enter opens the user in the User Manager.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search pages and users' }));
    const dialog = await palette();
    await userEvent.type(await box(), 'sizzle');
    const users = await within(dialog).findByRole('group', { name: 'Users' });
    await expect(within(users).getByText(`@sizzle.sam · ${SAM}`)).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('0 pages, 1 user.');
    await expect(searched).toEqual(['sizzle']);
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(`/staff/admin/users?user=%22${SAM}%22`);
  },
});

export const FindAUserById = meta.story({
  parameters: {
    docs: { description: { story: 'An id finds its user too (the search matches an exact id).' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search pages and users' }));
    const dialog = await palette();
    await userEvent.type(await box(), SAM);
    await expect(await within(dialog).findByText(`@sizzle.sam · ${SAM}`)).toBeVisible();
  },
});

export const NothingMatches = meta.story({
  parameters: {
    docs: { description: { story: 'Words no page or user has: the palette says so.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search pages and users' }));
    const dialog = await palette();
    await userEvent.type(await box(), '<b>zzz</b>');
    await expect(await within(dialog).findByText('Nothing matches “<b>zzz</b>”.')).toBeVisible();
    await expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await expect(dialog.querySelector('b')).toBeNull();
  },
});

export const ChefPagesOnly = meta.story({
  beforeEach({ msw }) {
    msw.use(spyOnSearch());
  },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'A chef (no MANAGE_USERS): only the chef’s own pages, no user search (nothing is asked of the server), and no admin page is offered.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search pages and users' }));
    const dialog = await palette();
    const input = await box();
    await expect(input).toHaveAttribute('placeholder', 'Go to a page');
    await userEvent.type(input, 'manager');
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Order Manager']));
    await userEvent.clear(input);
    await userEvent.type(input, 'sam');
    // At once 'Nothing matches', never 'searching users…': the palette waits for no user search.
    await expect(await within(dialog).findByText('Nothing matches “sam”.')).toBeVisible();
    // And none is sent later. A request that is not sent has no condition to wait for: the time is the one a
    // search would wait after the last key press (USER_SEARCH_DELAY_MS), and a margin for the request to leave.
    await new Promise((resolve) => setTimeout(resolve, USER_SEARCH_DELAY_MS + 150));
    await expect(searched).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});

export const SearchRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(serverError('POST', SEARCH, 'The user search is down'));
  },
  parameters: {
    docs: {
      description: {
        story: 'The user search fails: the pages still show, and the status line gives the server’s message.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search pages and users' }));
    const dialog = await palette();
    await userEvent.type(await box(), 'user');
    await expect(
      await within(dialog).findByText('Users could not be searched: The user search is down'),
    ).toBeVisible();
    await expect(optionNames(dialog)).toContain('User Manager');
  },
});

/** Opens the palette with Ctrl+K and gives back the dialog once its first results show. */
async function openWithShortcut(
  canvas: { findByRole: (role: string, options: object) => Promise<HTMLElement> },
  userEvent: { keyboard: (keys: string) => Promise<void> },
) {
  await canvas.findByRole('button', { name: 'Search pages and users' });
  await userEvent.keyboard('{Control>}k{/Control}');
  const dialog = await palette();
  await waitFor(() => expect(optionNames(dialog).length).toBeGreaterThan(0));
  return dialog;
}

export const DefaultListAdmin = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Opened, nothing typed, by an admin: the staff tools this user may open, in the sidebar’s order, not the public pages (they stay one word away).',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openWithShortcut(canvas, userEvent);
    await expect(optionNames(dialog)).toEqual([
      'Dashboard',
      'Order Manager',
      'Food Lookup',
      'My Achievements',
      'My Performance',
      'Management',
      'On Leave Requests',
      'Order Reports',
    ]);
    await expect(optionNames(dialog)).not.toContain('Home');
  },
});

export const DefaultListChef = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story: 'Opened by a chef: the chef’s staff tools first, then the public pages to fill the list.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openWithShortcut(canvas, userEvent);
    const names = optionNames(dialog);
    await expect(names.slice(0, 5)).toEqual([
      'Dashboard',
      'Order Manager',
      'Food Lookup',
      'My Achievements',
      'Take a Vacation',
    ]);
    await expect(names.slice(5)).toEqual(['Home', 'Team', 'Leaderboard']);
  },
});

export const DefaultListNoStaffTools = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'Opened by a signed-in user with no staff tool (a customer on a staff address): the public pages they can reach.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openWithShortcut(canvas, userEvent);
    await expect(optionNames(dialog).slice(0, 4)).toEqual(['Home', 'Team', 'Leaderboard', 'Store']);
  },
});

export const StaysPutWhileTyping = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'The palette’s top edge is pinned near the top of the screen: however many results the typing leaves, the search box does not move.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openWithShortcut(canvas, userEvent);
    const input = await box();
    const top = () => Math.round(input.getBoundingClientRect().top);
    const before = top();
    await expect(before).toBeLessThan(window.innerHeight / 3);
    await userEvent.type(input, 'ord');
    await waitFor(() => expect(optionNames(dialog)).toEqual(['Order Manager', 'Leaderboard']));
    await expect(top()).toBe(before);
    await userEvent.type(input, 'zz');
    await expect(await within(dialog).findByText('Nothing matches “ordzz”.')).toBeVisible();
    await expect(top()).toBe(before);
  },
});
