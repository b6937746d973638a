// The sponsor token's endpoint and URLs (docs/product/store-and-rewards.md#ads-and-sponsor-token).
import { describe, expect, it } from 'vitest';
import { sponsorStart, sponsorTokenEndpoint } from './sponsor';

describe('sponsorStart', () => {
  it('sends the user back to the store on this origin', () => {
    expect(sponsorStart('tok', 'https://virtualdiner.app')).toEqual({
      token: 'tok',
      successUrl: 'https://virtualdiner.app/store?success=true',
      cancelUrl: 'https://virtualdiner.app/store',
    });
  });
});

describe('sponsorTokenEndpoint', () => {
  it('is POST /api/client/npay/token and reads a non-empty token', () => {
    expect(sponsorTokenEndpoint.method).toBe('POST');
    expect(sponsorTokenEndpoint.path()).toBe('/api/client/npay/token');
    expect(sponsorTokenEndpoint.response.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    for (const body of [{}, { token: '' }, { token: 1 }, null])
      expect(sponsorTokenEndpoint.response.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });
});
