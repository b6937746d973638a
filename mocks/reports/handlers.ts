/**
 * Order reports of the Feedback beta (spec §7 "Reports", contract §1.14 store 1, §3.9). A customer reports one
 * of their delivered orders; staff with the FEEDBACK_BETA perk and VIEW_BACKLOG review the reports and mark
 * them completed, which deletes them.
 *
 * Not shown, designed here (contract §3.9, §7.15: the API alone decides):
 * - who may report: holders of the FEEDBACK_BETA perk (the perk of the report page, spec §2);
 * - eligibility: a Delivered (type 1) history entry exists for the order, the caller ordered it, and the caller
 *   has not reported it yet. The 30-minute feedback window of the core's helper is NOT applied: it is about
 *   leaving feedback, not reports. Unknown orders are 404 `backlog_not_found`; otherwise the answer is
 *   `{ eligible, reason?, order? }` with a readable reason, and the history entry when it is the caller's;
 * - submitting re-checks eligibility (400 `order_not_eligible` with the reason) and needs a reason;
 * - the list filter: `orderID` and `reportedBy` match exactly, anything else is ignored; newest first.
 */
import { BacklogType } from '@lib/schemas/backlog';
import { http } from 'msw';
import { now } from '../clock';
import { db } from '../db';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { uniqueId } from '../ids';
import { requirePerks, requirePermissions } from '../session/rules';
import type { BacklogDoc, UserDoc, UserOrderReportDoc } from '../types';
import { toBacklogEntry, toUserOrderReport } from '../views';

const REPORT = `${CLIENT_API}/report`;

type Eligibility =
  | { eligible: true; order: BacklogDoc }
  | { eligible: false; reason: string; order?: BacklogDoc };

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

function readOrderId(body: Record<string, unknown>): string {
  const { orderID } = body;
  if (typeof orderID !== 'string' || orderID.trim() === '')
    throw errors.invalidBody('You must provide an order ID');
  return orderID.trim();
}

/** Whether `user` may report `orderID` (see the module comment); 404 `backlog_not_found` for unknown orders. */
function eligibility(orderID: string, user: UserDoc): Eligibility {
  const entry = db.backlog.find((e) => e.orderID === orderID);
  if (!entry) throw errors.backlogNotFound();
  if (entry.orderedBy !== user._id) return { eligible: false, reason: 'You can only report your own orders' };
  const order = toBacklogEntry(entry);
  if (entry.type !== BacklogType.Delivered) {
    return { eligible: false, reason: 'Only delivered orders can be reported', order };
  }
  if (db.userOrderReports.find((r) => r.orderID === orderID && r.reportedBy === user._id)) {
    return { eligible: false, reason: 'This order has already been reported', order };
  }
  return { eligible: true, order };
}

/** The report, or 404 `report_not_found`. */
function findReport(id: string): UserOrderReportDoc {
  const report = db.userOrderReports.get(id);
  if (!report) throw errors.reportNotFound();
  return report;
}

/** Keeps the reports matching the filter's `orderID` / `reportedBy` (when given as strings). */
function matchesFilter(report: UserOrderReportDoc, filter: unknown): boolean {
  if (filter === null || typeof filter !== 'object') return true;
  const { orderID, reportedBy } = filter as Record<string, unknown>;
  return (
    (typeof orderID !== 'string' || report.orderID === orderID) &&
    (typeof reportedBy !== 'string' || report.reportedBy === reportedBy)
  );
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
    const body = await readBody(request);
    const orderID = readOrderId(body);
    const check = eligibility(orderID, user);
    if (!check.eligible) throw errors.orderNotEligible(check.reason);
    const reportReason = typeof body.reportReason === 'string' ? body.reportReason.trim() : '';
    if (reportReason === '') throw errors.invalidBody('You must provide a report reason');
    const reportedAt = now();
    const report = db.userOrderReports.upsert({
      _id: uniqueId(reportedAt),
      orderID,
      reportReason,
      notes: typeof body.notes === 'string' ? body.notes.trim() : '',
      reportedBy: user._id,
      reportedAt,
    });
    return ok({ report: toUserOrderReport(report) });
  }),

  /** `{filter}` → `{ reports }`, newest first, each with `orderInfo` and `reportedBy`. */
  http.post(`${REPORT}/orders`, async ({ request }) => {
    reportManager(request);
    const { filter } = await readBody(request);
    const reports = db.userOrderReports
      .filter((r) => matchesFilter(r, filter))
      .sort((a, b) => b.reportedAt - a.reportedAt);
    return ok({ reports: reports.map(toUserOrderReport) });
  }),

  /** → `{ report }`. */
  http.get<{ id: string }>(`${REPORT}/orders/:id`, ({ request, params }) => {
    reportManager(request);
    return ok({ report: toUserOrderReport(findReport(params.id)) });
  }),

  /** Deletes the report (it leaves the list, spec §4) → `{ success: true }`. */
  http.post<{ id: string }>(`${REPORT}/orders/:id/completed`, ({ request, params }) => {
    reportManager(request);
    db.userOrderReports.delete(findReport(params.id)._id);
    return success();
  }),
];
