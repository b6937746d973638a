import { listRanks } from '@mocks/ranks/rules';
import { respondWith } from '@mocks/scenarios';
import { toRank } from '@mocks/views';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { RankEditorPage } from './RankEditorPage';

const CHEF = '5603241177907201029';
const MANAGER = '5602516402176001027';
const RANK = '*/api/client/ranks/:id';

const sent: unknown[] = [];
const spy = (method: 'post' | 'patch') =>
  http[method](method === 'post' ? '*/api/client/ranks' : RANK, async ({ request }) => {
    sent.push(await request.clone().json());
  });

/**
 * The rank list as this tab loaded it at start-up, older than the server: Chef was called "Line cook" then, and a
 * rank since deleted ("Ghost") was still there.
 */
const GHOST = '5600000000000000001';
const startupListOlderThanTheServer = () =>
  http.get('*/api/client/ranks', () => {
    const ranks = listRanks().map(toRank);
    const old = ranks.map((rank) => (rank.id === CHEF ? { ...rank, name: 'Line cook' } : rank));
    const ghost = { ...ranks[ranks.length - 1], _id: GHOST, id: GHOST, name: 'Ghost', position: 0 };
    return HttpResponse.json({ ranks: [...old, ghost] });
  });

const meta = preview.meta({
  title: 'Features/RankManager/RankEditorPage',
  component: RankEditorPage,
  args: { onNavigate: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'manager',
    docs: {
      description: {
        component:
          '`/staff/admin/rank-manager/create` and `/{id}` (MANAGE_RANKS): name, description, colour (hex, with the badge preview), permissions grouped and named (only bits you hold can be switched on), perks and flags. Editing offers Delete, confirmed. Ranks at or above your own are read-only and say so.',
      },
    },
  },
  beforeEach: () => {
    sent.length = 0;
  },
});

export const EditChef = meta.story({
  args: { id: CHEF },
  parameters: {
    docs: {
      description: {
        story: 'Give Chef the food lookup manager bit: only that field is sent, then back to the list.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('patch'));
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'Edit Chef', level: 1 })).toBeVisible();
    const permissions = within(canvas.getByRole('region', { name: 'Permissions' }));
    await expect(permissions.getByRole('checkbox', { name: 'Order Manager' })).toBeChecked();
    // The manager does not hold SUPER_ADMIN or MANAGE_FOOD_LOOKUP.
    await expect(permissions.getByRole('checkbox', { name: 'Super admin' })).toBeDisabled();
    await expect(permissions.getByRole('checkbox', { name: 'Manage the food lookup' })).toBeDisabled();
    await userEvent.click(permissions.getByRole('checkbox', { name: 'Read applications' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expectToast(page, 'Saved Chef');
    // Chef's staff basics (bits 0, 1, 2, 7, 24) and now bit 17.
    await expect(sent).toEqual([{ permissions: 16777351 | (1 << 17) }]);
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/rank-manager'));
  },
});

export const CreateRank = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A new rank: a colour that is not hex is refused before sending; the preview follows the name and colour.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spy('post'));
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { name: 'New rank', level: 1 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Sous Chef');
    const colour = canvas.getByRole('textbox', { name: 'Colour' });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'orange');
    await userEvent.click(canvas.getByRole('button', { name: 'Create rank' }));
    await expect(await canvas.findByText('Colour must be a hex colour such as #2888f5')).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.clear(colour);
    await userEvent.type(colour, '#1864AB');
    await expect(canvas.getByText('Sous Chef', { selector: '.mantine-Badge-label' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: /^Staff rank/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create rank' }));
    await expectToast(page, 'Created Sous Chef');
    await expect(sent[0]).toMatchObject({
      name: 'Sous Chef',
      colour: '#1864ab',
      staffRank: true,
      permissions: 0,
    });
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/rank-manager'));
  },
});

export const LockedRank = meta.story({
  args: { id: MANAGER },
  parameters: {
    docs: { description: { story: 'A manager opens their own rank: read-only, and the page says why.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You cannot edit this rank')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete rank' })).toBeNull();
  },
});

export const DeleteRank = meta.story({
  args: { id: CHEF },
  parameters: {
    docs: { description: { story: 'Delete asks first; then the rank is gone and the list opens.' } },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete rank' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete Chef?' }));
    await expect(dialog.getByText(/Everyone holding Chef loses it/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete rank' }));
    await expectToast(page, 'Deleted Chef');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/staff/admin/rank-manager'));
  },
});

export const DeleteRefused = meta.story({
  args: { id: CHEF },
  parameters: {
    docs: { description: { story: 'The server refuses: “Rank not found”, verbatim in the confirmation.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('DELETE', RANK, 400, {
        statusCode: 400,
        code: 'rank_not_found',
        message: 'Rank not found',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete rank' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete Chef?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete rank' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Rank not found');
  },
});

export const SaveRefused = meta.story({
  args: { id: CHEF },
  parameters: {
    docs: {
      description: { story: 'The server refuses the save: its message in the form, the changes kept.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PATCH', RANK, 403, {
        statusCode: 403,
        code: 'permissions_not_held',
        message: 'You cannot grant permissions you do not hold',
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Line Cook');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You cannot grant permissions you do not hold',
    );
    await expect(name).toHaveValue('Line Cook');
  },
});

export const EditsTheServersVersion = meta.story({
  args: { id: CHEF },
  // The same picture as EditChef.
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'Opening a rank’s editor reads that rank (`GET /ranks/{id}`): the form holds the server’s current version, not the older copy loaded at start-up.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(startupListOlderThanTheServer());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Edit Chef', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Chef');
  },
});

export const DeletedSinceStartup = meta.story({
  args: { id: GHOST },
  // The same picture as UnknownRank.
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'A rank deleted since start-up: the server says 400 `rank_not_found`, and the page says the rank could not be found.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(startupListOlderThanTheServer());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This rank could not be found', level: 1 }),
    ).toBeVisible();
  },
});

export const UnknownRank = meta.story({
  args: { id: '1' },
  parameters: { docs: { description: { story: 'No rank has this id: the not-found state.' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This rank could not be found', level: 1 }),
    ).toBeVisible();
  },
});
