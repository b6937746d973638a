import { useAction } from '@lib/action';
import {
  createGatewayBus,
  type GatewayBus,
  GatewayContextProvider,
  type GatewayStatus,
} from '@lib/gateway/react';
import { ApiError } from '@lib/http';
import type { QueueEntry } from '@lib/schemas/order';
import { Stack, Text } from '@mantine/core';
import { CAST } from '@mocks/cast';
import { now } from '@mocks/clock';
import { joinQueue } from '@mocks/orders/rules';
import { PERSONAS } from '@mocks/personas';
import { loading, respondWith, serverError } from '@mocks/scenarios';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { useDeliveryQueue } from '../../hooks';
import { DeliveryQueuePanel, type DeliveryQueuePanelProps } from './DeliveryQueuePanel';

const MINUTE = 60_000;
/** A queue as the server sends it: ids and join times only, oldest first (docs/product/orders.md#delivery-queue). */
const queueOf = (...ids: string[]): QueueEntry[] =>
  ids.map((userID, index) => ({ userID, joinedAt: Date.now() - (ids.length - index) * MINUTE, user: null }));

/** Three seeded couriers: Turbo Taco (no avatar: the default one), Félix and Lou Lemon (their own). */
const WAITING = [CAST.turbo, CAST.felix, CAST.lou];
/** Not a seeded user: the fake backend answers 404 `user_not_found` for it. */
const GONE = '100000000000004242';

/** The user ids looked up with `GET /api/v3/users/{id}` in this story (the persona's `@me` left out). */
let lookups: string[] = [];
/** Records each lookup and lets the fake backend (or a story's override) answer it. */
const recordLookups = http.get('*/api/v3/users/:id', ({ params }) => {
  if (params.id !== '@me') lookups.push(String(params.id));
});

/** The wrapper around one member's avatar, which carries the state of its lookup in `data-lookup`. */
const member = (img: HTMLElement) => img.closest('[data-lookup]');

type PanelStoryProps = Omit<DeliveryQueuePanelProps, 'join' | 'leave'> & {
  /** Stand in for the requests: the story's actions run them (the board passes `useDeliveryQueue`'s). */
  onJoin: () => Promise<unknown>;
  onLeave: () => Promise<unknown>;
};

/** The panel with join and leave actions made from `onJoin` and `onLeave`, as `useDeliveryQueue` makes them. */
function PanelWithActions({ onJoin, onLeave, ...props }: PanelStoryProps) {
  const join = useAction(onJoin, { failure: 'toast', failureTitle: 'Could not join the queue' });
  const leave = useAction(onLeave, { failure: 'toast', failureTitle: 'Could not leave the queue' });
  return <DeliveryQueuePanel {...props} join={join} leave={leave} />;
}

