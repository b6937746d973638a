import { defineEndpoint, useEndpoint } from '@lib/endpoint';
import { Button, Stack, Text, Title } from '@mantine/core';
import { loading, malformed, respondWith, slow } from '@mocks/scenarios';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { expect, waitFor } from 'storybook/test';
import * as z from 'zod/mini';
import { expectRefusal } from '../../.storybook/expect-refusal';
import preview from '../../.storybook/preview';
import { EmptyState } from '../EmptyState';
import {
  bothReads,
  type DataSource,
  DataState,
  type DataStateProps,
  LOADING_DELAY_MS,
  MALFORMED_HINT,
  MALFORMED_TITLE,
} from './DataState';

const PATH = '*/api/client/story/dishes';

/** A read of the kind every page makes: an endpoint with a response schema, through SWR. */
const dishesEndpoint = defineEndpoint({
  name: 'story.dishes',
  method: 'GET',
  path: () => '/api/client/story/dishes',
  response: z.object({ dishes: z.array(z.string()) }),
});
type Dishes = z.infer<typeof dishesEndpoint.response>;

const DISHES = ['Pizza', 'Ramen', 'Tacos'];

type DemoProps = Pick<
  DataStateProps<Dishes>,
  'skeleton' | 'skeletonCount' | 'inline' | 'refusedTitle' | 'loadingDelay' | 'headingLevel'
> & {
  /** Shows a 404 as its own state (a detail page's “not found”). */
  withNotFound?: boolean;
};

/** The dishes as a list named “Dishes”. */
function DishList({ dishes }: { dishes: string[] }) {
  return (
    <ul aria-label="Dishes">
      {dishes.map((dish) => (
        <li key={dish}>{dish}</li>
      ))}
    </ul>
  );
}

/** The dishes of any source, with the primitive's defaults: the panels below that are about the source. */
function PlainDishes({ source }: { source: DataSource<Dishes> }) {
  return (
    <DataState
      source={source}
      loadingLabel="Loading the dishes"
      errorMessage="The dishes could not be loaded."
    >
      {(data) => <DishList dishes={data.dishes} />}
    </DataState>
  );
}

/** A panel listing dishes, the way a feature page uses the primitive. */
function DishesPanel({ withNotFound = false, ...props }: DemoProps) {
  const source = useEndpoint(dishesEndpoint, undefined);
  return (
    <Stack gap="md" align="flex-start">
      <DataState
        source={source}
        loadingLabel="Loading the dishes"
        errorMessage="The dishes could not be loaded."
        isEmpty={(data) => data.dishes.length === 0}
        empty={
          <EmptyState
            icon={<IconToolsKitchen2 size={28} />}
            title="No dishes yet"
            description="Dishes appear here once the kitchen adds them."
          />
        }
        notFound={
          withNotFound
            ? (message) => (
                <EmptyState headingLevel={1} title={message} description="It may have been removed." />
              )
            : undefined
        }
        {...props}
      >
        {(data) => <DishList dishes={data.dishes} />}
      </DataState>
      {/* Refreshes the read in the background, as SWR does on its own (focus, reconnect, a poll). It says when
          the read's last answer was a failure, for the play functions (nothing on screen). */}
      <Button
        variant="default"
        size="xs"
        onClick={() => void source.mutate()}
        data-read-failed={source.error !== undefined || undefined}
      >
        Refresh
      </Button>
    </Stack>
  );
}

const SPECIAL_PATH = '*/api/client/story/special';

/** A detail read: today's special, `null` when there is none (as the server says “no such record”). */
const specialEndpoint = defineEndpoint({
  name: 'story.special',
  method: 'GET',
  path: () => '/api/client/story/special',
  response: z.object({ special: z.nullable(z.object({ name: z.string(), price: z.string() })) }),
});

