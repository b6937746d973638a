/**
 * Identifier and token generators that mirror the real server's formats (docs/api/entities.md#identifiers, docs/api/auth.md#token-format).
 */

/** The core's internal snowflake epoch: 2000-01-01T00:00:00Z. */
const INTERNAL_EPOCH = 946_684_800_000n;
const SHARD_ID = 1n;
let sequence = 0;

/**
 * An internal snowflake as the core makes them for ranks, teams, forms…: (ms since 2000) << 23 | shard 1 << 10 |
 * a 10-bit counter, as a 19-digit decimal string. Not a Discord snowflake. Seeds pass their own `counter` so
 * their ids stay the same across resets.
 */
export function internalSnowflake(at: number = Date.now(), counter?: number): string {
  sequence = (sequence + 1) & 0x3ff;
  return (
    ((BigInt(Math.floor(at)) - INTERNAL_EPOCH) << 23n) |
    (SHARD_ID << 10n) |
    BigInt((counter ?? sequence) & 0x3ff)
  ).toString();
}

/** The core's unique ID (docs/api/entities.md#identifiers): `<ms>_<random integer 0–99999>`. */
export function uniqueId(at: number, random: () => number = Math.random): string {
  return `${Math.floor(at)}_${Math.floor(random() * 100_000)}`;
}

/**
 * A Mongo ObjectId as 24 lowercase hex characters: 4 bytes of seconds, then 8 bytes that are random, or derived
 * from `seed` for stable seed data.
 */
export function objectId(at: number, seed?: string): string {
  const seconds = Math.floor(at / 1000)
    .toString(16)
    .padStart(8, '0');
  const rest = seed === undefined ? randomHex(16) : deterministicHex(`objectId/${seed}`, 16);
  return `${seconds}${rest}`;
}

const ORDER_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ORDER_ID_PATTERN = /^[A-Za-z0-9]{6}$/;

/** An order ID (docs/api/entities.md#identifiers): 6 random characters from `A–Z a–z 0–9`. */
export function orderId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 6; i++) id += ORDER_ID_ALPHABET[Math.floor(random() * ORDER_ID_ALPHABET.length)];
  return id;
}

function randomHex(length: number): string {
  let out = '';
  while (out.length < length)
    out += Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
}

/** Session tokens are 160 lowercase hex characters (the AES-encrypted 64-hex session id, docs/api/auth.md#token-format). */
export const SESSION_TOKEN_LENGTH = 160;
export const SESSION_TOKEN_PATTERN = /^[0-9a-f]{160}$/;

/** FNV-1a, 32 bits: seeds the deterministic generator below. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded PRNG, good enough for stable fake data (never for secrets). */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A seeded generator of floats in [0, 1): the same seed always gives the same sequence. */
export function seededRandom(seed: string): () => number {
  const next = mulberry32(fnv1a(seed));
  return () => next() / 0x1_0000_0000;
}

/** One element of a non-empty list, picked with `random`. */
export function pick<T>(items: readonly T[], random: () => number = Math.random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick() needs a non-empty list');
  return item;
}

/** Lowercase hex derived only from `seed`: the same seed always gives the same string. */
export function deterministicHex(seed: string, length: number): string {
  const next = mulberry32(fnv1a(seed));
  let out = '';
  while (out.length < length) out += next().toString(16).padStart(8, '0');
  return out.slice(0, length);
}
