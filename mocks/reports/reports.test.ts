// Order reports of the Feedback beta (docs/api/entities.md#order-reports, docs/api/endpoints.md#order-reports).
import { orderReportSchema, orderReportsResponse } from '@lib/schemas/backlog';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CAST } from '../cast';
import { db } from '../db';
import { PERSONAS, type PersonaKey } from '../personas';
import { type CallResult, call, expectApiError, setupMockServer } from '../testing';

setupMockServer();

const eligible = (orderID: unknown, as: PersonaKey = 'manager') =>
  call<{ eligible: boolean; reason?: string; order?: { orderID: string } }>(
    '/api/client/report/order/eligible',
    {
      method: 'POST',
      as,
      body: { orderID },
    },
  );
const report = (body: unknown, as: PersonaKey = 'manager') =>
  call('/api/client/report/order', { method: 'POST', as, body });
const reports = async (filter: unknown = {}, as: PersonaKey = 'manager') =>
  orderReportsResponse.parse(
    (await call('/api/client/report/orders', { method: 'POST', as, body: { filter } })).body,
  ).reports;
const reportOf = (response: CallResult) =>
  z.object({ report: orderReportSchema }).parse(response.body).report;

describe('POST /api/client/report/order/eligible', () => {
  it('is eligible for your own delivered orders of the last 30 minutes, with the history entry', async () => {
    for (const orderID of ['Mg4hTq', 'Mz7pWe']) {
      const response = await eligible(orderID);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        eligible: true,
        order: { orderID, type: 1, orderedBy: PERSONAS.manager.userId },
      });
      expect(Date.now() - (db.backlog.find((e) => e.orderID === orderID)?.addedAt ?? 0)).toBeLessThan(
        30 * 60_000,
      );
    }
  });

  it('explains why not, in a readable sentence', async () => {
    expect((await eligible('Kp3mXa')).body).toEqual({
      eligible: false,
      reason: 'You can only report your own orders',
    });
    expect((await eligible('Mr2kDs')).body).toMatchObject({
      eligible: false,
      reason: 'This order has already been reported',
      order: { orderID: 'Mr2kDs' },
    });
    expect((await eligible('Mb9cVn')).body).toMatchObject({
      eligible: false,
      reason: 'Only delivered orders can be reported',
    });
  });

  it('is 404 backlog_not_found for unknown orders, 400 without an id, 403 without FEEDBACK_BETA', async () => {
    expectApiError(await eligible('nope00'), 404, 'backlog_not_found', 'Order not found with specified ID');
    expectApiError(await eligible(undefined), 400, 'invalid_body');
    expectApiError(await eligible('Kp3mXa', 'customer'), 403, 'missing_permissions');
  });
});

describe('POST /api/client/report/order', () => {
  it('files a report → { report } with orderInfo and reportedBy; then it is no longer eligible', async () => {
    const response = await report({
      orderID: 'Mg4hTq',
      reportReason: ' Cold food ',
      notes: 'The naan was cold.',
    });
    expect(response.status).toBe(200);
    const filed = reportOf(response);
    expect(filed).toMatchObject({
      orderID: 'Mg4hTq',
      reportReason: 'Cold food',
      notes: 'The naan was cold.',
      reportedBy: { id: PERSONAS.manager.userId },
      orderInfo: { orderID: 'Mg4hTq', type: 1 },
    });
    expect(filed.id).toMatch(/^\d{13}_\d{1,5}$/);
    expect((await eligible('Mg4hTq')).body).toMatchObject({ reason: 'This order has already been reported' });
    expectApiError(
      await report({ orderID: 'Mg4hTq', reportReason: 'Again' }),
      400,
      'order_not_eligible',
      'This order has already been reported',
    );
  });

  it('re-checks eligibility and needs a reason', async () => {
    expectApiError(
      await report({ orderID: 'Kp3mXa', reportReason: 'x' }),
      400,
      'order_not_eligible',
      'You can only report your own orders',
    );
    expectApiError(await report({ orderID: 'nope00', reportReason: 'x' }), 404, 'backlog_not_found');
    expectApiError(await report({ orderID: 'Mz7pWe', reportReason: '  ' }), 400, 'invalid_body');
  });
});

describe('the report manager', () => {
  it('lists { reports } newest first with orderInfo and reportedBy', async () => {
    await report({ orderID: 'Mz7pWe', reportReason: 'Missing marshmallows', notes: '' });
    const list = await reports();
    expect(list.map((r) => r.orderID)).toEqual(['Mz7pWe', 'Mr2kDs', 'Kt8wQz', 'Rb4nMk']);
    expect(list[1]?.orderInfo).toMatchObject({ orderID: 'Mr2kDs', chef: CAST.basil });
    expect(list[1]?.reportedBy).toMatchObject({ id: PERSONAS.manager.userId, username: 'marlowquinn' });
  });

  it('filters by orderID and reportedBy', async () => {
    expect((await reports({ orderID: 'Kt8wQz' })).map((r) => r.orderID)).toEqual(['Kt8wQz']);
    expect((await reports({ reportedBy: PERSONAS.customer.userId })).map((r) => r.orderID)).toEqual([
      'Kt8wQz',
    ]);
    expect(await reports(null)).toHaveLength(3);
  });

  it('shows one report, and "completed" deletes it', async () => {
    const [first] = await reports();
    const shown = reportOf(await call(`/api/client/report/orders/${first?.id}`, { as: 'admin' }));
    expect(shown).toMatchObject({ id: first?.id, orderInfo: { orderID: first?.orderID } });
    const done = await call(`/api/client/report/orders/${first?.id}/completed`, {
      method: 'POST',
      as: 'admin',
    });
    expect(done.body).toEqual({ success: true });
    expect(await reports()).toHaveLength(2);
    expectApiError(
      await call(`/api/client/report/orders/${first?.id}`, { as: 'admin' }),
      404,
      'report_not_found',
      'Report not found',
    );
    expectApiError(
      await call(`/api/client/report/orders/${first?.id}/completed`, { method: 'POST', as: 'admin' }),
      404,
      'report_not_found',
    );
  });

  it('needs FEEDBACK_BETA and VIEW_BACKLOG', async () => {
    const list = (as: PersonaKey) =>
      call('/api/client/report/orders', { method: 'POST', as, body: { filter: {} } });
    expectApiError(await list('chef'), 403, 'missing_permissions');
    expectApiError(await list('courier'), 403, 'missing_permissions');
    expect((await list('manager')).status).toBe(200);
  });
});
