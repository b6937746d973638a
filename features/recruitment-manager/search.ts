/**
 * The applications lists' URL search. Kept apart from the model: the route files import these schemas, so this
 * module ships with every page's start-up code, and the model stays with the staff pages' code.
 */
import { optionalParam } from '@lib/search-params';
import * as z from 'zod/mini';

export const APPLICATION_VIEWS = ['open', 'pending', 'hold', 'accepted', 'denied'] as const;
export type ApplicationView = (typeof APPLICATION_VIEWS)[number];

export const formApplicationsSearchSchema = z.object({ view: optionalParam(z.enum(APPLICATION_VIEWS)) });
export type FormApplicationsSearch = z.infer<typeof formApplicationsSearchSchema>;

/**
 * `/staff/admin/recruitment/applications`' search: one form (a snowflake id) or every form the reviewer may review,
 * and one status (open by default). Junk in either falls back on its own.
 */
export const allApplicationsSearchSchema = z.object({
  form: optionalParam(z.string().check(z.regex(/^\d{1,20}$/))),
  status: optionalParam(z.enum(APPLICATION_VIEWS)),
});
export type AllApplicationsSearch = z.infer<typeof allApplicationsSearchSchema>;
