/**
 * Pure helpers of the premade message directory: paths and URL search, who may edit, which message is in
 * use, the sample preview and its length against the 1650 limit, and the editor's rules. No React, no
 * network: unit-tested in Node (model.test.ts).
 */

import { type AccessPath, pathTo } from '@lib/access';
import {
  type DeliveryMessageContext,
  isDeliveryMessageTooLong,
  MAX_DELIVERY_MESSAGE_LENGTH,
  PREVIEW_DELIVERY_CONTEXT,
  renderDeliveryMessage,
} from '@lib/delivery-message';
import { type Holder, hasAllPermissions } from '@lib/permissions';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import type { DeliveryMessageFields } from './api';

/**
 * The directory's pages. Who may open them is the access map's business (`accessOf` in lib/access): the
 * route lets MANAGE_ORDERS or the DELIVERY_MESSAGE_BETA perk in, the server wants both.
 */
export const DIRECTORY_PATH = '/staff/delivery-messages' satisfies AccessPath;
export const CREATE_PATH = '/staff/delivery-messages/create' satisfies AccessPath;
/** The edit route without a slug: the user's own delivery message. */
export const MY_MESSAGE_PATH = '/staff/delivery-messages/edit' satisfies AccessPath;

/** Slugs that a static route shadows (a message titled “Create” has the slug `create`). */
const RESERVED_SLUGS = new Set(['create', 'edit']);

/** A message's part of its paths: its slug, or its id when the slug is shadowed by a static route. */
const messageKey = (message: Pick<DeliveryMessage, 'slug' | 'id'>) =>
  message.slug && !RESERVED_SLUGS.has(message.slug) ? message.slug : message.id;

/** The message's page. */
export function messagePath(message: Pick<DeliveryMessage, 'slug' | 'id'>): string {
  return pathTo('/staff/delivery-messages/$slug', { slug: messageKey(message) });
}

export const editMessagePath = (message: Pick<DeliveryMessage, 'slug' | 'id'>) =>
  pathTo('/staff/delivery-messages/$slug/edit', { slug: messageKey(message) });

export {
  type DirectorySearch,
  directorySearchSchema,
  QUERY_MAX_LENGTH,
} from './search';

/** What edit and delete need: the creator, or MANAGE_DELIVERY_MESSAGES. */
export function canEditMessage(
  user: (Holder & { id: string }) | null | undefined,
  message: Pick<DeliveryMessage, 'createdBy' | 'createdByUser'>,
): boolean {
  if (!user) return false;
  if (message.createdBy === user.id || message.createdByUser?.id === user.id) return true;
  return hasAllPermissions(user, ['MANAGE_DELIVERY_MESSAGES']);
}

/** The part of the user that holds their delivery message (`settings.deliveryMessage`). */
export interface DeliveryMessageHolder {
  settings?: { deliveryMessage?: { message?: string | null; disabled?: boolean } | undefined } | undefined;
}

/** The text of the user's own delivery message, or null when they use the default one. */
export function myMessageText(user: DeliveryMessageHolder | null | undefined): string | null {
  const setting = user?.settings?.deliveryMessage;
  return setting?.message && !setting.disabled ? setting.message : null;
}

/** “In use”: the user's delivery message is this message's text. */
export function isInUse(
  user: DeliveryMessageHolder | null | undefined,
  message: Pick<DeliveryMessage, 'message'>,
) {
  const mine = myMessageText(user);
  return mine !== null && mine === message.message;
}

