/**
 * One-endpoint overrides for stories and tests: `msw.use(serverError('GET', '*\/api/client/ranks'))` in a story's
 * `beforeEach`, or `server.use(...)` in a test. Everything else keeps talking to the stateful fake backend.
 *
 * Paths take the handlers' origin-agnostic form (`*\/api/client/...`); a bare `/api/...` path is prefixed with
 * `*` for convenience. Methods may be written in either case.
 */
import type { HttpMethod } from '@lib/http';
import { OrderStatus } from '@lib/schemas/order';
import { delay, type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import { CAST, CUSTOMERS, SIMULATED_CHEFS, SIMULATED_COURIERS } from './cast';
import { now } from './clock';
import { db } from './db';
import { apiError } from './http/respond';
import { IMAGE_UPLOAD_URL } from './images/handlers';
import { buildOrder, FOOD_IMAGES, fromGuildAt, generateOrders, ORDER_TEXTS } from './order-factory';
import type { OrderDoc, UserDoc } from './types';
import { toOrder } from './views';

export type ScenarioMethod = HttpMethod | Lowercase<HttpMethod>;
type Resolver = Parameters<typeof http.get>[1];
/** MSW's handler options: `{ once: true }` answers only the first request (a retry then reaches the backend). */
type RouteOptions = Parameters<typeof http.get>[2];

function route(
  method: ScenarioMethod,
  path: string,
  resolver: Resolver,
  options?: RouteOptions,
): HttpHandler {
  const pattern = path.startsWith('/api/') ? `*${path}` : path;
  return http[method.toLowerCase() as Lowercase<HttpMethod>](pattern, resolver, options);
}

/**
 * 500 with the error body `{statusCode: 500, code: 'internal_error', message}`. With `{ once: true }` only the
 * first request fails, so a story can show "Try again" working.
 */
export const serverError = (
  method: ScenarioMethod,
  path: string,
  message = 'Internal server error',
  options?: RouteOptions,
) => route(method, path, () => apiError(500, 'internal_error', message), options);

/** The request fails without a response (the client reports 500 'Unknown error has occurred'). */
export const networkError = (method: ScenarioMethod, path: string) =>
  route(method, path, () => HttpResponse.error());

/**
 * Requests {@link loading} holds, counted as they arrive: the story tests' wait for a quiet network
 * (.storybook/visual.setup.ts) leaves them out instead of waiting to see whether they answer. When a story test
 * is over, the setup calls `release()`: held for minutes, they would make Chromium stop the fake backend's
 * service worker (a fetch event gets five minutes), failing whatever another story had in flight at that moment.
 */
export const heldRequests = {
  count: 0,
  waiting: new Set<() => void>(),
  /** Ends every held request (as a network error: nobody reads it any more) and resets `count`. */
  release(): void {
    for (const end of heldRequests.waiting) end();
    heldRequests.waiting.clear();
    heldRequests.count = 0;
  },
};

/** Answers only when {@link heldRequests} are released: the loading state stays on screen until then. */
export const loading = (method: ScenarioMethod, path: string) =>
  route(method, path, async () => {
    heldRequests.count += 1;
    await new Promise<void>((resolve) => heldRequests.waiting.add(resolve));
    return HttpResponse.error();
  });

/** Answers after `ms`, then lets the fake backend handle the request as usual. */
export const slow = (method: ScenarioMethod, path: string, ms = 1500) =>
  route(method, path, async () => {
    await delay(ms);
  });

/**
 * 200 with a body no response schema accepts. The default is a JSON array: the client's schemas are lenient
 * about fields (`{ nope: true }` parses as an empty list for ranks, settings and teams) but every response is
 * an object. Pass another body to target one schema, e.g. `{ nope: true }` for `@me`.
 */
export const malformed = (method: ScenarioMethod, path: string, body: JsonBodyType = [{ nope: true }]) =>
  route(method, path, () => HttpResponse.json(body));

/** Any status and JSON body, e.g. an empty list: `respondWith('GET', '*\/api/client/ranks', 200, { ranks: [] })`. */
export const respondWith = (method: ScenarioMethod, path: string, status: number, body: JsonBodyType) =>
  route(method, path, () => HttpResponse.json(body, { status }));

// ---------------------------------------------------------------------------------------------------------------
// The order board
// ---------------------------------------------------------------------------------------------------------------

function seededUser(id: string): UserDoc {
  const user = db.users.get(id);
  if (!user) throw new Error(`scenarios: no seeded user ${id}`);
  return user;
}

/** GET orders answers `{ orders }` built at request time (times stay relative to the mock's now). */
const ordersAnswer = (build: (at: number) => OrderDoc[]) =>
  route('GET', '/api/client/orders', () => HttpResponse.json({ orders: build(now()).map(toOrder) }));

/**
 * GET orders answers `count` generated orders: the same orders for the same count (times relative to now),
 * from the seeded customers, in every status. Only the list is faked: actions on these orders reach the stateful
 * backend, which does not know them (404 `order_not_found`).
 */
export const manyOrders = (count: number) =>
  ordersAnswer((at) =>
    generateOrders(count, {
      at,
      customers: CUSTOMERS.map(seededUser),
      chefs: SIMULATED_CHEFS,
      couriers: SIMULATED_COURIERS,
      seed: 'many-orders',
    }),
  );

/**
 * GET orders answers one ticket per situation: Unclaimed (one priority, one the chef persona's own), Claimed by
 * the chef persona and by someone else, Preparing (finishing in 90 s), and ready for delivery unassigned and
 * assigned to the courier persona. Like {@link manyOrders}, only the list is faked.
 */
export const ordersWithEveryStatus = () =>
  ordersAnswer((at) => {
    let index = 0;
    const ticket = (
      customerId: string,
      orderID: string,
      minutesAgo: number,
      fields: Partial<OrderDoc> = {},
    ) =>
      buildOrder({
        customer: seededUser(customerId),
        orderID,
        order: ORDER_TEXTS[index] as string,
        ...fromGuildAt(index++),
        sentAt: at - minutesAgo * 60_000,
        ...fields,
      });
    const claim = (user: string) => ({ user, expiry: at + 150_000 });
    const image = (i: number) => FOOD_IMAGES[i] as string;
    return [
      ticket(CAST.wes, 'Ev7Asg', 14, {
        status: OrderStatus.PendingDelivery,
        images: [image(5)],
        prepareExpiry: at - 40_000,
        deliveryAssignedTo: { userID: CAST.courier, expiry: at + 200_000 },
      }),
      ticket(CAST.sol, 'Ev6Rdy', 12, {
        status: OrderStatus.PendingDelivery,
        images: [image(3)],
        prepareExpiry: at - 20_000,
      }),
      ticket(CAST.dumpling, 'Ev5Prp', 9, {
        status: OrderStatus.Preparing,
        claimedBy: claim(CAST.basil),
        images: [image(0), image(8)],
        chefNote: 'Extra crispy, as asked.',
        prepareExpiry: at + 90_000,
      }),
      ticket(CAST.chloe, 'Ev4Clm', 7, { status: OrderStatus.Claimed, claimedBy: claim(CAST.nora) }),
      ticket(CAST.rae, 'Ev3Clm', 6, { status: OrderStatus.Claimed, claimedBy: claim(CAST.chef) }),
      ticket(CAST.wes, 'Ev1Unc', 4),
      ticket(CAST.chef, 'Ev2Own', 3),
      ticket(CAST.customer, 'Ev0Pri', 1, { priority: true }),
    ];
  });

/**
 * Seeded order `orderID`, ready for delivery, loses its courier assignment, so anyone on the board may deliver
 * it (the seed assigns both ready orders, Lh3zRf to the courier persona and Jw8sNp to Lou). Unlike the handlers
 * above this changes the story's database, which is re-seeded before every story: call it in `beforeEach`.
 */
export function unassignDelivery(orderID: string): void {
  const order = db.orders.get(orderID);
  if (order?.status !== OrderStatus.PendingDelivery) {
    throw new Error(`scenarios: ${orderID} is not a seeded order ready for delivery`);
  }
  db.orders.update(orderID, { deliveryAssignedTo: null });
}

// ---------------------------------------------------------------------------------------------------------------
// The image host (not the API): chefs upload pictures straight to it
// ---------------------------------------------------------------------------------------------------------------

/**
 * The image host refuses uploads with its own body, `{ data: { error }, success: false, status }` (Imgur's
 * shape, not the API's error object). With `once`, only the next upload: a retry reaches the fake host again.
 */
export const imageHostRefuses = (
  error = 'Imgur is temporarily over capacity. Please try again later.',
  { status = 503, once = false }: { status?: number; once?: boolean } = {},
) =>
  http.post(
    IMAGE_UPLOAD_URL,
    () => HttpResponse.json({ data: { error }, success: false, status }, { status }),
    {
      once,
    },
  );
