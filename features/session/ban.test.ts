import { banSchema } from '@lib/schemas/user';
import { describe, expect, it } from 'vitest';
import { banMessage } from './ban';

describe('features/session banMessage (spec §8)', () => {
  it('gives the two sentences of the spec message for the banned screen', () => {
    expect(banMessage({ reason: 'Spamming orders', expires: Date.UTC(2026, 11, 21, 10, 0) })).toEqual({
      reason: 'You are currently banned from this website for the following reason: Spamming orders',
      expiry: 'This ban will expire on 21 Dec 2026, 10:00 UTC.',
    });
  });

  it('reads the core shape ({reason, expiry}) through the schema like the spec shape', () => {
    const core = banSchema.parse({ reason: null, expiry: Date.UTC(2027, 0, 1) });
    expect(banMessage(core)).toEqual({
      reason: 'You are currently banned from this website for the following reason: No reason given.',
      expiry: 'This ban will expire on 1 Jan 2027, 00:00 UTC.',
    });
  });

  it('says a ban without an expiry is permanent', () => {
    expect(banMessage({ reason: 'Harassment', expires: null }).expiry).toBe('This ban is permanent.');
  });
});
