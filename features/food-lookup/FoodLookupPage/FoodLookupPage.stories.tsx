import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { FoodLookupPage } from './FoodLookupPage';

const LIST = '/api/client/orders/food-lookup';
const ITEM = '*/api/client/orders/food-lookup/:id';

/** Requests a story saw on their way to the fake backend (a resolver that returns nothing passes them on). */
const seen: { url: URL; body: unknown }[] = [];
const spyOn = (method: 'post' | 'patch' | 'delete', path: string) =>
  http[method](path, async ({ request }) => {
    const text = await request.clone().text();
    seen.push({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
  });

const item = (n: number) => ({
  id: `7000000000000${String(n).padStart(6, '0')}`,
  food: `Dish ${String(n).padStart(3, '0')}`,
  description: `House speciality number ${n}.`,
  preparable: n % 7 !== 0,
  chefDiscretion: n % 5 === 0,
  addedAt: 1_700_000_000_000 + n,
});

const meta = preview.meta({
  title: 'Features/FoodLookup/FoodLookupPage',
  component: FoodLookupPage,
  args: { search: {}, onSearchChange: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'chef',
    docs: {
      description: {
        component:
          '`/staff/food-lookup` (VIEW_FOOD_LOOKUP): what the kitchen may prepare. The search filters as you type (food and description, `?q=` in the URL). With MANAGE_FOOD_LOOKUP: add, edit and delete in dialogs, with the option to log the change to the Discord server.',
      },
    },
  },
  beforeEach: () => {
    seen.length = 0;
  },
});

export const ChefReadOnly = meta.story({
  parameters: {
    docs: { description: { story: 'A chef reads the list: badges per item, no add, edit or delete.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pizza', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ items$/);
    const fugu = canvas.getByRole('heading', { name: 'Fugu' }).closest('li') as HTMLElement;
    await expect(within(fugu).getByText('Not preparable')).toBeVisible();
    const tartare = canvas.getByRole('heading', { name: 'Steak tartare' }).closest('li') as HTMLElement;
    await expect(within(tartare).getByText('Preparable')).toBeVisible();
    await expect(within(tartare).getByText("Chef's discretion")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add item' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  },
});

export const Search = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Typing filters at once (name matches first); the URL follows after a short pause.',
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const box = await canvas.findByRole('searchbox', { name: 'Search the food lookup' });
    await canvas.findByRole('heading', { name: 'Pizza' });
    await userEvent.type(box, 'pizza');
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Pizza',
        'Pineapple pizza',
      ]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/^2 of \d+ items match$/);
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith({ q: 'pizza' }));
    // Descriptions count too, and every word must match.
    await userEvent.clear(box);
    await userEvent.type(box, 'alcohol juice');
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Wine']),
    );
  },
});

export const NoResults = meta.story({
  args: { search: { q: 'lobster thermidor' } },
  parameters: {
    docs: { description: { story: 'A search from the URL that matches nothing, with a way back.' } },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No items match your search' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('lobster thermidor');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all items' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(await canvas.findByRole('heading', { name: 'Pizza' })).toBeVisible();
  },
});

export const AdminManage = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: { story: 'With MANAGE_FOOD_LOOKUP: “Add item”, and edit and delete on every item.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Add item' })).toBeVisible();
    // The list is its own read: it may come after the toolbar.
    await expect(await canvas.findByRole('button', { name: 'Edit Pizza' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete Pizza' })).toBeVisible();
  },
});

export const AddItem = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: { story: 'Add an item: it joins the list at once, logged to the server (`?log`).' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('post', `*${LIST}`));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add item' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a food lookup item' }));
    await expect(
      dialog.getByRole('checkbox', { name: 'Log this change to the Discord server' }),
    ).toBeChecked();
    // The dialog focuses its first field once open: typed before that, the rest of the text would follow it.
    const food = dialog.getByRole('textbox', { name: /^Food/ });
    await waitFor(() => expect(food).toHaveFocus());
    await userEvent.type(food, 'Lobster thermidor');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Fine dining, any day.');
    await userEvent.click(dialog.getByRole('checkbox', { name: "Chef's discretion" }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));

    // In the order a success goes (lib/action.ts): the list changed, the dialog closed, then the toast; each
    // waited for in turn, so a slow machine's answer does not spend the toast's whole wait.
    const added = (await canvas.findByRole('heading', { name: 'Lobster thermidor' })).closest(
      'li',
    ) as HTMLElement;
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expectToast(page, 'Added Lobster thermidor to the food lookup');
    await expect(within(added).getByText("Chef's discretion")).toBeVisible();
    await expect(seen[0]?.url.search).toBe('?log');
    await expect(seen[0]?.body).toEqual({
      food: 'Lobster thermidor',
      description: 'Fine dining, any day.',
      preparable: true,
      chefDiscretion: true,
    });
  },
});

export const AddValidation = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'The form’s rules: food is required and at most 100 characters.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add item' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a food lookup item' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add item' }));
    await expect(await dialog.findByText('Food is required')).toBeVisible();
    const food = dialog.getByRole('textbox', { name: /^Food/ });
    await expect(food).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(food);
    await userEvent.paste('x'.repeat(101));
    await userEvent.tab();
    await expect(await dialog.findByText('Food must be 100 characters or fewer')).toBeVisible();
    await expect(seen).toHaveLength(0);
  },
});

