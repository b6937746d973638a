/**
 * The premade message directory (spec §7 "Delivery messages", contract §1.16, §3.16). Every call needs
 * MANAGE_ORDERS and the DELIVERY_MESSAGE_BETA perk (the directory's requirements, spec §2; route guards are not
 * shown). Changing or deleting a message is for its creator and holders of MANAGE_DELIVERY_MESSAGES.
 *
 * Not shown, designed here: how `{slugOrId}` matches (slug first, then `_id`), the 404, validation (the core has
 * none), slug regeneration and `lastUpdatedAt` on update, and the list's search and order.
 */
import { http } from 'msw';
import { now } from '../clock';
import { db } from '../db';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { uniqueId } from '../ids';
import { holds, requirePerks, requirePermissions } from '../session/rules';
import { uniqueSlug } from '../slug';
import type { DeliveryMessageDoc, UserDoc } from '../types';
import { toDeliveryMessage } from '../views';

const MESSAGES = `${CLIENT_API}/delivery-messages`;

type SlugParams = { slugOrId: string };
type MessageFields = Pick<DeliveryMessageDoc, 'title' | 'message'>;

function directoryUser(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePermissions(user, 'MANAGE_ORDERS');
  requirePerks(user, 'DELIVERY_MESSAGE_BETA');
  return user;
}

/** The message whose slug, or else `_id`, this is; 404 `delivery_message_not_found` otherwise. */
function findMessage(slugOrId: string): DeliveryMessageDoc {
  const message = db.deliveryMessages.find((m) => m.slug === slugOrId) ?? db.deliveryMessages.get(slugOrId);
  if (!message) throw errors.deliveryMessageNotFound();
  return message;
}

/** 403 unless the user created the message or holds MANAGE_DELIVERY_MESSAGES. */
function requireEditor(user: UserDoc, message: DeliveryMessageDoc): void {
  if (message.createdBy !== user._id && !holds(user, 'MANAGE_DELIVERY_MESSAGES')) {
    throw errors.missingPermissions();
  }
}

/**
 * `title` and `message` from the body; with `partial`, only those present. A title or message must not be blank
 * (400 `invalid_body`, designed here). There is no length limit on save: the core has none (contract §3.16); the
 * 1650-character limit applies only when a delivery posts the templated message (contract §3.6).
 */
function readMessageFields(body: Record<string, unknown>, partial: boolean): Partial<MessageFields> {
  const fields: Partial<MessageFields> = {};
  if (!partial || 'title' in body) {
    if (typeof body.title !== 'string' || body.title.trim() === '') {
      throw errors.invalidBody('You must provide a title');
    }
    fields.title = body.title.trim();
  }
  if (!partial || 'message' in body) {
    if (typeof body.message !== 'string' || body.message.trim() === '') {
      throw errors.invalidBody('You must provide a message');
    }
    fields.message = body.message;
  }
  return fields;
}

/** A free slug for `title`, ignoring the message being renamed. */
const slugFor = (title: string, self?: DeliveryMessageDoc) =>
  uniqueSlug(title, (slug) => db.deliveryMessages.find((m) => m.slug === slug && m !== self) !== undefined);

export const deliveryMessageHandlers = [
  /**
   * `?query` → `{ deliveryMessages }`, newest first. The query matches title or message, case-insensitively;
   * without one, every message is listed.
   */
  http.get(MESSAGES, ({ request }) => {
    directoryUser(request);
    const query = new URL(request.url).searchParams.get('query')?.trim().toLowerCase() ?? '';
    const matches = db.deliveryMessages
      .filter((m) => !query || `${m.title}\n${m.message}`.toLowerCase().includes(query))
      .sort((a, b) => b.createdAt - a.createdAt);
    return ok({ deliveryMessages: matches.map(toDeliveryMessage) });
  }),

  /** → `{ deliveryMessage }`. */
  http.get<SlugParams>(`${MESSAGES}/:slugOrId`, ({ request, params }) => {
    directoryUser(request);
    return ok({ deliveryMessage: toDeliveryMessage(findMessage(params.slugOrId)) });
  }),

  /** `{title, message}` → `{ deliveryMessage }` with a unique slug (`slug`, `slug-1`, `slug-2`, …). */
  http.post(MESSAGES, async ({ request }) => {
    const user = directoryUser(request);
    const { title = '', message = '' } = readMessageFields(await readBody(request), false);
    const createdAt = now();
    const doc = db.deliveryMessages.upsert({
      _id: uniqueId(createdAt),
      title,
      message,
      slug: slugFor(title),
      createdBy: user._id,
      createdAt,
      lastUpdatedAt: null,
    });
    return ok({ deliveryMessage: toDeliveryMessage(doc) });
  }),

  /** `{title?, message?}` → `{ deliveryMessage }`; a new title gets a new slug, `lastUpdatedAt` is set. */
  http.patch<SlugParams>(`${MESSAGES}/:slugOrId`, async ({ request, params }) => {
    const user = directoryUser(request);
    const doc = findMessage(params.slugOrId);
    requireEditor(user, doc);
    const fields = readMessageFields(await readBody(request), true);
    if (fields.title !== undefined && fields.title !== doc.title) doc.slug = slugFor(fields.title, doc);
    Object.assign(doc, fields, { lastUpdatedAt: now() });
    return ok({ deliveryMessage: toDeliveryMessage(doc) });
  }),

  /** → `{ success: true }`. Unlike the core (no not-found error), an unknown message is a 404. */
  http.delete<SlugParams>(`${MESSAGES}/:slugOrId`, ({ request, params }) => {
    const user = directoryUser(request);
    const doc = findMessage(params.slugOrId);
    requireEditor(user, doc);
    db.deliveryMessages.delete(doc._id);
    return success();
  }),
];
