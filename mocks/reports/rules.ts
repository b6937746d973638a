/**
 * Order report rules of the Feedback beta (docs/api/entities.md#order-reports store 1, docs/api/endpoints.md#order-reports): eligibility, submitting, the filtered
 * list, completing. What is designed here, and why, is listed in `handlers.ts`.
 */
import { BacklogType } from '@lib/schemas/backlog';
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import { uniqueId } from '../ids';
import type { BacklogDoc, UserDoc, UserOrderReportDoc } from '../types';
import { toBacklogEntry } from '../views';

export type Eligibility =
  | { eligible: true; order: BacklogDoc }
  | { eligible: false; reason: string; order?: BacklogDoc };

export function readOrderId(body: Record<string, unknown>): string {
  const { orderID } = body;
  if (typeof orderID !== 'string' || orderID.trim() === '')
    throw errors.invalidBody('You must provide an order ID');
  return orderID.trim();
}

/** Whether `user` may report `orderID` (see the module comment of `handlers.ts`); 404 `backlog_not_found` for unknown orders. */
export function eligibility(orderID: string, user: UserDoc): Eligibility {
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
export function findReport(id: string): UserOrderReportDoc {
  const report = db.userOrderReports.get(id);
  if (!report) throw errors.reportNotFound();
  return report;
}

/** Keeps the reports matching the filter's `orderID` / `reportedBy` (when given as strings). */
export function matchesFilter(report: UserOrderReportDoc, filter: unknown): boolean {
  if (filter === null || typeof filter !== 'object') return true;
  const { orderID, reportedBy } = filter as Record<string, unknown>;
  return (
    (typeof orderID !== 'string' || report.orderID === orderID) &&
    (typeof reportedBy !== 'string' || report.reportedBy === reportedBy)
  );
}

/**
 * Submits `{orderID, reportReason, notes}`: eligibility is checked again (400 `order_not_eligible` with the
 * reason), and a reason is needed.
 */
export function submitReport(user: UserDoc, body: Record<string, unknown>): UserOrderReportDoc {
  const orderID = readOrderId(body);
  const check = eligibility(orderID, user);
  if (!check.eligible) throw errors.orderNotEligible(check.reason);
  const reportReason = typeof body.reportReason === 'string' ? body.reportReason.trim() : '';
  if (reportReason === '') throw errors.invalidBody('You must provide a report reason');
  const reportedAt = now();
  return db.userOrderReports.upsert({
    _id: uniqueId(reportedAt),
    orderID,
    reportReason,
    notes: typeof body.notes === 'string' ? body.notes.trim() : '',
    reportedBy: user._id,
    reportedAt,
  });
}

/** The reports matching `filter`, newest first. */
export function listReports(filter: unknown): UserOrderReportDoc[] {
  return db.userOrderReports
    .filter((r) => matchesFilter(r, filter))
    .sort((a, b) => b.reportedAt - a.reportedAt);
}

/** Marking a report completed deletes it (it leaves the list, docs/product/reports.md#completing). */
export function completeReport(id: string): void {
  db.userOrderReports.delete(findReport(id)._id);
}
