/**
 * The managers' list: its URL search (`?status=`, `?user=`) and the filter it applies. Kept apart from the rest
 * of the model: the route file imports the schema, so this module ships with every page.
 */
import type { LeaveRequest } from '@lib/schemas/leave';
import { optionalParam, searchTermParam } from '@lib/search-params';
import * as z from 'zod/mini';

export const LEAVE_STATUS_FILTERS = ['pending', 'approved', 'denied'] as const;
export type LeaveStatusFilter = (typeof LEAVE_STATUS_FILTERS)[number];
export const USER_FILTER_MAX_LENGTH = 64;

export const onLeaveSearchSchema = z.object({
  status: optionalParam(z.enum(LEAVE_STATUS_FILTERS)),
  user: searchTermParam(USER_FILTER_MAX_LENGTH),
});
export type OnLeaveSearch = z.infer<typeof onLeaveSearchSchema>;

const STATUS_OF_FILTER: Record<LeaveStatusFilter, number> = { pending: 0, approved: 1, denied: 2 };

/** The requests the search keeps: the status, and a user whose name or id contains the term. */
export function filterRequests(requests: readonly LeaveRequest[], search: OnLeaveSearch): LeaveRequest[] {
  const term = search.user?.trim().toLowerCase();
  return requests.filter(
    (r) =>
      (!search.status || r.status === STATUS_OF_FILTER[search.status]) &&
      (!term ||
        [r.userID, r.user?.username, r.user?.displayName].some((text) => text?.toLowerCase().includes(term))),
  );
}
