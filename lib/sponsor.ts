/**
 * The sponsor token (docs/product/store-and-rewards.md#ads-and-sponsor-token, docs/api/endpoints.md#ads): for
 * signed-in users the ad library starts with a token from the API, and with success and cancel URLs that lead
 * back to the store on this site.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** `POST /api/client/npay/token` → `{ token }` (not shown: the token's format; any non-empty string). */
export const sponsorTokenEndpoint = defineEndpoint({
  name: 'ads.sponsorToken',
  method: 'POST',
  path: () => '/api/client/npay/token',
  response: z.object({ token: z.string().check(z.minLength(1)) }),
});

/** What the ad library's sponsor call receives. */
export interface SponsorStart {
  token: string;
  /** Where the provider sends the user after a successful payment: `/store?success=true` on this site. */
  successUrl: string;
  /** Where it sends the user when they cancel: `/store` on this site. */
  cancelUrl: string;
}

/** The sponsor call's URLs for this site's origin (same origin, the store page). */
export function sponsorStart(
  token: string,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): SponsorStart {
  const store = new URL('/store', origin);
  const success = new URL('/store', origin);
  success.searchParams.set('success', 'true');
  return { token, successUrl: success.toString(), cancelUrl: store.toString() };
}