const meta = preview.meta({
  title: 'Features/Orders/DeliveryQueuePanel',
  component: PanelWithActions,
  args: { queue: { data: queueOf(...WAITING) }, position: null, onJoin: fn(), onLeave: fn() },
  beforeEach: ({ msw }) => {
    lookups = [];
    msw.use(recordLookups);
  },
  parameters: {
    persona: 'chef',
    docs: {
      description: {
        component:
          'The delivery queue beside the order board: who waits to deliver (oldest first), your place, and joining or leaving. The queue gives only user ids, so each avatar and name comes from that user (`GET /api/v3/users/{id}`, one request per user, you from your session). Until a user is known, or when it cannot be, the member shows the default avatar for their id and "Courier" with the last four digits of the id. Hover an avatar for the place and name.',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: {
    docs: {
      description: {
        story:
          'Three couriers waiting: their names and avatars come from their users, one lookup each. Turbo Taco has no avatar of his own, so he shows the default one.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 waiting')).toBeVisible();
    for (const name of ['Turbo Taco', 'Félix', 'Lou Lemon']) {
      const avatar = await canvas.findByRole('img', { name });
      await expect(member(avatar)).toHaveAttribute('data-lookup', 'found');
    }
    await expect(canvas.getByRole('img', { name: 'Félix' })).toHaveAttribute(
      'src',
      expect.stringContaining(`/avatars/${CAST.felix}/`),
    );
    await expect(canvas.getByRole('img', { name: 'Turbo Taco' })).toHaveAttribute(
      'src',
      expect.stringContaining('/embed/avatars/'),
    );
    // One request per member, none for the persona's own `@me`.
    await expect([...lookups].sort()).toEqual([...WAITING].sort());
  },
});

export const NamesFromUserLookup = meta.story({
  args: { queue: { data: queueOf(CAST.turbo) } },
  beforeEach: ({ msw }) => {
    msw.use(
      recordLookups,
      http.get(`*/api/v3/users/${CAST.turbo}`, () =>
        HttpResponse.json({
          user: {
            _id: CAST.turbo,
            username: 'turbo.taco',
            displayName: 'Turbo (renamed)',
            avatar: 'a_0123456789abcdef0123456789abcdef',
          },
        }),
      ),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'The member’s user answers with a new name and an animated avatar: the panel shows exactly what the lookup says (nothing comes from the queue itself).',
      },
    },
  },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByRole('img', { name: 'Turbo (renamed)' });
    await expect(avatar).toHaveAttribute('src', expect.stringContaining(`/avatars/${CAST.turbo}/a_0123`));
    await expect(avatar).toHaveAttribute('src', expect.stringContaining('.gif'));
    await expect(lookups).toEqual([CAST.turbo]);
  },
});

export const MembersLoading = meta.story({
  beforeEach: ({ msw }) => {
    // Only the members: `/api/v3/users/@me` must still answer for the persona to sign in.
    msw.use(...WAITING.map((id) => loading('GET', `/api/v3/users/${id}`)));
  },
  parameters: {
    docs: {
      description: {
        story:
          'The queue is here but the members’ users are not yet: each shows the default avatar for their id and "Courier" with the id’s last four digits.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 waiting')).toBeVisible();
    for (const id of WAITING) {
      const avatar = await canvas.findByRole('img', { name: `Courier ${id.slice(-4)}` });
      await expect(member(avatar)).toHaveAttribute('data-lookup', 'loading');
      await expect(avatar).toHaveAttribute('src', expect.stringContaining('/embed/avatars/'));
    }
  },
});

export const MemberNotFound = meta.story({
  args: { queue: { data: queueOf(CAST.turbo, GONE, CAST.felix) } },
  beforeEach: ({ msw }) => {
    // The contract's other "no result": the server answers `{ user: null }`.
    msw.use(respondWith('GET', `/api/v3/users/${CAST.felix}`, 200, { user: null }));
  },
  parameters: {
    docs: {
      description: {
        story:
          'Members whose user does not exist: one answered 404 `user_not_found`, one `{ user: null }`. Both keep the neutral "Courier" label and the default avatar; the others show as usual.',
      },
    },
  },
  play: async ({ canvas }) => {
    for (const id of [GONE, CAST.felix]) {
      const avatar = await canvas.findByRole('img', { name: `Courier ${id.slice(-4)}` });
      await waitFor(() => expect(member(avatar)).toHaveAttribute('data-lookup', 'not-found'));
      await expect(avatar).toHaveAttribute('src', expect.stringContaining('/embed/avatars/'));
    }
    await expect(member(await canvas.findByRole('img', { name: 'Turbo Taco' }))).toHaveAttribute(
      'data-lookup',
      'found',
    );
  },
});

export const MemberLookupFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(serverError('GET', `/api/v3/users/${CAST.felix}`));
  },
  parameters: {
    docs: {
      description: {
        story:
          'One member’s lookup fails (500): that member keeps the fallback, the queue and the buttons keep working.',
      },
    },
  },
  play: async ({ canvas }) => {
    const failed = await canvas.findByRole('img', { name: `Courier ${CAST.felix.slice(-4)}` });
    await waitFor(() => expect(member(failed)).toHaveAttribute('data-lookup', 'failed'));
    await expect(await canvas.findByRole('img', { name: 'Lou Lemon' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join the queue' })).toBeEnabled();
  },
});

export const InQueue = meta.story({
  args: { queue: { data: queueOf(CAST.turbo, PERSONAS.courier.userId, CAST.felix) }, position: 2 },
  parameters: {
    persona: 'courier',
    docs: {
      description: {
        story:
          'You are second: your place, "Leave the queue", and your own avatar from your session (no lookup for you).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are number 2 in the queue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave the queue' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Rosa Rapid' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Félix' })).toBeVisible();
    await expect(lookups).not.toContain(PERSONAS.courier.userId);
  },
});

export const LongQueue = meta.story({
  args: {
    queue: {
      data: queueOf(
        CAST.turbo,
        CAST.felix,
        CAST.lou,
        CAST.mika,
        CAST.greta,
        CAST.priya,
        CAST.basil,
        CAST.nora,
        CAST.kofi,
        CAST.courier,
      ),
    },
  },
  parameters: {
    docs: {
      description: { story: 'Ten waiting: the first eight avatars, then "+2" for the rest.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10 waiting')).toBeVisible();
    await expect(canvas.getByText('+2')).toBeVisible();
    await waitFor(() => expect(lookups).toHaveLength(8));
  },
});

export const Empty = meta.story({
  args: { queue: { data: [] } },
  parameters: { docs: { description: { story: 'Nobody is waiting; anyone may join.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 waiting')).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Join the queue' })).toBeEnabled();
  },
});

