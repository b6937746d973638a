/**
 * Pure helpers of the order-report pages: order-id and report-form validation, the common reasons, text
 * excerpts, relative times, the pages' paths and the in-place cache update after "mark completed".
 */
import { type AccessPath, pathTo } from '@lib/access';
import type { OrderReport } from '@lib/schemas/backlog';
import { ORDER_ID_PATTERN } from './search';

export {
  ORDER_ID_PATTERN,
  type ReportOrderSearch,
  reportOrderSearchSchema,
} from './search';

/** `null` when `value` (trimmed) is an order id, else the message to show under the field. */
export function orderIdError(value: string): string | null {
  const id = value.trim();
  if (id === '') return 'Enter the order ID';
  if (!ORDER_ID_PATTERN.test(id)) return 'An order ID is 6 letters or digits, e.g. Ab12Cd';
  return null;
}

/** The report pages' state for a user the server refuses (403): final, so no retry is offered. */
export const REPORTS_CLOSED_TITLE = 'Order reports are not open to you';

/**
 * What the report pages say at once to a user the route lets in (VIEW_BACKLOG, or the FEEDBACK_BETA perk)
 * who lacks the other half the server wants: the access map calls them guard-only.
 */
export const REPORTS_NEED_BOTH =
  'The Report Manager needs the View Backlog permission and the Feedback beta perk.';

export const OTHER_REASON = 'Other';

/** The reasons offered in the report form; "Other" asks for the reason in the user's words. */
export const REPORT_REASONS = [
  'The images do not match my order',
  'Inappropriate images or chef note',
  'The order was incomplete or wrong',
  'The delivery message was inappropriate',
  'The order took far too long',
  OTHER_REASON,
] as const;

export const MAX_NOTES_LENGTH = 1000;
export const MAX_OTHER_REASON_LENGTH = 200;

export interface ReportFormValues {
  /** One of {@link REPORT_REASONS}, or '' before a choice. */
  reason: string;
  /** The reason in the user's words when `reason` is "Other". */
  otherReason: string;
  notes: string;
}

/** Field errors of the report form (Mantine form's `validate` shape); `null` means valid. */
export const reportFormRules = {
  reason: (value: string) =>
    (REPORT_REASONS as readonly string[]).includes(value) ? null : 'Choose a reason',
  otherReason: (value: string, values: ReportFormValues) => {
    if (values.reason !== OTHER_REASON) return null;
    const text = value.trim();
    if (text === '') return 'Tell us the reason in a few words';
    if (text.length > MAX_OTHER_REASON_LENGTH)
      return `Keep the reason under ${MAX_OTHER_REASON_LENGTH} characters`;
    return null;
  },
  notes: (value: string) =>
    value.trim().length > MAX_NOTES_LENGTH ? `Notes are limited to ${MAX_NOTES_LENGTH} characters` : null,
};

/** The body's `reportReason` and `notes`: the chosen reason (or the user's words for "Other"), trimmed. */
export function reportPayload(values: ReportFormValues): { reportReason: string; notes: string } {
  return {
    reportReason: values.reason === OTHER_REASON ? values.otherReason.trim() : values.reason,
    notes: values.notes.trim(),
  };
}

/** The first `max` characters of `text` on one line, cut at a word when possible, with an ellipsis. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The list response without the report `id` (after "mark completed"); other reports keep their order. */
export function withoutReport<T extends { reports: OrderReport[] }>(
  data: T | undefined,
  id: string,
): T | undefined {
  if (!data) return data;
  return { ...data, reports: data.reports.filter((report) => report.id !== id) };
}

/** Where the pages live (the route files own the paths; pages only build links to them). */
export const paths = {
  list: '/staff/admin/report-manager/orders' satisfies AccessPath,
  report: (id: string) => pathTo('/staff/admin/report-manager/orders/$id', { id }),
  orderHistory: (userId: string) => pathTo('/staff/admin/order-history/$id', { id: userId }),
} as const;
