import { hasUnsavedChanges } from '@lib/unsaved';
import { USER_IDS } from '@mocks/cast';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { MALFORMED_TITLE } from '@ui/DataState';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../../.storybook/expect-toast';
import preview from '../../../.storybook/preview';
import { NOTHING_CHANGED, THANK_YOU_TITLE } from '../model';
import { StorePage } from './StorePage';

const ITEMS = '/api/client/store/items';
const PURCHASE = '/api/client/store/items/purchase';

/** Requests a story saw on their way to the fake backend (a resolver that returns nothing passes them on). */
const seen: { url: URL; body: unknown }[] = [];
const spyOn = (method: 'get' | 'post', path: string) =>
  http[method](path, async ({ request }) => {
    const text = await request.clone().text();
    seen.push({ url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
  });

const card = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('article', { name }));

const meta = preview.meta({
  title: 'Features/Store/StorePage',
  component: StorePage,
  args: { search: {}, onSearchChange: fn() },
  parameters: {
    layout: 'fullscreen',
    persona: 'customer',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
    docs: {
      description: {
        component:
          '`/store` (public): the six items with price and perks, what the signed-in user already has, their balance, and buying for oneself or as a gift (recipient looked up and shown first), each confirmed with the price. Anonymous visitors get a sign-in link instead of Buy.',
      },
    },
  },
  beforeEach: () => {
    seen.length = 0;
  },
});

export const SignedIn = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The customer persona: 12,500 VD. Priority Orders comes with their Supporter rank (owned; giving it as a gift is out of reach, and the card says why); the dearer perks are out of reach (“Not enough VD yet”). Disabled buttons have a dashed outline. A perk chip shows only when it says more than the title (Faster Orders: “Faster preparation”).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Daily Multiplier', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Your balance' })).toHaveTextContent('12,500 VD');
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    const priority = card(canvas, 'Priority Orders');
    await expect(priority.getByText('Owned', { selector: '.mantine-Badge-label' })).toBeVisible();
    await expect(priority.getByRole('button', { name: 'Priority Orders: owned' })).toBeDisabled();
    // An owned item can still be given, but not on this balance: the card says why Gift is off.
    const priorityGift = priority.getByRole('button', { name: 'Give Priority Orders as a gift' });
    await expect(priorityGift).toBeDisabled();
    await expect(priorityGift).toHaveAccessibleDescription('Not enough VD to give it as a gift');
    const cancel = card(canvas, 'Cancel Orders');
    await expect(cancel.getByText('20,000 VD')).toBeVisible();
    await expect(cancel.getByText('Not enough VD yet')).toBeVisible();
    await expect(cancel.getByRole('button', { name: 'Buy Cancel Orders' })).toHaveAccessibleDescription(
      'Not enough VD yet',
    );
    await expect(cancel.getByRole('button', { name: 'Give Cancel Orders as a gift' })).toBeDisabled();
    const daily = card(canvas, 'Daily Multiplier');
    // The perk is the title again: no chip.
    await expect(daily.queryByRole('list', { name: 'Perks of Daily Multiplier' })).toBeNull();
    await expect(card(canvas, 'Faster Orders').getByRole('listitem')).toHaveTextContent('Faster preparation');
    await expect(daily.getByRole('button', { name: 'Buy Daily Multiplier' })).toBeEnabled();
    // Expired special offers are not shown.
    await expect(canvas.queryByText(/offer ends/)).toBeNull();
    await expect(card(canvas, 'Stickers & External Emojis').getByText(/can be bought again/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('href', '/subscribe');
  },
});

export const SignedInPhone = meta.story({
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { docs: { description: { story: 'The same on a 375 px phone: one column.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Daily Multiplier' })).toBeVisible();
  },
});

