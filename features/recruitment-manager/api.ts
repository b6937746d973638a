/**
 * The staff's recruitment calls (docs/api/endpoints.md#recruitment): the forms, a form's applications, one
 * application and its decision.
 */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody, lenientArray } from '@lib/schemas/common';
import { recruitmentApplicationSchema, recruitmentFormSchema } from '@lib/schemas/recruitment';
import * as z from 'zod/mini';

/** `{ forms }`, ranks as rank objects. */
export const reviewFormsEndpoint = defineEndpoint({
  name: 'recruitmentManager.forms',
  method: 'GET',
  path: () => '/api/client/recruitment/forms',
  response: z.object({ forms: lenientArray(recruitmentFormSchema) }),
});

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
