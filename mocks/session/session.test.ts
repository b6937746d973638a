import { currentUserResponse } from '@lib/schemas/user';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { SESSION_TOKEN_PATTERN } from '../ids';
import { PERSONAS } from '../personas';
import { call, setupMockServer } from '../testing';

setupMockServer();

const UNAUTHORIZED = { statusCode: 401, code: 'unauthorized', message: 'You must be logged in to do that' };

describe('POST /api/client/authenticate', () => {
  it('exchanges a persona code for the persona’s 160-hex token (it survives a demo reload) that works on @me', async () => {
    const auth = await call<{ sessionToken: string }>('/api/client/authenticate', {
      method: 'POST',
      body: { code: 'demo-chef' },
    });
    expect(auth.status).toBe(200);
    expect(auth.body.sessionToken).toMatch(SESSION_TOKEN_PATTERN);
    expect(auth.body.sessionToken).toBe(PERSONAS.chef.token);

    const me = await call('/api/v3/users/@me', { as: auth.body.sessionToken });
    expect(me.status).toBe(200);
    expect(currentUserResponse.parse(me.body).user.id).toBe(PERSONAS.chef.userId);
  });

  it('keeps the new session for 31 days', async () => {
    const { body } = await call<{ sessionToken: string }>('/api/client/authenticate', {
      method: 'POST',
      body: { code: 'demo-admin' },
    });
    const session = db.sessions.get(body.sessionToken);
    expect(session?.userID).toBe(PERSONAS.admin.userId);
    expect((session?.expiry ?? 0) - Date.now()).toBeGreaterThan(31 * 24 * 3600_000 - 60_000);
  });

  it.each([{ code: 'demo-nobody' }, { code: 'abc123' }, { code: 42 }, {}])(
    'rejects %j with 400 invalid_code',
    async (body) => {
      const response = await call('/api/client/authenticate', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'invalid_code',
        message: 'Invalid authorization code',
      });
    },
  );
});

describe('DELETE /api/client/sessions', () => {
  it('deletes the session; the token no longer works', async () => {
    const token = PERSONAS.courier.token;
    const logout = await call('/api/client/sessions', {
      method: 'DELETE',
      as: token,
      body: { sessionToken: token },
    });
    expect(logout).toMatchObject({ status: 200, body: { success: true } });

    const me = await call('/api/v3/users/@me', { as: token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual(UNAUTHORIZED);
  });

  it('always succeeds, even for an unknown token', async () => {
    const response = await call('/api/client/sessions', {
      method: 'DELETE',
      body: { sessionToken: 'f'.repeat(160) },
    });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe('authentication', () => {
  it('answers 401 without a token, with an unknown token and with an expired session', async () => {
    expect((await call('/api/v3/users/@me')).body).toEqual(UNAUTHORIZED);
    expect((await call('/api/v3/users/@me', { as: 'a'.repeat(160) })).status).toBe(401);

    db.sessions.update(PERSONAS.chef.token, { expiry: Date.now() - 1 });
    const expired = await call('/api/v3/users/@me', { as: 'chef' });
    expect(expired.status).toBe(401);
    expect(db.sessions.has(PERSONAS.chef.token)).toBe(false);
  });
});