export const Loading = meta.story({
  args: { queue: { data: undefined } },
  parameters: { docs: { description: { story: 'The queue is loading; joining waits for it.' } } },
  play: async ({ canvas }) => {
    // The skeleton in the count's place, named for screen readers.
    await expect(await canvas.findByText('Loading the delivery queue')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Join the queue' })).toBeDisabled();
  },
});

export const ServerError = meta.story({
  args: { queue: { data: undefined, error: new ApiError({ statusCode: 500, message: 'Down' }) } },
  parameters: {
    docs: { description: { story: 'The queue could not be read: "Unavailable", and joining is disabled.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unavailable');
    await expect(canvas.getByRole('button', { name: 'Join the queue' })).toBeDisabled();
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Wired to the live queue, as on the board
// ---------------------------------------------------------------------------------------------------------------

let bus: GatewayBus = createGatewayBus();
/** Set by {@link LiveQueue}: the story's play changes the gateway status with it. */
let setGatewayStatus: (status: GatewayStatus) => void = () => undefined;

/** The panel on `useDeliveryQueue`, under a gateway whose status the play drives (shown under the panel). */
function LiveQueue({ initialStatus = 'ready' }: { initialStatus?: GatewayStatus }) {
  const [status, setStatus] = useState<GatewayStatus>(initialStatus);
  setGatewayStatus = setStatus;
  return (
    <GatewayContextProvider bus={bus} status={status}>
      <Stack gap="xs">
        <LivePanel />
        <Text size="xs" c="dimmed">
          Gateway: {status}
        </Text>
      </Stack>
    </GatewayContextProvider>
  );
}

function LivePanel() {
  const queue = useDeliveryQueue();
  return (
    <DeliveryQueuePanel
      queue={queue.entries}
      position={queue.position}
      join={queue.join}
      leave={queue.leave}
    />
  );
}

export const RefetchedOnReconnect = meta.story({
  render: () => <LiveQueue />,
  beforeEach: () => {
    bus = createGatewayBus();
  },
  parameters: {
    persona: 'courier',
    docs: {
      description: {
        story:
          'Wired to the live queue. The gateway drops; meanwhile Mika joins on the server, and the event is lost. When the gateway is back, the queue is fetched again and Mika shows, looked up like everyone else. (While the gateway has given up, the queue also refreshes every 10 s, like the orders.)',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 waiting')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Turbo Taco' })).toBeVisible();
    setGatewayStatus('reconnecting');
    await expect(await canvas.findByText('Gateway: reconnecting')).toBeVisible();
    joinQueue(CAST.mika);
    await expect(canvas.getByText('2 waiting')).toBeVisible();
    setGatewayStatus('ready');
    await expect(await canvas.findByText('Gateway: ready')).toBeVisible();
    await expect(await canvas.findByText('3 waiting')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Mika' })).toBeVisible();
    await expect(lookups).toContain(CAST.mika);
  },
});

export const LiveJoin = meta.story({
  render: () => <LiveQueue />,
  beforeEach: () => {
    bus = createGatewayBus();
  },
  parameters: {
    persona: 'courier',
    docs: {
      description: {
        story:
          'Wired to the live queue. A `joinDeliveryQueue` event carries only `{userID, joinedAt}`: the new member is looked up and shows with their own name and avatar, at the back.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 waiting')).toBeVisible();
    bus.emit('joinDeliveryQueue', { userID: CAST.lou, joinedAt: now(), user: null });
    await expect(await canvas.findByText('3 waiting')).toBeVisible();
    const lou = await canvas.findByRole('img', { name: 'Lou Lemon' });
    await expect(member(lou)).toHaveAttribute('data-lookup', 'found');
    await expect(lookups).toContain(CAST.lou);
  },
});

/** Whether the story's join request has been answered. */
let joinAnswered = false;

export const HandedAnOrderBeforeTheJoinAnswered = meta.story({
  render: () => <LiveQueue />,
  beforeEach: ({ msw }) => {
    bus = createGatewayBus();
    joinAnswered = false;
    // The server takes the courier in, says so, hands them a finished order at once (taking them out again, and
    // saying so), and only then does the join's answer reach the page.
    msw.use(
      http.post('*/api/client/orders/delivery-queue/join', () => {
        const courier = PERSONAS.courier.userId;
        bus.emit('joinDeliveryQueue', { userID: courier, joinedAt: now(), user: null });
        bus.emit('leaveDeliveryQueue', courier);
        joinAnswered = true;
        return HttpResponse.json({ userID: courier, joinedAt: now() });
      }),
    );
  },
  parameters: {
    persona: 'courier',
    docs: {
      description: {
        story:
          'Wired to the live queue. The gateway’s news comes before the answer to your join: you joined, then an order was handed to you and you left the queue. The late answer does not put you back: the panel says you are not in the queue.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2 waiting')).toBeVisible();
    const join = canvas.getByRole('button', { name: 'Join the queue' });
    await userEvent.click(join);
    await waitFor(() => expect(joinAnswered).toBe(true));
    await waitFor(() => expect(join).not.toHaveAttribute('data-loading'));
    await expect(canvas.getByText('You are not in the queue.')).toBeVisible();
    await expect(canvas.getByText('2 waiting')).toBeVisible();
  },
});
