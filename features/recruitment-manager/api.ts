/**
 * The staff's recruitment calls (docs/api/endpoints.md#recruitment): the forms, a form's applications, one
 * application and its decision.
 */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody, lenientArray } from '@lib/schemas/common';
import { recruitmentApplicationSchema, recruitmentFormSchema } from '@lib/schemas/recruitment';
import * as z from 'zod/mini';

/** `{ forms }`: declared with the reviewers-by-rank rule in lib/, which the staff shell needs. */
export { reviewFormsEndpoint } from '@lib/recruitment-reviewers';

/**
 * `{ form, responses }`: the raw form (rank ids) and its applications, oldest first. `status` narrows them
 * (`'0,1'`: the fake backend's filter). The core answers `responses: [{}]` for none: the empty object has no id
 * and is dropped.
 */
export const formApplicationsEndpoint = defineEndpoint({
  name: 'recruitmentManager.formApplications',
  method: 'GET',
  path: ({ formId }: { formId: string; status?: string }) =>
    `/api/client/recruitment/forms/${encodeURIComponent(formId)}/applications`,
  query: ({ status }) => ({ status }),
  response: z.object({
    form: z.catch(z.nullish(recruitmentFormSchema), null),
    responses: lenientArray(recruitmentApplicationSchema),
  }),
});

/** `{ application }` with the staff notes. */
export const reviewApplicationEndpoint = defineEndpoint({
  name: 'recruitmentManager.application',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/recruitment/applications/${encodeURIComponent(id)}`,
  response: z.object({ application: z.catch(z.nullable(recruitmentApplicationSchema), null) }),
});

/** `{ reason, status, staffNotes }` → nothing. */
export const updateApplicationStatusEndpoint = defineEndpoint({
  name: 'recruitmentManager.updateStatus',
  method: 'PATCH',
  path: ({ id }: { id: string; status: number; reason: string; staffNotes: string }) =>
    `/api/client/recruitment/applications/${encodeURIComponent(id)}/update-status`,
  body: ({ status, reason, staffNotes }) => ({ status, reason, staffNotes }),
  response: anyBody,
});

/** `{ form }`, ranks as rank objects (the builder's read). */
export const recruitmentFormEndpoint = defineEndpoint({
  name: 'recruitmentManager.form',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/recruitment/forms/${encodeURIComponent(id)}`,
  response: z.object({ form: z.catch(z.nullish(recruitmentFormSchema), null) }),
});

/** A whole form (rank ids) → `{ id }` (the core resolves the new id; the fake backend wraps it). */
export const createFormEndpoint = defineEndpoint({
  name: 'recruitmentManager.createForm',
  method: 'POST',
  path: (_: Record<string, unknown>) => '/api/client/recruitment/forms',
  body: (form) => form,
  response: z.catch(z.object({ id: z.catch(z.nullish(z.string()), null) }), { id: null }),
});

/** The form's fields (a raw update) → nothing. */
export const updateFormEndpoint = defineEndpoint({
  name: 'recruitmentManager.updateForm',
  method: 'PATCH',
  path: ({ id }: { id: string; form: Record<string, unknown> }) =>
    `/api/client/recruitment/forms/${encodeURIComponent(id)}`,
  body: ({ form }) => form,
  response: anyBody,
});

/** Deletes the form and every application to it. */
export const deleteFormEndpoint = defineEndpoint({
  name: 'recruitmentManager.deleteForm',
  method: 'DELETE',
  path: ({ id }: { id: string }) => `/api/client/recruitment/forms/${encodeURIComponent(id)}`,
  response: anyBody,
});
