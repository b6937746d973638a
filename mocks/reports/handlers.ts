/**
 * Order reports of the Feedback beta (docs/api/endpoints.md#order-reports, docs/api/entities.md#order-reports store 1). A customer reports one
 * of their delivered orders; staff with the FEEDBACK_BETA perk and VIEW_BACKLOG review the reports and mark
 * them completed, which deletes them.
 *
 * Not shown, designed here (docs/api/endpoints.md#order-reports, docs/product/reports.md#eligibility: the API alone decides):
 * - who may report: holders of the FEEDBACK_BETA perk (the perk of the report page, docs/product/reports.md#access);
 * - eligibility: a Delivered (type 1) history entry exists for the order, the caller ordered it, and the caller
 *   has not reported it yet. The 30-minute feedback window of the core's helper is NOT applied: it is about
 *   leaving feedback, not reports. Unknown orders are 404 `backlog_not_found`; otherwise the answer is
 *   `{ eligible, reason?, order? }` with a readable reason, and the history entry when it is the caller's;
 * - submitting re-checks eligibility (400 `order_not_eligible` with the reason) and needs a reason;
 * - the list filter: `orderID` and `reportedBy` match exactly, anything else is ignored; newest first.
 *
 * The rules are in `rules.ts`.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, ok, readBody, success } from '../http/respond';
import { requirePerks, requirePermissions } from '../session/rules';
import type { UserDoc } from '../types';
import { toUserOrderReport } from '../views';
import { completeReport, eligibility, findReport, listReports, readOrderId, submitReport } from './rules';

const REPORT = `${CLIENT_API}/report`;

function reporter(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePerks(user, 'FEEDBACK_BETA');
  return user;
}

function reportManager(request: Request): UserDoc {
  const { user } = requireSession(request);
  requirePerks(user, 'FEEDBACK_BETA');
  requirePermissions(user, 'VIEW_BACKLOG');
  return user;
}

export const reportHandlers = [
  /** `{orderID}` → `{ eligible, reason?, order? }`. */
  http.post(`${REPORT}/order/eligible`, async ({ request }) => {
    const user = reporter(request);
    return ok(eligibility(readOrderId(await readBody(request)), user));
  }),

  /** `{orderID, reportReason, notes}` → `{ report }` (with `orderInfo` and `reportedBy`, like the list). */
  http.post(`${REPORT}/order`, async ({ request }) => {
    const user = reporter(request);
    return ok({ report: toUserOrderReport(submitReport(user, await readBody(request))) });
  }),

  /** `{filter}` → `{ reports }`, newest first, each with `orderInfo` and `reportedBy`. */
  http.post(`${REPORT}/orders`, async ({ request }) => {
    reportManager(request);
    const { filter } = await readBody(request);
    return ok({ reports: listReports(filter).map(toUserOrderReport) });
  }),

  /** → `{ report }`. */
  http.get<{ id: string }>(`${REPORT}/orders/:id`, ({ request, params }) => {
    reportManager(request);
    return ok({ report: toUserOrderReport(findReport(params.id)) });
  }),

  /** Completes (deletes) the report → `{ success: true }`. */
  http.post<{ id: string }>(`${REPORT}/orders/:id/completed`, ({ request, params }) => {
    reportManager(request);
    completeReport(params.id);
    return success();
  }),
];
