import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  drawnLabel,
  expectNoSidewaysScroll,
  expectWithinViewportWidth,
} from '../../../.storybook/expect-in-view';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { swrSettled, withSwrWatch } from '../../../.storybook/swr-settled';
import type { UserManagerSearch } from '../model';
import { UserManagerPage } from './UserManagerPage';

/** The page with its search kept in the story, as the route keeps it in the address. */
function WithSearch({ initial }: { initial: UserManagerSearch }) {
  const [search, setSearch] = useState(initial);
  return <UserManagerPage search={search} onSearchChange={setSearch} />;
}

/** The users whose warnings were read, one entry a read (a resolver that returns nothing passes it on). */
const warningReads: string[] = [];
const countWarningReads = http.get('*/api/client/users/:id/warnings', ({ params }) => {
  warningReads.push(String(params.id));
});

const LIST = '*/api/client/admin/users';
const UPDATE_RANK = '*/api/client/admin/users/:id/update-rank';
const BLACKLIST = '*/api/client/admin/blacklist/:id';
const CUSTOMER = PERSONAS.customer.userId;
const CHEF_RANK = '5603241177907201029';

const sent: unknown[] = [];
const spy = (method: 'post' | 'patch', path: string) =>
  http[method](path, async ({ request }) => {
    sent.push(await request.clone().json());
  });

