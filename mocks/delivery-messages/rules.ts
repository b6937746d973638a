/**
 * Rules of the premade message directory (docs/api/entities.md#delivery-message, docs/api/endpoints.md#delivery-messages): finding a message by slug or id, who may change
 * it, the fields' validation, slugs, and the list's search, creating, updating and deleting.
 *
 * Not shown, designed here: how `{slugOrId}` matches (slug first, then `_id`), the 404, validation (the core has
 * none), slug regeneration and `lastUpdatedAt` on update, and the list's search and order.
 */
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import { uniqueId } from '../ids';
import { holds } from '../session/rules';
import { uniqueSlug } from '../slug';
import type { DeliveryMessageDoc, UserDoc } from '../types';

export type MessageFields = Pick<DeliveryMessageDoc, 'title' | 'message'>;

/** The message whose slug, or else `_id`, this is; 404 `delivery_message_not_found` otherwise. */
export function findMessage(slugOrId: string): DeliveryMessageDoc {
  const message = db.deliveryMessages.find((m) => m.slug === slugOrId) ?? db.deliveryMessages.get(slugOrId);
  if (!message) throw errors.deliveryMessageNotFound();
  return message;
}

/** 403 unless the user created the message or holds MANAGE_DELIVERY_MESSAGES. */
export function requireEditor(user: UserDoc, message: DeliveryMessageDoc): void {
  if (message.createdBy !== user._id && !holds(user, 'MANAGE_DELIVERY_MESSAGES')) {
    throw errors.missingPermissions();
  }
}

/**
 * `title` and `message` from the body; with `partial`, only those present. A title or message must not be blank
 * (400 `invalid_body`, designed here). There is no length limit on save: the core has none (docs/product/delivery-messages.md#length-limit); the
 * 1650-character limit applies only when a delivery posts the templated message (docs/product/delivery-messages.md#length-limit).
 */
export function readMessageFields(body: Record<string, unknown>, partial: boolean): Partial<MessageFields> {
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
export const slugFor = (title: string, self?: DeliveryMessageDoc) =>
  uniqueSlug(title, (slug) => db.deliveryMessages.find((m) => m.slug === slug && m !== self) !== undefined);

/**
 * The messages whose title or message contains `query`, case-insensitively (every message without one), newest
 * first.
 */
export function searchMessages(query: string): DeliveryMessageDoc[] {
  const term = query.trim().toLowerCase();
  return db.deliveryMessages
    .filter((m) => !term || `${m.title}\n${m.message}`.toLowerCase().includes(term))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** A new message from `{title, message}`, with a unique slug (`slug`, `slug-1`, `slug-2`, …). */
export function createMessage(user: UserDoc, body: Record<string, unknown>): DeliveryMessageDoc {
  const { title = '', message = '' } = readMessageFields(body, false);
  const createdAt = now();
  return db.deliveryMessages.upsert({
    _id: uniqueId(createdAt),
    title,
    message,
    slug: slugFor(title),
    createdBy: user._id,
    createdAt,
    lastUpdatedAt: null,
  });
}

/** Applies `{title?, message?}`: a new title gets a new slug, `lastUpdatedAt` is set. */
export function updateMessage(doc: DeliveryMessageDoc, body: Record<string, unknown>): DeliveryMessageDoc {
  const fields = readMessageFields(body, true);
  if (fields.title !== undefined && fields.title !== doc.title) doc.slug = slugFor(fields.title, doc);
  return Object.assign(doc, fields, { lastUpdatedAt: now() });
}

export function deleteMessage(doc: DeliveryMessageDoc): void {
  db.deliveryMessages.delete(doc._id);
}