/** The start of a message for a card: whitespace runs (line breaks included) read as one space. */
export function excerptOf(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength).trimEnd()}…` : flat;
}

/** The sample order of every preview. */
export const SAMPLE_ORDER_TEXT = 'A large pepperoni pizza';
export const SAMPLE_ORDER_IMAGES = [
  'https://images.unsplash.com/photo-1628840042765-356cda07504e?w=800',
  'https://images.unsplash.com/photo-1534308983496-4fabb1a015ee?w=800',
];

/** The preview's placeholders: a sample customer and order, and the signed-in user as the deliverer. */
export function previewContext(
  deliverer: { id: string; username: string; displayName?: string | null } | null | undefined,
): DeliveryMessageContext {
  return {
    ...PREVIEW_DELIVERY_CONTEXT,
    order: { ...PREVIEW_DELIVERY_CONTEXT.order, text: SAMPLE_ORDER_TEXT, images: SAMPLE_ORDER_IMAGES },
    deliverer: deliverer
      ? { id: deliverer.id, username: deliverer.username, displayName: deliverer.displayName ?? null }
      : PREVIEW_DELIVERY_CONTEXT.deliverer,
  };
}

export interface MeasuredMessage {
  /** The template with the placeholders filled in. */
  rendered: string;
  /** Its length: what the server compares with the limit. */
  length: number;
  /** 1650 characters or more: the server refuses to deliver it. */
  tooLong: boolean;
}

export function measureMessage(template: string, ctx: DeliveryMessageContext): MeasuredMessage {
  const rendered = renderDeliveryMessage(template, ctx);
  return { rendered, length: rendered.length, tooLong: isDeliveryMessageTooLong(rendered) };
}

/** A piece of the rendered preview: text, or a mention shown as `@name` the way Discord shows it. */
export type PreviewSegment = { kind: 'text'; text: string } | { kind: 'mention'; text: string };

/** Splits rendered text so mentions (`<@id>`) of the sample customer and the deliverer read as `@name`. */
export function previewSegments(rendered: string, ctx: DeliveryMessageContext): PreviewSegment[] {
  const names = new Map<string, string>([[ctx.user.id, ctx.user.username]]);
  if (ctx.deliverer) names.set(ctx.deliverer.id, ctx.deliverer.displayName || ctx.deliverer.username);
  const segments: PreviewSegment[] = [];
  let last = 0;
  for (const match of rendered.matchAll(/<@!?(\d+)>/g)) {
    const name = names.get(match[1] ?? '');
    if (name === undefined) continue;
    if (match.index > last) segments.push({ kind: 'text', text: rendered.slice(last, match.index) });
    segments.push({ kind: 'mention', text: `@${name}` });
    last = match.index + match[0].length;
  }
  if (last < rendered.length) segments.push({ kind: 'text', text: rendered.slice(last) });
  return segments;
}

/**
 * The start of a message as a customer would read it, for a card: placeholders filled with the sample order,
 * mentions as `@name`, Discord's code marks (backticks) and the picture links dropped, whitespace runs as one
 * space.
 */
export function previewExcerpt(template: string, ctx: DeliveryMessageContext, maxLength: number): string {
  // The picture links say nothing on a card: left out.
  const withoutImages = { ...ctx, order: { ...ctx.order, images: [] } };
  const text = previewSegments(renderDeliveryMessage(template, withoutImages), ctx)
    .map((segment) => segment.text)
    .join('')
    .replace(/`+([^`]*)`+/g, '$1');
  return excerptOf(text, maxLength);
}

export const TITLE_MAX_LENGTH = 100;
export { MAX_DELIVERY_MESSAGE_LENGTH };

/** The editor's rules; `tooLong` comes from the measured preview. */
export function validateMessageFields(
  values: DeliveryMessageFields,
  options: { tooLong: boolean; withTitle: boolean },
) {
  const title = values.title.trim();
  return {
    title: !options.withTitle
      ? null
      : !title
        ? 'Title is required'
        : title.length > TITLE_MAX_LENGTH
          ? `Title must be ${TITLE_MAX_LENGTH} characters or fewer`
          : null,
    message: !values.message.trim()
      ? 'Message is required'
      : options.tooLong
        ? `Too long once the placeholders are filled in: it must stay under ${MAX_DELIVERY_MESSAGE_LENGTH} characters`
        : null,
  };
}

/** The fields as sent: both trimmed (blank lines around a message are never meant). */
export function toMessageFields(values: DeliveryMessageFields): DeliveryMessageFields {
  return { title: values.title.trim(), message: values.message.trim() };
}

/** The PATCH body: only the fields that differ from the message (empty when nothing changed). */
export function changedMessageFields(
  original: Pick<DeliveryMessage, 'title' | 'message'>,
  values: DeliveryMessageFields,
): Partial<DeliveryMessageFields> {
  const next = toMessageFields(values);
  const changes: Partial<DeliveryMessageFields> = {};
  if (next.title !== original.title) changes.title = next.title;
  if (next.message !== original.message) changes.message = next.message;
  return changes;
}

/** `21 Nov 2026`, or null without a timestamp (lib/format.ts). */
export { formatDate } from '@lib/format';
