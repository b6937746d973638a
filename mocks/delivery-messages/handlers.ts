/**
 * The premade message directory (docs/api/endpoints.md#delivery-messages,
 * docs/api/entities.md#delivery-message). Every call needs
 * MANAGE_ORDERS and the DELIVERY_MESSAGE_BETA perk (the directory's requirements, docs/product/delivery-messages.md#access; route guards are not
 * shown). Changing or deleting a message is for its creator and holders of MANAGE_DELIVERY_MESSAGES. The rules
 * are in `rules.ts`.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { requirePerks, requirePermissions } from '../session/rules';
import type { UserDoc } from '../types';
import { toDeliveryMessage } from '../views';
import {
  createMessage,
  deleteMessage,
  findMessage,
  requireEditor,
  searchMessages,
  updateMessage,
} from './rules';

const MESSAGES = `${CLIENT_API}/delivery-messages`;

type SlugParams = { slugOrId: string };

function directoryUser(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_ORDERS');
  requirePerks(user, 'DELIVERY_MESSAGE_BETA');
  return user;
}

export const deliveryMessageHandlers = [
  /** `?query` → `{ deliveryMessages }`, newest first (see `searchMessages`). */
  http.get(MESSAGES, ({ request }) => {
    directoryUser(request);
    const query = new URL(request.url).searchParams.get('query') ?? '';
    return ok({ deliveryMessages: searchMessages(query).map(toDeliveryMessage) });
  }),

  /** → `{ deliveryMessage }`. */
  http.get<SlugParams>(`${MESSAGES}/:slugOrId`, ({ request, params }) => {
    directoryUser(request);
    return ok({ deliveryMessage: toDeliveryMessage(findMessage(params.slugOrId)) });
  }),

  /** `{title, message}` → `{ deliveryMessage }` with a unique slug (see `createMessage`). */
  http.post(MESSAGES, async ({ request }) => {
    const user = directoryUser(request);
    return ok({ deliveryMessage: toDeliveryMessage(createMessage(user, await readBody(request))) });
  }),

  /** `{title?, message?}` → `{ deliveryMessage }` (see `updateMessage`). */
  http.patch<SlugParams>(`${MESSAGES}/:slugOrId`, async ({ request, params }) => {
    const user = directoryUser(request);
    const doc = findMessage(params.slugOrId);
    requireEditor(user, doc);
    return ok({ deliveryMessage: toDeliveryMessage(updateMessage(doc, await readBody(request))) });
  }),

  /** → `{ success: true }`. Unlike the core (no not-found error), an unknown message is a 404. */
  http.delete<SlugParams>(`${MESSAGES}/:slugOrId`, ({ request, params }) => {
    const user = directoryUser(request);
    const doc = findMessage(params.slugOrId);
    requireEditor(user, doc);
    deleteMessage(doc);
    return success();
  }),
];