const meta = preview.meta({
  title: 'Features/UserManager/UserManagerPage',
  component: UserManagerPage,
  args: { search: {}, onSearchChange: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/staff/admin/users` (MANAGE_USERS): search users by name or id and by rank; the server filters and pages (ten a page, `totalUsers` counts). “Manage” opens the user’s admin view in a side panel (`?user=`): ranks (only below your own), ban, staff removal, blacklist and warnings, with links to the profile and the order history.',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const FirstPage = meta.story({
  parameters: {
    docs: { description: { story: 'Every user, ten to a page, with the count and the pages.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    const table = within(await canvas.findByRole('table', { name: 'Users' }));
    await expect(table.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ users · showing 1–10$/);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ page: 2 });
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: {
    docs: {
      description: {
        story:
          'At 375 px each user is a card: name, user id, ranks and “Manage” on screen, no sideways scrolling.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const table = within(await canvas.findByRole('table', { name: 'Users' }));
    const manage = table.getAllByRole('button', { name: /^Manage / });
    await expect(manage).toHaveLength(10);
    for (const button of manage) await expectWithinViewportWidth(button);
    // Each card draws the column's name beside a value, since the header row is off screen.
    await expect(table.getAllByRole('cell').map(drawnLabel).slice(0, 4)).toEqual([
      'none',
      'User id',
      'Ranks',
      'none',
    ]);
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(manage[0] as HTMLElement);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({ user: expect.any(String) });
  },
});

export const SecondPage = meta.story({
  args: { search: { page: 2 } },
  parameters: { docs: { description: { story: 'Page 2 from the URL: the server skips the first ten.' } } },
  beforeEach: ({ msw }) => {
    msw.use(spy('post', LIST));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(sent.at(-1)).toEqual({ filter: { skip: 10, limit: 10 } });
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
});

export const Search = meta.story({
  parameters: {
    docs: { description: { story: 'Typing a name searches on the server after a short pause.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = await canvas.findByRole('searchbox', { name: 'Search users' });
    await userEvent.type(box, 'sizzle');
    await waitFor(() =>
      expect(args.onSearchChange).toHaveBeenLastCalledWith({ q: 'sizzle', page: undefined }),
    );
  },
});

export const FilteredByRank = meta.story({
  args: { search: { rank: CHEF_RANK } },
  parameters: { docs: { description: { story: 'Holders of the Chef rank only.' } } },
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Users' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 users · showing 1–3');
  },
});

export const NoMatch = meta.story({
  args: { search: { q: 'nobody at all' } },
  parameters: { docs: { description: { story: 'Nobody matches: a way back to every user.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No users match' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the filters' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
  },
});

export const AdminView = meta.story({
  args: { search: { user: PERSONAS.banned.userId } },
  parameters: {
    docs: {
      description: {
        story:
          'The banned user’s admin view: no ranks, the ban in force with its reason, the blacklist entry, the two warnings, links to the profile and the order history.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const panel = within(await page.findByRole('dialog', { name: 'Manage user' }));
    await expect(await panel.findByRole('heading', { name: 'Toasty' })).toBeVisible();
    const ban = within(panel.getByRole('region', { name: 'Ban' }));
    await expect(await ban.findByText('Banned')).toBeVisible();
    await expect(ban.getByText('Repeatedly placing troll orders after two warnings.')).toBeVisible();
    await expect(ban.getByRole('link', { name: 'Change or lift the ban' })).toHaveAttribute(
      'href',
      `/staff/admin/users/${PERSONAS.banned.userId}/ban`,
    );
    const blacklist = within(panel.getByRole('region', { name: 'Blacklist' }));
    await expect(await blacklist.findByText('Troll orders across several servers.')).toBeVisible();
    const warnings = within(panel.getByRole('region', { name: 'Warnings' }));
    await expect(
      within(await warnings.findByRole('list', { name: 'Warnings' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(panel.getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'href',
      `/staff/admin/order-history/${PERSONAS.banned.userId}`,
    );
    await expect(panel.queryByRole('link', { name: 'Remove from staff' })).toBeNull();
  },
});

export const WarningsLoadOnce = meta.story({
  tags: ['no-visual'],
  render: () => <WithSearch initial={{ q: 'Toasty', user: PERSONAS.banned.userId }} />,
  decorators: [withSwrWatch],
  parameters: {
    docs: {
      description: {
        story:
          'A user’s warnings are read once: closing their panel and opening it again shows them without another read.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    warningReads.length = 0;
    msw.use(countWarningReads);
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const warningsOf = async () =>
      within(
        await within(await page.findByRole('dialog', { name: 'Manage user' })).findByRole('list', {
          name: 'Warnings',
        }),
      ).getAllByRole('listitem');
    await expect(await warningsOf()).toHaveLength(2);
    await swrSettled();
    await userEvent.click(page.getByRole('button', { name: 'Close the user panel' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Manage user' })).toBeNull());
    await userEvent.click(await page.findByRole('button', { name: 'Manage Toasty' }));
    await expect(await warningsOf()).toHaveLength(2);
    await swrSettled();
    await expect(warningReads).toEqual([PERSONAS.banned.userId]);
  },
});

export const PromoteToChef = meta.story({
  args: { search: { user: CUSTOMER } },
  parameters: {
    docs: {
      description: {
        story:
          'A manager gives the customer the Chef rank: ranks at or above Manager are off, the change is spelt out, the rank goes in place.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('patch', UPDATE_RANK));
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const panel = within(await page.findByRole('dialog', { name: 'Manage user' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Change ranks' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Ranks of Pancake Pilot' }));
    await expect(dialog.getByRole('checkbox', { name: 'Owner' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Manager' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Supporter' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Chef' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Top rank: Supporter → Chef.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save ranks' }));
    await expectToast(page, 'Updated Pancake Pilot’s ranks');
    await expect(sent).toEqual([
      { ranks: [CHEF_RANK, '5830820757504001032'], announce: true, logToRankHistory: null },
    ]);
    const ranks = within(panel.getByRole('region', { name: 'Ranks' }));
    await expect(await ranks.findByText('Chef')).toBeVisible();
    await expect(await panel.findByRole('link', { name: 'Remove from staff' })).toBeVisible();
  },
});

export const RankUpdateRefused = meta.story({
  args: { search: { user: CUSTOMER } },
  parameters: {
    docs: {
      description: { story: 'The server refuses the rank change: its message verbatim in the dialog.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PATCH', UPDATE_RANK, 404, {
        statusCode: 404,
        code: 'no_teams',
        message: 'No teams currently available',
      }),
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const panel = within(await page.findByRole('dialog', { name: 'Manage user' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Change ranks' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Ranks of Pancake Pilot' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Chef' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save ranks' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('No teams currently available');
    await expect(dialog.getByRole('checkbox', { name: 'Chef' })).toBeChecked();
  },
});

export const BlacklistUser = meta.story({
  args: { search: { user: CUSTOMER } },
  parameters: {
    docs: { description: { story: 'Blacklisting asks for a reason and confirms; the entry shows at once.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('post', BLACKLIST));
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const panel = within(await page.findByRole('dialog', { name: 'Manage user' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Blacklist' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Blacklist Pancake Pilot?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Blacklist' }));
    await expect(await dialog.findByText('A reason is required')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), '<i>Spam</i> orders');
    await userEvent.click(dialog.getByRole('button', { name: 'Blacklist' }));
    await expectToast(page, 'Blacklisted Pancake Pilot');
    await expect(sent).toEqual([{ data: { reason: '<i>Spam</i> orders' } }]);
    await expect(await panel.findByText('<i>Spam</i> orders')).toBeVisible();
  },
});

export const UnblacklistRefused = meta.story({
  args: { search: { user: PERSONAS.banned.userId } },
  parameters: {
    docs: {
      description: {
        story: 'Removing a blacklist entry someone already removed: the server’s message, verbatim.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', BLACKLIST, 404, {
        statusCode: 404,
        code: 'user_not_blacklisted',
        message: 'User is not blacklisted',
      }),
    );
  },
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const panel = within(await page.findByRole('dialog', { name: 'Manage user' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Remove from blacklist' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Remove Toasty from the blacklist?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove from blacklist' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The blacklist entry was not removed');
    await expect(alert).toHaveTextContent('User is not blacklisted');
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('POST', LIST));
  },
  parameters: { docs: { description: { story: 'No answer yet: a skeleton after 200 ms.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the users')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('POST', LIST, 'Down', { once: true }));
  },
  parameters: { docs: { description: { story: 'The list failed; “Try again” works here.' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The users could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('table', { name: 'Users' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('POST', LIST));
  },
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});

export const Refused = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story: 'Without MANAGE_USERS (the guard normally stops them): the server’s 403, no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'The User Manager is not open to you',
      'You do not have permission to do that',
    );
  },
});