/** A detail panel: `select` picks the record, and a missing one is the not-found state. */
function SpecialPanel() {
  const source = useEndpoint(specialEndpoint, undefined);
  return (
    <DataState
      source={source}
      loadingLabel="Loading the special"
      skeleton="detail"
      errorMessage="The special could not be loaded."
      headingLevel={1}
      select={(data) => data.special}
      notFound={<EmptyState headingLevel={1} title="No special today" description="Ask again tomorrow." />}
    >
      {(special) => (
        <Stack gap="xs">
          <Title order={1}>{special.name}</Title>
          <Text>{special.price}</Text>
        </Stack>
      )}
    </DataState>
  );
}

/** Two reads shown together with `bothReads`: the dishes, with today's special marked. */
function MenuPanel() {
  const dishes = useEndpoint(dishesEndpoint, undefined);
  const special = useEndpoint(specialEndpoint, undefined);
  return (
    <DataState
      source={bothReads(dishes, special)}
      loadingLabel="Loading the menu"
      errorMessage="The menu could not be loaded."
    >
      {([{ dishes: names }, { special: today }]) => (
        <ul aria-label="Menu">
          {names.map((dish) => (
            <li key={dish}>
              {dish}
              {dish === today?.name ? ' (special)' : ''}
            </li>
          ))}
        </ul>
      )}
    </DataState>
  );
}

/** A frame that shows what it reads itself, like AdminUserPage: the user, then its children with the user. */
function SpecialFrame({ children }: { children: (special: string) => ReactNode }) {
  const special = useEndpoint(specialEndpoint, undefined);
  return (
    <DataState
      source={special}
      loadingLabel="Loading the special"
      errorMessage="The special could not be loaded."
      select={(data) => data.special}
    >
      {(today) => children(today.name)}
    </DataState>
  );
}

/** A read made here and shown inside the frame's DataState, as the ban page reads the ban inside AdminUserPage. */
function FramedDishesPanel() {
  const dishes = useEndpoint(dishesEndpoint, undefined);
  return (
    <SpecialFrame>
      {(special) => (
        <Stack gap="xs">
          <Title order={2}>Today’s special: {special}</Title>
          <PlainDishes source={dishes} />
        </Stack>
      )}
    </SpecialFrame>
  );
}

/** A store the story fills by hand, to show when the first data renders (SWR's cache is such a store). */
function dishesStore() {
  let dishes: Dishes | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => dishes,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next: Dishes | undefined) => {
      dishes = next;
      for (const listener of listeners) listener();
    },
  };
}
const arrivingDishes = dishesStore();

/** The dishes panel reading the hand-filled store. */
function ArrivingPanel() {
  const data = useSyncExternalStore(arrivingDishes.subscribe, arrivingDishes.get);
  return <PlainDishes source={{ data }} />;
}

const meta = preview.meta({
  title: 'UI/DataState',
  component: DishesPanel,
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(PATH, () => HttpResponse.json({ dishes: DISHES })),
      http.get(SPECIAL_PATH, () => HttpResponse.json({ special: { name: 'Ramen', price: '$12' } })),
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'How every page and panel shows what it reads (docs/patterns.md). Give it the read (`useEndpoint(...)`) and it shows, in order: ' +
          'the data (`children`), the empty state (`isEmpty` + `empty`), or, when there is no data, why: ' +
          'an error with “Try again” (`errorMessage`), a refusal (403: `refusedTitle` above the server’s own message, no retry, since asking again cannot change the answer), ' +
          'a not-found state (`notFound`, else a 404 is an error), or an answer the page could not read (a 2xx that failed its schema). ' +
          `While the read is on its way a skeleton (\`skeleton\`: list, cards, detail or line) shows after ${LOADING_DELAY_MS} ms (\`loadingDelay\`), so quick answers never flash a loading state. ` +
          'Data already on screen stays when a later refresh fails. `inline` fits it into a line of text (a badge, a count). ' +
          'A detail page gives `select`, which picks its record from the data: a missing record shows `notFound`, as a 404 does. ' +
          'Two reads shown together go in as one source, `bothReads(first, second)`: loading until both have answered, the failure of either, and “Try again” asks both. ' +
          'The stories below show a small “dishes” panel reading a fake endpoint (and a “special” detail panel and a “menu” of both reads).',
      },
    },
  },
});

