// On-leave requests (docs/product/recruitment-and-appeals.md#leave-requests-the-server).
import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { now } from '../clock';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { LEAVE_IDS } from '../seed-careers';
import { call, expectApiError, setupMockServer } from '../testing';
import { isActive } from './rules';

setupMockServer();

const BASE = '/api/client/onleave/requests';
const DAY = 86_400_000;
type Request = {
  id: string;
  userID: string;
  status: number;
  expiry: number | null;
  user: { username: string };
};
const requestsOf = (body: unknown) => (body as { requests: Request[] }).requests;

describe('GET /onleave/requests', () => {
  it('a manager reads every request, newest first, with the user, without reviewer or decline reason', async () => {
    const response = await call(BASE, { as: 'manager' });
    const requests = requestsOf(response.body);
    expect(requests.length).toBe(db.onLeave.size);
    expect(requests[0]?.id).toBe(LEAVE_IDS.mikaPending);
    expect(requests[0]?.user.username).toBeTruthy();
    for (const r of requests) {
      expect(r).not.toHaveProperty('authorisedBy');
      expect(r).not.toHaveProperty('declineReason');
    }
  });

  it('filters by status and user', async () => {
    const pending = requestsOf((await call(`${BASE}?status=0`, { as: 'manager' })).body);
    expect(pending.every((r) => r.status === 0)).toBe(true);
    expect(pending.map((r) => r.id)).toContain(LEAVE_IDS.noraPending);
    const nora = requestsOf((await call(`${BASE}?userID=${USER_IDS.nora}`, { as: 'manager' })).body);
    expect(nora.map((r) => r.id)).toEqual([LEAVE_IDS.noraPending]);
  });

  it('a chef reads their own only, whatever the filter; a customer is refused', async () => {
    const mine = requestsOf((await call(`${BASE}?userID=${USER_IDS.nora}`, { as: 'chef' })).body);
    expect(mine.map((r) => r.id).sort()).toEqual([LEAVE_IDS.chefNext, LEAVE_IDS.chefPast].sort());
    expectApiError(await call(BASE, { as: 'customer' }), 403, 'missing_permissions');
  });
});

describe('POST /onleave/requests[/{userId}]', () => {
  it('files my request as pending, even when the body says approved', async () => {
    const start = now() + 30 * DAY;
    const body = { startDate: start, expiry: start + 3 * DAY, reason: 'Trip', status: 1 };
    expect((await call(BASE, { as: 'chef', method: 'POST', body })).body).toEqual({ success: true });
    const mine = requestsOf((await call(BASE, { as: 'chef' })).body);
    expect(mine[0]).toMatchObject({ status: 0, startDate: start, expiry: start + 3 * DAY, reason: 'Trip' });
  });

  it('stores a null expiry as 0, like the server', async () => {
    await call(BASE, { as: 'chef', method: 'POST', body: { startDate: now(), expiry: null, reason: 'x' } });
    expect(requestsOf((await call(BASE, { as: 'chef' })).body)[0]?.expiry).toBe(0);
  });

  it('a manager files one for someone else, with its status; 404 user_not_found for no one', async () => {
    const body = { startDate: now(), expiry: now() + DAY, reason: 'Filed for Kofi', status: 1 };
    await call(`${BASE}/${USER_IDS.kofi}`, { as: 'manager', method: 'POST', body });
    const kofi = requestsOf((await call(`${BASE}?userID=${USER_IDS.kofi}`, { as: 'manager' })).body);
    expect(kofi[0]).toMatchObject({ reason: 'Filed for Kofi', status: 1 });
    expectApiError(
      await call(`${BASE}/123456789012345678`, { as: 'manager', method: 'POST', body }),
      404,
      'user_not_found',
      'User not found',
    );
    expectApiError(
      await call(`${BASE}/${USER_IDS.kofi}`, { as: 'chef', method: 'POST', body }),
      403,
      'missing_permissions',
    );
  });

  it('needs SUBMIT_ON_LEAVE_REQUEST and a start date', async () => {
    expectApiError(
      await call(BASE, { as: 'customer', method: 'POST', body: { startDate: now() } }),
      403,
      'missing_permissions',
    );
    expectApiError(
      await call(BASE, { as: 'chef', method: 'POST', body: { startDate: 'soon' } }),
      400,
      'invalid_body',
    );
  });
});

describe('POST /onleave/requests/{id}/update-status', () => {
  const update = (id: string, body: unknown, as = 'manager') =>
    call(`${BASE}/${id}/update-status`, { as, method: 'POST', body });

  it('approves and answers the re-read request', async () => {
    const response = await update(LEAVE_IDS.noraPending, { status: 1 });
    expect((response.body as { request: Request }).request).toMatchObject({
      id: LEAVE_IDS.noraPending,
      status: 1,
    });
    expect(db.onLeave.get(LEAVE_IDS.noraPending)?.authorisedBy).toBe(PERSONAS.manager.userId);
  });

  it('denies with a decline reason that is stored and never read back', async () => {
    const response = await update(LEAVE_IDS.noraPending, { status: 2, declineReason: 'Short-staffed' });
    expect((response.body as { request: object }).request).not.toHaveProperty('declineReason');
    expect(db.onLeave.get(LEAVE_IDS.noraPending)?.declineReason).toBe('Short-staffed');
  });

  it('404 request_not_found, 400 request_already_updated, 403 without the permission', async () => {
    expectApiError(await update('0', { status: 1 }), 404, 'request_not_found', 'Request not found');
    expectApiError(
      await update(LEAVE_IDS.basilNow, { status: 1 }),
      400,
      'request_already_updated',
      'Request status has not changed',
    );
    expectApiError(await update(LEAVE_IDS.noraPending, { status: 1 }, 'chef'), 403, 'missing_permissions');
  });
});

describe('DELETE /onleave/requests/{id}', () => {
  it('a manager deletes any; an unknown id is no error', async () => {
    expect((await call(`${BASE}/${LEAVE_IDS.basilNow}`, { as: 'manager', method: 'DELETE' })).status).toBe(
      200,
    );
    expect(db.onLeave.get(LEAVE_IDS.basilNow)).toBeUndefined();
    expect((await call(`${BASE}/0`, { as: 'manager', method: 'DELETE' })).status).toBe(200);
  });

  it('a chef deletes their own pending request only', async () => {
    expectApiError(
      await call(`${BASE}/${LEAVE_IDS.chefPast}`, { as: 'chef', method: 'DELETE' }),
      403,
      'missing_permissions',
    );
    expect((await call(`${BASE}/${LEAVE_IDS.chefNext}`, { as: 'chef', method: 'DELETE' })).status).toBe(200);
  });
});

describe('isActive', () => {
  it('is approved, started, and not ended (0 and null are no end)', () => {
    const at = 1_000_000;
    expect(isActive({ status: 1, startDate: at - 1, expiry: at + 1 }, at)).toBe(true);
    expect(isActive({ status: 1, startDate: at - 1, expiry: 0 }, at)).toBe(true);
    expect(isActive({ status: 1, startDate: at - 1, expiry: null }, at)).toBe(true);
    expect(isActive({ status: 0, startDate: at - 1, expiry: null }, at)).toBe(false);
    expect(isActive({ status: 1, startDate: at + 1, expiry: null }, at)).toBe(false);
    expect(isActive({ status: 1, startDate: at - 2, expiry: at - 1 }, at)).toBe(false);
  });
});
