import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { loading, malformed, respondWith, serverError } from '@mocks/scenarios';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectRefusal } from '../../../.storybook/expect-refusal';
import preview from '../../../.storybook/preview';
import type { DirectorySearch } from '../model';
import { DeliveryMessagesPage, type DeliveryMessagesPageProps } from './DeliveryMessagesPage';

const LIST = '/api/client/delivery-messages';

/** The route's part: the URL search follows `onSearchChange`, so the page queries the API again. */
function WithUrlSearch({ search, onSearchChange }: DeliveryMessagesPageProps) {
  const [current, setCurrent] = useState<DirectorySearch>(search);
  return (
    <DeliveryMessagesPage
      search={current}
      onSearchChange={(next) => {
        onSearchChange(next);
        setCurrent(next);
      }}
    />
  );
}

const queries: (string | null)[] = [];

const meta = preview.meta({
  title: 'Features/DeliveryMessages/DeliveryMessagesPage',
  component: DeliveryMessagesPage,
  args: { search: {}, onSearchChange: fn() },
  render: (args) => <WithUrlSearch {...args} />,
  parameters: {
    layout: 'fullscreen',
    persona: 'courier',
    docs: {
      description: {
        component:
          '`/staff/delivery-messages` (MANAGE_ORDERS or the DELIVERY_MESSAGE_BETA perk): the premade message directory. Search (`?query`, sent to the API after a pause), a card per message with the start of the message as a customer reads it (a sample order filled in), “In use” on the user’s current delivery message.',
      },
    },
  },
  beforeEach: () => {
    queries.length = 0;
  },
});

/** The card whose title link has this name (a link of that name elsewhere, such as the user's own message, is not it). */
async function findCard(canvas: ReturnType<typeof within>, title: string) {
  const card = await waitFor(() => {
    const found = canvas
      .getAllByRole('link', { name: title })
      .map((link: HTMLElement) => link.closest('article'))
      .find(Boolean);
    if (!found) throw new Error(`No card titled ${title}`);
    return found;
  });
  return within(card);
}

export const Directory = meta.story({
  parameters: {
    docs: { description: { story: 'A courier browses the directory; their own text is not a premade one.' } },
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Classic Hot & Fresh' });
    await expect(link).toHaveAttribute('href', '/staff/delivery-messages/classic-hot-fresh');
    const card = await findCard(canvas, 'Classic Hot & Fresh');
    // Creators come without a display name (docs/api/entities.md#user-summaries): the username shows.
    await expect(card.getByText('rapid.rosa')).toBeVisible();
    // The card reads as the customer would: a sample order filled in, no placeholders or code marks.
    await expect(card.getByText(/Your A large pepperoni pizza is here/)).toBeVisible();
    await expect(card.queryByText(/[{}`]/)).toBeNull();
    await expect(card.queryByText('In use')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create message' })).toHaveAttribute(
      'href',
      '/staff/delivery-messages/create',
    );
    const mine = within(canvas.getByRole('region', { name: 'Your delivery message' }));
    await expect(mine.getByText('your own text')).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Edit my message' })).toHaveAttribute(
      'href',
      '/staff/delivery-messages/edit',
    );
  },
});

export const InUse = meta.story({
  parameters: {
    docs: { description: { story: 'The message the user delivers with carries an “In use” badge.' } },
  },
  beforeEach: () => {
    db.users.update(PERSONAS.courier.userId, (user) => {
      user.settings.deliveryMessage.message =
        db.deliveryMessages.find((m) => m.slug === 'pirate-ahoy')?.message ?? null;
    });
  },
  play: async ({ canvas }) => {
    const card = await findCard(canvas, 'Pirate ahoy!');
    await expect(card.getByText('In use')).toBeVisible();
    await expect(canvas.getAllByText('In use')).toHaveLength(1);
    const mine = within(canvas.getByRole('region', { name: 'Your delivery message' }));
    await expect(mine.getByRole('link', { name: 'Pirate ahoy!' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Stop using it' })).toBeVisible();
  },
});

export const Search = meta.story({
  parameters: {
    docs: { description: { story: 'The search goes to the server as `?query` once typing pauses.' } },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(`*${LIST}`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('query'));
      }),
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await canvas.findByRole('link', { name: 'Classic Hot & Fresh' });
    // Five keystrokes with no pause between them (`delay: null`), so no timer runs in between however busy the
    // machine: a pause there once outlasted the search's wait and sent 'roy' (lib/use-search-input.ts).
    await userEvent
      .setup({ delay: null })
      .type(canvas.getByRole('searchbox', { name: 'Search messages' }), 'royal');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenLastCalledWith({ query: 'royal' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Classic Hot & Fresh' })).toBeNull());
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      // Newest first.
      'Royal Butler',
      'Royal butler',
    ]);
    // One request for the page, one for the finished word: not one per keystroke.
    await expect(queries).toEqual([null, 'royal']);
  },
});

export const NoResults = meta.story({
  args: { search: { query: 'lobster' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'No messages match your search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all messages' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith({});
    await expect(await canvas.findByRole('link', { name: 'Classic Hot & Fresh' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', LIST, 200, { deliveryMessages: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No premade messages yet' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Create message' })).toHaveLength(2);
  },
});

export const ChefWithoutPerk = meta.story({
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        story:
          'The route lets MANAGE_ORDERS in without the beta perk (either list passes); the server refuses, and the page shows only the refusal.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'The directory is not open to you', 'You do not have permission to do that');
    await expect(canvas.queryByRole('link', { name: 'Create message' })).toBeNull();
    // Only the refusal: no search box or message panel for a directory that is closed.
    await expect(canvas.queryByRole('searchbox', { name: 'Search messages' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Your delivery message' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit my message' })).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', LIST));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading delivery messages')).toBeInTheDocument();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', LIST, 'The directory is resting'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The delivery messages could not be loaded: The directory is resting',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', LIST));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not read');
  },
});
