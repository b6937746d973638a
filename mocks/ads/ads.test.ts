// Ads in the fake backend (docs/api/endpoints.md#ads).
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../personas';
import { API_ORIGIN, call, setupMockServer } from '../testing';
import { ADBLOCK_MANIFEST_PATH } from './handlers';
import { ADBLOCK_MANIFEST } from './rules';

setupMockServer();

describe('POST /api/client/npay/token', () => {
  it('hands a signed-in user a fake token', async () => {
    const response = await call<{ token: string }>('/api/client/npay/token', {
      as: 'customer',
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ token: `demo-npay-${PERSONAS.customer.userId}` });
  });

  it('refuses an anonymous caller', async () => {
    const response = await call('/api/client/npay/token', { method: 'POST' });
    expect(response.status).toBe(401);
  });
});

describe('the ad-block instruction manifest', () => {
  it('is served at its same-origin path', async () => {
    const response = await fetch(`${API_ORIGIN}${ADBLOCK_MANIFEST_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ADBLOCK_MANIFEST);
  });
});