export const Anonymous = meta.story({
  parameters: {
    // null, not undefined: an undefined parameter would keep the meta's persona.
    persona: null,
    docs: { description: { story: 'Anonymous: the items and a sign-in link instead of Buy; no balance.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Cancel Orders' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Log in to buy' });
    await expect(links).toHaveLength(6);
    await expect(links[0]).toHaveAttribute('href', '/login?redirect=%2Fstore');
    await expect(canvas.queryByRole('button', { name: /^Buy / })).toBeNull();
    await expect(canvas.queryByRole('status', { name: 'Your balance' })).toBeNull();
  },
});

export const AlreadyOwned = meta.story({
  parameters: {
    persona: 'admin',
    docs: {
      description: {
        story:
          'A user with every perk: each perk item is owned and cannot be bought; the role item still can.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Cancel Orders' })).toBeVisible();
    for (const name of [
      'Cancel Orders',
      'Priority Orders',
      'Order Multiplier',
      'Faster Orders',
      'Daily Multiplier',
    ]) {
      await expect(card(canvas, name).getByRole('button', { name: `${name}: owned` })).toBeDisabled();
    }
    await expect(
      card(canvas, 'Stickers & External Emojis').getByRole('button', {
        name: 'Buy Stickers & External Emojis',
      }),
    ).toBeEnabled();
  },
});

export const SpecialOffer = meta.story({
  args: { now: () => 1_700_800_000_000 },
  parameters: {
    docs: {
      description: {
        story: 'While a special offer runs (November 2023), its price shows with the old one struck.',
      },
    },
  },
  play: async ({ canvas }) => {
    const cancel = within(await canvas.findByRole('article', { name: 'Cancel Orders' }));
    await expect(cancel.getByText('10,000 VD')).toBeVisible();
    await expect(cancel.getByText('20,000 VD')).toBeVisible();
    await expect(cancel.getByText(/offer ends 27 Nov 2023/)).toBeVisible();
  },
});

export const Purchase = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Buy asks first with the price and the balance afterwards; then the balance drops and the item is owned.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('post', `*${PURCHASE}`));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy Daily Multiplier' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Buy Daily Multiplier?' }));
    await expect(dialog.getByText(/costs 5,000 VD\. Your balance afterwards: 7,500 VD\./)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Buy for 5,000 VD' }));
    await expectToast(page, 'You bought Daily Multiplier');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Your balance' })).toHaveTextContent('7,500 VD'),
    );
    await expect(
      card(canvas, 'Daily Multiplier').getByRole('button', { name: 'Daily Multiplier: owned' }),
    ).toBeDisabled();
    await expect(seen.map((r) => r.body)).toEqual([{ id: 5 }]);
  },
});

export const PurchaseChangesNothing = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'The server answers `{ purchased: false }`: the dialog says plainly that nothing changed.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(respondWith('POST', PURCHASE, 200, { purchased: false }));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy Stickers & External Emojis' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Buy Stickers & External Emojis?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Buy for 150 VD' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The purchase did not go through');
    await expect(alert).toHaveTextContent(NOTHING_CHANGED);
    await expect(canvas.getByRole('status', { name: 'Your balance' })).toHaveTextContent('12,500 VD');
  },
});

export const CancelGivesFocusBack = meta.story({
  tags: ['no-visual'],
  parameters: {
    docs: {
      description: {
        story:
          'The first Buy loads the dialogs; Escape closes the dialog and the focus is back on the Buy button, as after any dialog.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const buy = await canvas.findByRole('button', { name: 'Buy Daily Multiplier' });
    await userEvent.click(buy);
    await page.findByRole('dialog', { name: 'Buy Daily Multiplier?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Buy Daily Multiplier' })).toHaveFocus());
  },
});

export const NotEnoughMoney = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'The balance changed since the page loaded and the server refuses: its message, verbatim, in the dialog.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('POST', PURCHASE, 400, {
        statusCode: 400,
        code: 'insufficient_funds',
        message: 'You do not have enough money to purchase this item',
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy Daily Multiplier' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Buy Daily Multiplier?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Buy for 5,000 VD' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You do not have enough money to purchase this item',
    );
    await expect(dialog.getByRole('button', { name: 'Buy for 5,000 VD' })).toBeEnabled();
  },
});

export const Gift = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'A gift: the recipient is looked up by id and shown with avatar and name, then confirmed with the price.',
      },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('post', `*${PURCHASE}`));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Give Daily Multiplier as a gift' }));
    let dialog = within(await page.findByRole('dialog', { name: 'Give Daily Multiplier as a gift' }));
    await userEvent.type(dialog.getByRole('textbox', { name: "Recipient's user ID" }), USER_IDS.wes);
    await userEvent.click(dialog.getByRole('button', { name: 'Find user' }));
    const recipient = await dialog.findByRole('group', { name: 'Recipient: Wes' });
    await expect(within(recipient).getByRole('img', { name: 'Wes' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));

    dialog = within(await page.findByRole('dialog', { name: 'Give Daily Multiplier to Wes?' }));
    await expect(dialog.getByRole('group', { name: 'Recipient: Wes' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Give for 5,000 VD' }));
    await expectToast(page, 'You gave Daily Multiplier to Wes');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Your balance' })).toHaveTextContent('7,500 VD'),
    );
    // A gift leaves the buyer's own perks as they were.
    await expect(
      card(canvas, 'Daily Multiplier').getByRole('button', { name: 'Buy Daily Multiplier' }),
    ).toBeEnabled();
    await expect(seen.map((r) => r.body)).toEqual([{ id: 5, giftUserID: USER_IDS.wes }]);
  },
});

