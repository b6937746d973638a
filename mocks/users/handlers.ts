/** Users (docs/api/endpoints.md#users, docs/api/entities.md#user, docs/api/permissions.md#effective-permissions). The rules are in `rules.ts`. */
import { http } from 'msw';
import { optionalSession, requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success, V3_API } from '../http/respond';
import { toCurrentUser, toPublicUser } from '../views';
import { nitroPayTokenFor, requireSelf, resign, setDeliveryMessage, viewableUser } from './rules';

export const userHandlers = [
  /** The signed-in user, banned or not (the client needs `ban.active` to block the site). */
  http.get(`${V3_API}/users/@me`, ({ request }) => {
    const { user } = requireSession(request, { allowBanned: true });
    return ok({ user: toCurrentUser(user), nitroPayToken: nitroPayTokenFor(user) });
  }),

  /** A public profile; anonymous visitors may read it. 404 `user_not_found` (the real 404 shape is not shown). */
  http.get<{ id: string }>(`${V3_API}/users/:id`, ({ request, params }) => {
    const viewer = optionalSession(request)?.user;
    return ok({ user: toPublicUser(viewableUser(params.id, viewer)) });
  }),

  /** Resign from staff (see `resign`) → `{ success: true }`. */
  http.post(`${CLIENT_API}/recruitment/resign`, ({ request }) => {
    const { user } = requireSession(request);
    resign(user);
    return success();
  }),

  /** "Use as my delivery message": `{deliveryMessage?}` → `{ success: true }` (see `setDeliveryMessage`). */
  http.patch<{ id: string }>(`${CLIENT_API}/users/:id/premade-messages`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requireSelf(user, params.id);
    const { deliveryMessage } = await readBody(request);
    setDeliveryMessage(user, deliveryMessage);
    return success();
  }),
];
