/** The staff's recruitment reads and the decision. */
import { cached, useAction } from '@lib/action';
import { useEndpoint } from '@lib/endpoint';
import type { RecruitmentApplication } from '@lib/schemas/recruitment';
import { statusTagFor } from '@ui/StatusTag';
import {
  formApplicationsEndpoint,
  reviewApplicationEndpoint,
  reviewFormsEndpoint,
  updateApplicationStatusEndpoint,
} from './api';
import { applicantOf, type DecisionValues, staysInList } from './model';

export function useReviewForms() {
  return useEndpoint(reviewFormsEndpoint, undefined);
}

export function useFormApplications(formId: string, status: string) {
  return useEndpoint(formApplicationsEndpoint, { formId, status });
}

export function useReviewApplication(id: string) {
  return useEndpoint(reviewApplicationEndpoint, { id });
}

/**
 * Saves a decision (`run(application, values)`). The application shows its new status; it leaves every cached
 * list of its form unless the new status is HOLD (spec §4), then `onDone(staysInList)`.
 */
export function useDecideApplication(onDone: (stays: boolean) => void) {
  return useAction(
    (application: RecruitmentApplication, values: DecisionValues) =>
      updateApplicationStatusEndpoint.call({
        id: application.id,
        status: Number(values.status),
        reason: values.reason.trim(),
        staffNotes: values.staffNotes,
      }),
    {
      cache: (_, application, values) => {
        const status = Number(values.status);
        const changed = { status, reason: values.reason.trim() || null, staffNotes: values.staffNotes };
        return [
          cached.update(reviewApplicationEndpoint, { id: application.id }, (data) => ({
            application: data.application ? { ...data.application, ...changed } : null,
          })),
          cached.updateEvery(
            formApplicationsEndpoint,
            (data) => ({
              ...data,
              responses: staysInList(status)
                ? data.responses.map((a) => (a.id === application.id ? { ...a, ...changed } : a))
                : data.responses.filter((a) => a.id !== application.id),
            }),
            (input) => input.formId === application.formID,
          ),
        ];
      },
      onSuccess: (_, _application, values) => onDone(staysInList(Number(values.status))),
      success: (_, application, values) =>
        `${applicantOf(application)}’s application: ${statusTagFor(Number(values.status)).label}`,
    },
  );
}
