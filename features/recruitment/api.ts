/**
 * Recruitment endpoints for applicants (docs/api/endpoints.md#recruitment): the forms, one form, sending an
 * application, my applications and one application.
 */
import { defineEndpoint } from '@lib/endpoint';
import { lenientArray } from '@lib/schemas/common';
import { recruitmentApplicationSchema, recruitmentFormSchema } from '@lib/schemas/recruitment';
import * as z from 'zod/mini';
import type { Answers } from './model';

/** `{ forms }`: bad forms are dropped. */
export const recruitmentFormsEndpoint = defineEndpoint({
  name: 'recruitment.forms',
  method: 'GET',
  path: () => '/api/client/recruitment/forms',
  response: z.object({ forms: lenientArray(recruitmentFormSchema) }),
});

/** `{ form }`; `{ form: null }` (the core resolves undefined) reads as no such form. */
export const recruitmentFormEndpoint = defineEndpoint({
  name: 'recruitment.form',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/recruitment/forms/${encodeURIComponent(id)}`,
  response: z.object({ form: z.catch(z.nullable(recruitmentFormSchema), null) }),
});

/** The answers map `{ questionKey: value }` → the new application's id (`{ id }`, not shown; optional). */
export const sendApplicationEndpoint = defineEndpoint({
  name: 'recruitment.send',
  method: 'POST',
  path: ({ formId }: { formId: string; answers: Answers }) =>
    `/api/client/recruitment/forms/${encodeURIComponent(formId)}/response`,
  body: ({ answers }) => answers,
  response: z.looseObject({ id: z.catch(z.optional(z.string()), undefined) }),
});

/** `{ applications }`: the user's 10 newest. */
export const userApplicationsEndpoint = defineEndpoint({
  name: 'recruitment.userApplications',
  method: 'GET',
  path: ({ userId }: { userId: string }) =>
    `/api/client/recruitment/${encodeURIComponent(userId)}/applications`,
  response: z.object({ applications: lenientArray(recruitmentApplicationSchema) }),
});

/** `{ application }`; null (the core's "no result") reads as no such application. */
export const applicationEndpoint = defineEndpoint({
  name: 'recruitment.application',
  method: 'GET',
  path: ({ id }: { id: string }) => `/api/client/recruitment/applications/${encodeURIComponent(id)}`,
  response: z.object({ application: z.catch(z.nullable(recruitmentApplicationSchema), null) }),
});
