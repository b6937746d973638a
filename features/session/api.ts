/**
 * The session feature's calls: the account actions of the signed-in user (docs/api/endpoints.md#users), and the OAuth
 * round trip with Discord that signs a user in.
 */
import { discord } from '@lib/config';
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';
import { MINUTE } from '@lib/time';

export const resignEndpoint = defineEndpoint({
  name: 'recruitment.resign',
  method: 'POST',
  path: () => '/api/client/recruitment/resign',
  response: anyBody,
});

// ---------------------------------------------------------------------------------------------------
// The OAuth round trip.

/*
 * The OAuth `state` of the Discord authorize round trip (docs/api/auth.md#oauth-round-trip): an unguessable value per
 * attempt, kept in this tab's sessionStorage with the page to return to, checked once on the way back
 * and rejected when missing, mismatched, reused or older than 10 minutes.
 */

const STORAGE_KEY = 'vd:oauth';
export const STATE_MAX_AGE_MS = 10 * MINUTE;

interface PendingLogin {
  state: string;
  redirect: string;
  createdAt: number;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Starts a login attempt: stores and returns a fresh state bound to the page to return to. */
export function beginLogin(redirect: string, now = Date.now(), state = randomState()): string {
  storage()?.setItem(STORAGE_KEY, JSON.stringify({ state, redirect, createdAt: now } satisfies PendingLogin));
  return state;
}

/** Checks the returned state against the stored one and forgets it (single use). */
export function completeLogin(state: string | undefined, now = Date.now()): { redirect: string } | null {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY);
  store?.removeItem(STORAGE_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as Partial<PendingLogin>;
    if (typeof pending.state !== 'string' || pending.state !== state) return null;
    if (typeof pending.createdAt !== 'number' || now - pending.createdAt > STATE_MAX_AGE_MS) return null;
    return { redirect: typeof pending.redirect === 'string' ? pending.redirect : '/' };
  } catch {
    return null;
  }
}

/** Discord's authorize URL for this site (identify scope only). */
export function authorizeUrl(state: string, pageOrigin?: string): string {
  const url = new URL(discord.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', discord.clientId);
  url.searchParams.set('scope', discord.scopes);
  url.searchParams.set('redirect_uri', discord.redirectUri(pageOrigin));
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'none');
  return url.toString();
}