export const Populated = meta.story({
  parameters: { docs: { description: { story: 'The data arrived: the panel renders it.' } } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Dishes' });
    await expect(list.children).toHaveLength(3);
  },
});

export const DataArriving = meta.story({
  render: () => <ArrivingPanel />,
  beforeEach: () => {
    arrivingDishes.set(undefined);
  },
  parameters: {
    docs: {
      description: {
        story:
          'The first data to arrive renders in a transition: the store’s update itself leaves the loading state in place, ' +
          'and React then renders the data in slices of a few milliseconds, so a long list arriving never holds a tap back.',
      },
    },
  },
  play: async ({ canvas }) => {
    // The store's update, rendered and committed at once, as a store's updates are.
    flushSync(() => arrivingDishes.set({ dishes: DISHES }));
    await expect(canvas.queryByRole('list', { name: 'Dishes' })).toBeNull();
    const list = await canvas.findByRole('list', { name: 'Dishes' });
    await expect(list.children).toHaveLength(3);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', PATH));
  },
  parameters: {
    docs: {
      description: {
        story: `No answer yet: nothing for ${LOADING_DELAY_MS} ms, then a list skeleton, named for screen readers (still, for those who ask for reduced motion).`,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading the dishes');
    await expect(status).toHaveAttribute('data-state', 'loading');
    // The story tests run with reduced motion: the skeleton holds still.
    const bone = status.querySelector('.mantine-Skeleton-root') as HTMLElement;
    await expect(getComputedStyle(bone, '::after').animationName).toBe('none');
  },
});

export const QuickAnswer = meta.story({
  // A delay far longer than the answer's 60 ms: with the default 200 ms, a loaded machine sometimes took longer
  // than that to deliver a 60 ms answer, and the skeleton rightly showed.
  args: { loadingDelay: 5_000 },
  beforeEach: ({ msw }) => {
    msw.use(slow('GET', PATH, 60));
  },
  parameters: {
    docs: {
      description: {
        story: 'An answer within the delay: the data appears without any loading state before it.',
      },
    },
  },
  play: async ({ canvasElement, canvas }) => {
    let skeletonSeen = canvasElement.querySelector('[data-state="loading"]') !== null;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[data-state="loading"]')) skeletonSeen = true;
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    await canvas.findByRole('list', { name: 'Dishes' });
    observer.disconnect();
    await expect(skeletonSeen).toBe(false);
  },
});

export const CardsSkeleton = meta.story({
  args: { skeleton: 'cards', skeletonCount: 3 },
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', PATH));
  },
  parameters: { docs: { description: { story: 'The skeleton of a grid of cards (`skeleton="cards"`).' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the dishes');
  },
});

export const DetailSkeleton = meta.story({
  args: { skeleton: 'detail' },
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', PATH));
  },
  parameters: { docs: { description: { story: 'The skeleton of a detail page (`skeleton="detail"`).' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the dishes');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', PATH, 200, { dishes: [] }));
  },
  parameters: { docs: { description: { story: 'The data is there but empty: the page’s empty state.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No dishes yet' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(PATH, () => HttpResponse.json({ statusCode: 500, message: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story: 'The read failed: what failed, and “Try again”, which asks once more (and works here).',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('The dishes could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Dishes' })).toBeVisible();
  },
});

export const Refused = meta.story({
  args: { refusedTitle: 'The kitchen is not open to you' },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', PATH, 403, {
        statusCode: 403,
        code: 'missing_permissions',
        message: 'You do not have permission to do that',
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'The server said no (403): `refusedTitle` and the server’s message as it wrote it, and no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expectRefusal(canvas, 'The kitchen is not open to you', 'You do not have permission to do that');
  },
});

export const Malformed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(malformed('GET', PATH));
  },
  parameters: {
    docs: {
      description: {
        story:
          'A success whose body does not fit the schema: the page’s message, a hint, and “Try again” (a site that was just updated may answer properly next time).',
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(MALFORMED_TITLE);
    await expect(alert).toHaveTextContent('The dishes could not be loaded.');
    await expect(alert).toHaveTextContent(MALFORMED_HINT);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const NotFound = meta.story({
  args: { withNotFound: true },
  beforeEach: ({ msw }) => {
    msw.use(
      respondWith('GET', PATH, 404, { statusCode: 404, code: 'menu_not_found', message: 'Menu not found' }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'A 404 with a `notFound` state: the page says so in its own way (here with the server’s words).',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Menu not found', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const KeepsDataWhenRefreshFails = meta.story({
  beforeEach: ({ msw }) => {
    // The first read works; every later one fails.
    let reads = 0;
    msw.use(
      http.get(PATH, () =>
        reads++ === 0
          ? HttpResponse.json({ dishes: DISHES })
          : HttpResponse.json({ statusCode: 500, message: 'Down' }, { status: 500 }),
      ),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'A background refresh that fails leaves the data on screen: the failure is for a page with nothing to show.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Dishes' });
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    // The refresh has failed and the panel has its failure.
    await waitFor(() => expect(refresh).toHaveAttribute('data-read-failed'));
    await expect(canvas.getByRole('list', { name: 'Dishes' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const InlineLoading = meta.story({
  args: { inline: true },
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', PATH));
  },
  parameters: { docs: { description: { story: '`inline`: a one-line skeleton inside a line of text.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the dishes');
  },
});

export const InlineServerError = meta.story({
  args: { inline: true },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(PATH, () => HttpResponse.json({ statusCode: 500, message: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  parameters: {
    docs: { description: { story: '`inline`: the failure in one line, with a small “Try again”.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The dishes could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Dishes' })).toBeVisible());
  },
});

export const SelectedRecord = meta.story({
  render: () => <SpecialPanel />,
  parameters: {
    docs: {
      description: { story: 'A detail panel with `select`: the record is there, and the panel shows it.' },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ramen', level: 1 })).toBeVisible();
    await expect(canvas.getByText('$12')).toBeVisible();
  },
});

export const SelectedRecordMissing = meta.story({
  render: () => <SpecialPanel />,
  beforeEach: ({ msw }) => {
    msw.use(respondWith('GET', SPECIAL_PATH, 200, { special: null }));
  },
  parameters: {
    docs: {
      description: {
        story:
          'The read answered, but `select` finds no record (`null`): the page’s not-found state, as for a 404, and no retry.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No special today', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
});

export const TwoReadsOneLoading = meta.story({
  render: () => <MenuPanel />,
  beforeEach: ({ msw }) => {
    msw.use(loading('GET', SPECIAL_PATH));
  },
  parameters: {
    docs: {
      description: {
        story: '`bothReads`: the dishes have answered, the special has not: the panel waits for both.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the menu');
    await expect(canvas.queryByRole('list', { name: 'Menu' })).toBeNull();
  },
});

export const TwoReadsOneFails = meta.story({
  render: () => <MenuPanel />,
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(SPECIAL_PATH, () => HttpResponse.json({ statusCode: 500, message: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          '`bothReads`: one read failed: the panel’s error, and “Try again” asks again (and works here).',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The menu could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const menu = await canvas.findByRole('list', { name: 'Menu' });
    await expect(menu).toHaveTextContent('Ramen (special)');
  },
});

export const TwoReadsReady = meta.story({
  render: () => <MenuPanel />,
  parameters: {
    docs: { description: { story: '`bothReads`: both reads answered: the panel shows them together.' } },
  },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('list', { name: 'Menu' });
    await expect(menu.children).toHaveLength(3);
    await expect(menu).toHaveTextContent('Ramen (special)');
  },
});

export const InnerReadAnswersFirst = meta.story({
  render: () => <FramedDishesPanel />,
  beforeEach: ({ msw }) => {
    msw.use(slow('GET', SPECIAL_PATH, 400));
  },
  parameters: {
    docs: {
      description: {
        story:
          'A read shown inside another read’s panel (the dishes inside the special’s) answers first: once the special ' +
          'has come, the dishes show, not a loading state that never ends.',
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Today’s special: Ramen' }, { timeout: 5_000 });
    const list = await canvas.findByRole('list', { name: 'Dishes' });
    await expect(list.children).toHaveLength(3);
  },
});
