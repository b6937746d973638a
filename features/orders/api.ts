/**
 * Order endpoints (docs/api/endpoints.md#orders), one declaration each (the board's two reads and their prefetch
 * are in ./board-data); and the upload of a chef's picture to the image host.
 */
import { imageHosts, imageUpload } from '@lib/config';
import { defineEndpoint } from '@lib/endpoint';
import { safeExternalUrl } from '@lib/safe-url';
import { anyBody } from '@lib/schemas/common';
import { imageSearchResponse, orderSchema } from '@lib/schemas/order';
import * as z from 'zod/mini';
import { UploadError, uploadProblem } from './model';

export { ordersEndpoint, prefetchBoard, queueEndpoint } from './board-data';

/**
 * Action responses carry the order (`{ order }`), but prepare's is stale (docs/product/orders.md#preparing): accept
 * any.
 */
const actionResponse = z.looseObject({ order: z.catch(z.optional(orderSchema), undefined) });
const path = (orderID: string, action: string) =>
  `/api/client/orders/${encodeURIComponent(orderID)}/${action}`;

export const claimEndpoint = defineEndpoint({
  name: 'orders.claim',
  method: 'POST',
  path: (p: { orderID: string }) => path(p.orderID, 'claim'),
  response: actionResponse,
});

export const unclaimEndpoint = defineEndpoint({
  name: 'orders.unclaim',
  method: 'POST',
  path: (p: { orderID: string }) => path(p.orderID, 'unclaim'),
  response: actionResponse,
});

export const prepareEndpoint = defineEndpoint({
  name: 'orders.prepare',
  method: 'POST',
  path: (p: { orderID: string; images: string[]; chefNote: string }) => path(p.orderID, 'prepare'),
  body: ({ images, chefNote }) => ({ images, chefNote }),
  response: actionResponse,
});

export const deliverEndpoint = defineEndpoint({
  name: 'orders.deliver',
  method: 'POST',
  path: (p: { orderID: string; report: boolean; reportReason?: string }) => path(p.orderID, 'deliver'),
  body: ({ report, reportReason }) => ({ report, reportReason: report ? reportReason : undefined }),
  response: actionResponse,
});

export const deleteEndpoint = defineEndpoint({
  name: 'orders.delete',
  method: 'DELETE',
  path: (p: { orderID: string; reason: string }) => path(p.orderID, 'delete'),
  body: ({ reason }) => ({ reason }),
  response: actionResponse,
});

export const imageSearchEndpoint = defineEndpoint({
  name: 'orders.imageSearch',
  method: 'POST',
  path: (_: { query: string }) => '/api/client/orders/images/search',
  body: ({ query }) => ({ query }),
  response: imageSearchResponse,
});

export const joinQueueEndpoint = defineEndpoint({
  name: 'orders.deliveryQueue.join',
  method: 'POST',
  path: () => '/api/client/orders/delivery-queue/join',
  response: anyBody,
});

export const leaveQueueEndpoint = defineEndpoint({
  name: 'orders.deliveryQueue.leave',
  method: 'DELETE',
  path: () => '/api/client/orders/delivery-queue/leave',
  response: anyBody,
});

/**
 * Uploads a chef's picture to the public image host (an Imgur-style API, configurable, faked in the demo:
 * docs/api/endpoints.md#image-host), straight there: the session token is never sent to it. Only an https link on the
 * image allow-list is accepted back (docs/architecture.md#security).
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<string> {
  const problem = uploadProblem(file);
  if (problem) throw new UploadError(problem);
  const form = new FormData();
  form.append('image', file);
  let body: unknown;
  try {
    const response = await fetch(imageUpload.url, {
      method: 'POST',
      headers: { Authorization: `Client-ID ${imageUpload.clientId}` },
      body: form,
      signal,
    });
    body = await response.json();
    if (!response.ok) {
      const error = (body as { data?: { error?: unknown } })?.data?.error;
      throw new UploadError(typeof error === 'string' ? error : 'The image host refused the picture.');
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError('The image host could not be reached. Try again, or search for a picture instead.');
  }
  const link = safeExternalUrl((body as { data?: { link?: unknown } })?.data?.link, imageHosts);
  if (!link) throw new UploadError('The image host sent back a link this site cannot use.');
  return link;
}
