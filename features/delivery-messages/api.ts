/**
 * Premade delivery messages (docs/api/endpoints.md#delivery-messages, docs/api/entities.md#delivery-message) and the
 * user's own delivery message (`PATCH /api/client/users/{id}/premade-messages`), one declaration each.
 */
import { defineEndpoint } from '@lib/endpoint';
import { deliveryMessageSchema, deliveryMessagesResponse } from '@lib/schemas/catalogue';
import { anyBody } from '@lib/schemas/common';
import * as z from 'zod/mini';

/** What a user writes: the title (the slug is made from it) and the template text. */
export interface DeliveryMessageFields {
  title: string;
  message: string;
}

const slugPath = (slugOrId: string) => `/api/client/delivery-messages/${encodeURIComponent(slugOrId)}`;

/** `?query=` narrows the list on the server; a blank query is left out. */
export const deliveryMessagesEndpoint = defineEndpoint({
  name: 'deliveryMessages.list',
  method: 'GET',
  path: (_: { query: string }) => '/api/client/delivery-messages',
  query: ({ query }) => ({ query: query.trim() || undefined }),
  response: deliveryMessagesResponse,
});

export const deliveryMessageEndpoint = defineEndpoint({
  name: 'deliveryMessages.get',
  method: 'GET',
  path: ({ slug }: { slug: string }) => slugPath(slug),
  response: z.object({ deliveryMessage: deliveryMessageSchema }),
});

export const createDeliveryMessageEndpoint = defineEndpoint({
  name: 'deliveryMessages.create',
  method: 'POST',
  path: (_: DeliveryMessageFields) => '/api/client/delivery-messages',
  body: ({ title, message }) => ({ title, message }),
  response: z.object({ deliveryMessage: deliveryMessageSchema }),
});

/**
 * Changed fields only. The answer carries the message with its (possibly new) slug; the core itself resolves nothing
 * (docs/api/endpoints.md#delivery-messages), so a bare success is accepted and the caller keeps what it knows.
 */
export const updateDeliveryMessageEndpoint = defineEndpoint({
  name: 'deliveryMessages.update',
  method: 'PATCH',
  path: ({ slug }: { slug: string; changes: Partial<DeliveryMessageFields> }) => slugPath(slug),
  body: ({ changes }) => changes,
  response: z.looseObject({ deliveryMessage: z.catch(z.optional(deliveryMessageSchema), undefined) }),
});

export const deleteDeliveryMessageEndpoint = defineEndpoint({
  name: 'deliveryMessages.delete',
  method: 'DELETE',
  path: ({ slug }: { slug: string }) => slugPath(slug),
  response: anyBody,
});

/** Sets the user's own delivery message to this text; `null` clears it (back to the default message). */
export const setMyDeliveryMessageEndpoint = defineEndpoint({
  name: 'users.premadeMessages',
  method: 'PATCH',
  path: ({ userId }: { userId: string; message: string | null }) =>
    `/api/client/users/${encodeURIComponent(userId)}/premade-messages`,
  body: ({ message }) => ({ deliveryMessage: message }),
  response: anyBody,
});