export const GiftRecipientHasIt = meta.story({
  parameters: {
    docs: { description: { story: 'The recipient already holds the perk: it cannot be given again.' } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Give Daily Multiplier as a gift' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Give Daily Multiplier as a gift' }));
    await userEvent.type(dialog.getByRole('textbox', { name: "Recipient's user ID" }), PERSONAS.admin.userId);
    await userEvent.click(dialog.getByRole('button', { name: 'Find user' }));
    await expect(
      await dialog.findByText('Ada Okafor already has Daily Multiplier: it cannot be given again.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
});

export const GiftUnknownUser = meta.story({
  parameters: {
    docs: {
      description: { story: 'A well-formed id that belongs to nobody: said in the dialog, nothing bought.' },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Give Stickers & External Emojis as a gift' }),
    );
    const dialog = within(
      await page.findByRole('dialog', { name: 'Give Stickers & External Emojis as a gift' }),
    );
    const input = dialog.getByRole('textbox', { name: "Recipient's user ID" });
    await userEvent.type(input, '123456789012345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Find user' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'No user has the ID 123456789012345678. Check the number and try again.',
    );
    await expect(input).toHaveValue('123456789012345678');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
});

export const GiftKeepsTypedId = meta.story({
  tags: ['no-visual'], // What it proves is in the play function; the picture would be Gift's first step.
  parameters: {
    docs: {
      description: {
        story:
          'Closing the gift dialog with an id typed asks “Discard your changes?” first: Keep editing keeps the id, Discard closes.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Give Daily Multiplier as a gift' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Give Daily Multiplier as a gift' }));
    const input = dialog.getByRole('textbox', { name: "Recipient's user ID" });
    await userEvent.type(input, USER_IDS.wes);
    await expect(hasUnsavedChanges()).toBe(true);
    await userEvent.keyboard('{Escape}');
    const ask = within(await page.findByRole('dialog', { name: 'Discard your changes?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    await expect(input).toHaveValue(USER_IDS.wes);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(hasUnsavedChanges()).toBe(false);
  },
});

export const GiftNotASnowflake = meta.story({
  parameters: {
    docs: { description: { story: 'An id that is not a snowflake is refused at once, without a request.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(spyOn('get', '*/api/v3/users/:id'));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Give Daily Multiplier as a gift' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Give Daily Multiplier as a gift' }));
    const input = dialog.getByRole('textbox', { name: "Recipient's user ID" });
    await userEvent.type(input, 'waffle.wes');
    await userEvent.click(dialog.getByRole('button', { name: 'Find user' }));
    await expect(await dialog.findByText(/^A user ID is a number of 17 to 19 digits/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const lookups = seen.filter((r) => r.url.pathname !== '/api/v3/users/@me');
    await expect(lookups).toEqual([]);
  },
});

export const ThankYou = meta.story({
  args: { search: { success: true } },
  parameters: {
    docs: {
      description: {
        story:
          'Back from a payment (`?success=true`): a thank-you notice, and the address is cleaned at once.',
      },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await canvas.findByText(THANK_YOU_TITLE)).toBeVisible();
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith({}));
    await expect(await canvas.findByRole('heading', { name: 'Daily Multiplier' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText(THANK_YOU_TITLE)).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', ITEMS));
  },
  parameters: {
    docs: { description: { story: 'No answer yet: after a short delay, a skeleton of cards.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the store')).toBeInTheDocument();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', ITEMS, 200, { items: [] }));
  },
  parameters: { docs: { description: { story: 'No items to sell.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The store is empty' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  parameters: {
    docs: {
      description: { story: 'The items failed to load; “Try again” asks once more (and works here).' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', ITEMS, 'Down', { once: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The store could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Daily Multiplier' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  parameters: {
    docs: { description: { story: 'An answer the page cannot read is an error, not a crash.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', ITEMS));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The store could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: MALFORMED_TITLE })).toBeVisible();
  },
});
