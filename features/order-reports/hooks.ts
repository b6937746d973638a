/**
 * The order reports' reads and actions: the list and one report (held while the reports are not open to the
 * user, so no request the server would refuse is sent), marking a report completed (the cached list loses it in
 * place), checking an order's eligibility and sending a report.
 */
import { cached, useAction } from '@lib/action';
import { useEndpoint } from '@lib/endpoint';
import {
  completeReportEndpoint,
  type Eligibility,
  eligibilityEndpoint,
  orderReportEndpoint,
  orderReportsEndpoint,
  submitReportEndpoint,
} from './api';
import { type ReportFormValues, reportPayload, withoutReport } from './model';

export const COMPLETED_TOAST = 'Report marked as completed';

/** The open reports; `open` false holds the request. */
export function useOrderReports(open: boolean) {
  return useEndpoint(orderReportsEndpoint, open ? undefined : null);
}

/** One report; `open` false holds the request. */
export function useOrderReport(id: string, open: boolean) {
  return useEndpoint(orderReportEndpoint, open ? { id } : null);
}

/** "Mark completed": the report leaves the cached list without a refetch, then `onDone` and the toast. */
export function useCompleteReport(id: string, orderID: string, onDone: () => void) {
  return useAction(() => completeReportEndpoint.call({ id }), {
    cache: () => cached.update(orderReportsEndpoint, undefined, (data) => withoutReport(data, id) ?? data),
    onSuccess: onDone,
    success: `${COMPLETED_TOAST}: order ${orderID}`,
  });
}

/** Checks whether an order can be reported; an unknown order's message stays in `error` under the field. */
export function useEligibilityCheck(onEligible: (eligibility: Eligibility, orderID: string) => void) {
  return useAction((orderID: string) => eligibilityEndpoint.call({ orderID }), {
    fallback: 'The order could not be checked',
    onSuccess: onEligible,
  });
}

/** Sends the report of `orderID`; a failure keeps everything typed. */
export function useSubmitReport(orderID: string, onSent: () => void) {
  return useAction(
    (values: ReportFormValues) => submitReportEndpoint.call({ orderID, ...reportPayload(values) }),
    { fallback: 'The report could not be sent', onSuccess: onSent },
  );
}