export const CloseEditWithChanges = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        story:
          'Closing the editor with changes asks “Discard your changes?” first: Keep editing returns to what was typed, Discard closes without saving. Closing it untouched needs no question.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Pizza' }));
    let dialog = within(await page.findByRole('dialog', { name: 'Edit Pizza' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Edit Pizza' })).toBeNull());

    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Pizza' }));
    dialog = within(await page.findByRole('dialog', { name: 'Edit Pizza' }));
    const food = dialog.getByRole('textbox', { name: /^Food/ });
    await userEvent.type(food, ' al taglio');
    await userEvent.keyboard('{Escape}');
    const ask = await page.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    await expect(food).toHaveValue('Pizza al taglio');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Edit Pizza' })).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Pizza' })).toBeVisible();
  },
});

export const EditItem = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        story:
          'Edit an item: a validation error first, then only the changed field is sent, here without logging.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('patch', ITEM));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Pizza' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Pizza' }));
    const food = dialog.getByRole('textbox', { name: /^Food/ });
    await expect(food).toHaveValue('Pizza');
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.clear(food);
    await userEvent.tab();
    await expect(await dialog.findByText('Food is required')).toBeVisible();
    await userEvent.type(food, 'Pizza (any style)');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Log this change to the Discord server' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    await expectToast(page, 'Saved Pizza (any style)');
    await expect(await canvas.findByRole('heading', { name: 'Pizza (any style)' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Pizza' })).toBeNull();
    await expect(seen[0]?.url.search).toBe('');
    await expect(seen[0]?.body).toEqual({ food: 'Pizza (any style)' });
  },
});

export const SaveFailsKeepsInput = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        story:
          'The server refuses (here the item is gone): its message shows in the dialog, the typing stays.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('PATCH', ITEM, 404, {
        statusCode: 404,
        code: 'lookup_not_found',
        message: 'Lookup does not exist',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Ramen' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Edit Ramen' }));
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Any broth, extra egg on request.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    await expect(await dialog.findByRole('alert')).toHaveTextContent('Lookup does not exist');
    await expect(description).toHaveValue('Any broth, extra egg on request.');
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
});

export const DeleteItem = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: { story: 'Delete asks first; Cancel keeps the item, Delete removes it from the list.' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('delete', ITEM));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Fugu' }));
    let dialog = within(await page.findByRole('dialog', { name: 'Delete Fugu?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'Fugu' })).toBeVisible();
    await expect(seen).toHaveLength(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Fugu' }));
    dialog = within(await page.findByRole('dialog', { name: 'Delete Fugu?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    // The list first, then the toast (see AddItem).
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Fugu' })).toBeNull());
    await expectToast(page, 'Deleted Fugu from the food lookup');
    await expect(seen[0]?.url.search).toBe('?log');
  },
});

export const DeleteFails = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'A failed delete keeps the dialog open with the server’s message.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(serverError('DELETE', ITEM, 'The kitchen database is down'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Tacos' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Delete Tacos?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The kitchen database is down');
    await expect(canvas.getByRole('heading', { name: 'Tacos' })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', LIST));
  },
  parameters: {
    docs: {
      description: { story: 'No answer yet: after a short delay (200 ms), a skeleton of the list.' },
    },
  },
  play: async ({ canvas }) => {
    // The spinner's live region names what is loading.
    await expect(await canvas.findByText('Loading the food lookup')).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { lookup: [] }));
  },
  parameters: { docs: { description: { story: 'Nothing in the lookup yet; a chef cannot add.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The food lookup is empty' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add item' })).toBeNull();
  },
});

export const EmptyForManager = meta.story({
  parameters: {
    persona: 'admin',
    docs: { description: { story: 'An empty lookup invites a manager to add the first item.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { lookup: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The food lookup is empty' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add item' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  parameters: {
    docs: { description: { story: 'The list failed to load; “Try again” asks once more (and works here).' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', LIST, 'Down', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The food lookup could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Pizza' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  parameters: {
    docs: { description: { story: 'A response the page cannot read is an error, not a crash.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', LIST));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The food lookup could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const AtTheServerLimit = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The server sends at most 250 items (here under `items`, which is accepted too); the count says so.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { items: Array.from({ length: 250 }, (_, n) => item(n + 1)) }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dish 250' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('250 items (the server sends at most 250)');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(250);
  },
});

export const Refused = meta.story({
  parameters: {
    persona: 'customer',
    docs: {
      description: {
        story:
          'Someone without VIEW_FOOD_LOOKUP (the route guard normally stops them): the server’s 403 message, and no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(
      canvas,
      'The food lookup is not open to you',
      'You do not have permission to do that',
    );
  },
});

export const AddClickedTwice = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        story: 'A double click on “Add item” sends one request: the button waits while it is on its way.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('post', `*${LIST}`));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add item' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Add a food lookup item' }));
    const food = dialog.getByRole('textbox', { name: /^Food/ });
    await waitFor(() => expect(food).toHaveFocus());
    await userEvent.type(food, 'Bao buns');
    await userEvent.dblClick(dialog.getByRole('button', { name: 'Add item' }));
    // The list first, then the toast (see AddItem).
    await expect(await canvas.findByRole('heading', { name: 'Bao buns' })).toBeVisible();
    await expectToast(page, 'Added Bao buns to the food lookup');
    await expect(seen).toHaveLength(1);
  },
});
