/**
 * Identifier and token generators that mirror the real server's formats (contract §0, §5.3).
 */

/** The core's internal snowflake epoch: 2000-01-01T00:00:00Z. */
const INTERNAL_EPOCH = 946_684_800_000n;
const SHARD_ID = 1n;
let sequence = 0;

/**
 * An internal snowflake as the core makes them for ranks, teams, forms…: (ms since 2000) << 23 | shard 1 << 10 |
 * a 10-bit counter, as a 19-digit decimal string. Not a Discord snowflake.
 */
export function internalSnowflake(at: number = Date.now()): string {
  sequence = (sequence + 1) & 0x3ff;
  return (
    ((BigInt(Math.floor(at)) - INTERNAL_EPOCH) << 23n) |
    (SHARD_ID << 10n) |
    BigInt(sequence)
  ).toString();
}

/** Session tokens are 160 lowercase hex characters (the AES-encrypted 64-hex session id, contract §5.3). */
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

/** Lowercase hex derived only from `seed`: the same seed always gives the same string. */
export function deterministicHex(seed: string, length: number): string {
  const next = mulberry32(fnv1a(seed));
  let out = '';
  while (out.length < length) out += next().toString(16).padStart(8, '0');
  return out.slice(0, length);
}
