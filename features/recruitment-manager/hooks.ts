/** The staff's recruitment reads and the decision. */
import { cached, useAction } from '@lib/action';
import { useEndpoint } from '@lib/endpoint';
import { formIdOf, type RecruitmentApplication, type RecruitmentForm } from '@lib/schemas/recruitment';
import { statusTagFor } from '@ui/StatusTag';
import {
  createFormEndpoint,
  deleteFormEndpoint,
  formApplicationsEndpoint,
  recruitmentFormEndpoint,
  reviewApplicationEndpoint,
  reviewFormsEndpoint,
  updateApplicationStatusEndpoint,
  updateFormEndpoint,
} from './api';
import { type FormBuilderValues, formBodyOf } from './builder';
import {
  applicantOf,
  type DecisionValues,
  listedAfter,
  listedBefore,
  STATUS_FILTERS,
  staysInList,
} from './model';

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
 * Saves a decision (`run(application, values)`) on an application of the form `formId` (the route's; the
 * application's joined `form` wins when present: the read has no `formID`,
 * docs/product/recruitment-and-appeals.md#recruitment-the-server). The application shows its new status; each cached
 * list of its form then holds it or not as the server would
 * (docs/product/recruitment-and-appeals.md#recruitment-for-staff-built: the open list keeps it only when put on
 * hold): one that held it shows the new status or drops it in place, one that did not and now should is read again
 * (its place and fields are the server's). Then `onDone(staysInList)`.
 */
export function useDecideApplication(formId: string, onDone: (stays: boolean) => void) {
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
        const form = formIdOf(application) ?? formId;
        const ofForm = (input: { formId: string }) => input.formId === form;
        return [
          cached.update(reviewApplicationEndpoint, { id: application.id }, (data) => ({
            application: data.application ? { ...data.application, ...changed } : null,
          })),
          cached.updateEvery(
            formApplicationsEndpoint,
            (data) => ({
              ...data,
              responses: data.responses.map((a) => (a.id === application.id ? { ...a, ...changed } : a)),
            }),
            (input) => ofForm(input) && listedAfter(input.status, status),
          ),
          cached.updateEvery(
            formApplicationsEndpoint,
            (data) => ({ ...data, responses: data.responses.filter((a) => a.id !== application.id) }),
            (input) => ofForm(input) && !listedAfter(input.status, status),
          ),
          ...STATUS_FILTERS.filter(
            (filter) => listedAfter(filter, status) && !listedBefore(filter, application.status),
          ).map((filter) => cached.refetch(formApplicationsEndpoint, { formId: form, status: filter })),
        ];
      },
      onSuccess: (_, _application, values) => onDone(staysInList(Number(values.status))),
      success: (_, application, values) =>
        `${applicantOf(application)}’s application: ${statusTagFor(Number(values.status)).label}`,
    },
  );
}

export function useRecruitmentForm(id: string) {
  return useEndpoint(recruitmentFormEndpoint, { id });
}

/**
 * Creates (`run(null, values)`) or saves (`run(form, values)`) a form; the forms list and the form's own read are
 * read again (the server answers ranks as objects, the builder sends ids), then `onSaved`.
 */
export function useSaveForm(onSaved: () => void) {
  return useAction(
    async (form: RecruitmentForm | null, values: FormBuilderValues) => {
      const body = formBodyOf(values);
      if (form) await updateFormEndpoint.call({ id: form.id, form: body });
      else await createFormEndpoint.call(body);
    },
    {
      cache: (_, form) => [
        cached.refetch(reviewFormsEndpoint, undefined),
        ...(form ? [cached.drop(recruitmentFormEndpoint, { id: form.id })] : []),
      ],
      onSuccess: onSaved,
      success: (_, form, values) => (form ? `Saved ${values.name.trim()}` : `Created ${values.name.trim()}`),
    },
  );
}

/** Deletes a form (and, on the server, its applications): it leaves the forms list. */
export function useDeleteForm(onDeleted: () => void) {
  return useAction((form: RecruitmentForm) => deleteFormEndpoint.call({ id: form.id }), {
    cache: (_, form) => [
      cached.update(reviewFormsEndpoint, undefined, (data) => ({
        forms: data.forms.filter((f) => f.id !== form.id),
      })),
      cached.drop(recruitmentFormEndpoint, { id: form.id }),
      cached.drop(formApplicationsEndpoint, { formId: form.id, status: '0,1' }),
    ],
    onSuccess: onDeleted,
    success: (_, form) => `Deleted ${form.name}`,
  });
}
