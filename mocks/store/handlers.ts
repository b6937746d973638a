/**
 * The store (docs/api/endpoints.md#store): the items, public, and a purchase, signed in. The
 * rules are in `rules.ts`.
 */
import { http } from 'msw';
import { optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody } from '../http/respond';
import { listStoreItems, purchase } from './rules';

const STORE = `${CLIENT_API}/store/items`;

export const storeHandlers = [
  /** → `{ items }`: the six items, special offers included as stored. Public (not shown: the mock's choice). */
  http.get(STORE, ({ request }) => {
    optionalSession(request);
    return ok({ items: listStoreItems() });
  }),

  /** `{ id, giftUserID? }` → `{ purchased }` (see `purchase`). */
  http.post(`${STORE}/purchase`, async ({ request }) => {
    const { user } = requireSession(request);
    return ok({ purchased: purchase(user, await readBody(request)) });
  }),
];
