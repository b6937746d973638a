/**
 * On-leave requests (docs/product/recruitment-and-appeals.md#leave-requests-the-server). HTTP only; the
 * rules are in `rules.ts`. Route guards are not shown: filing your own needs SUBMIT_ON_LEAVE_REQUEST; everything
 * about other people's requests MANAGE_ON_LEAVE_REQUESTS.
 */
import { http } from 'msw';
import { requireSession } from '../http/auth';
import { CLIENT_API, errors, ok, readBody, success } from '../http/respond';
import { holds, requirePermissions } from '../session/rules';
import { toOnLeaveRequest } from '../views';
import {
  createRequest,
  deleteRequest,
  findRequest,
  leaveFilterOf,
  listRequests,
  updateRequestStatus,
} from './rules';

const BASE = `${CLIENT_API}/onleave/requests`;

export const onLeaveHandlers = [
  /**
   * → `{ requests }`, newest first, at most 100; `?status=0,1&userID=…` (the mock's filter). Not shown: without
   * MANAGE_ON_LEAVE_REQUESTS, a holder of SUBMIT_ON_LEAVE_REQUEST reads their own requests only.
   */
  http.get(BASE, ({ request }) => {
    const { user } = requireSession(request);
    const filter = leaveFilterOf(new URL(request.url).searchParams);
    if (!holds(user, 'MANAGE_ON_LEAVE_REQUESTS')) {
      requirePermissions(user, 'SUBMIT_ON_LEAVE_REQUEST');
      filter.userID = user._id;
    }
    return ok({ requests: listRequests(filter).map(toOnLeaveRequest) });
  }),

  /** Your own request: `{ startDate, expiry, reason }` → `{ success: true }`. */
  http.post(BASE, async ({ request }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'SUBMIT_ON_LEAVE_REQUEST');
    createRequest(user._id, await readBody(request), false);
    return success();
  }),

  /** A request for `userId` (the admin create page), its `status` kept. */
  http.post<{ userId: string }>(`${BASE}/:userId`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'MANAGE_ON_LEAVE_REQUESTS');
    createRequest(params.userId, await readBody(request), true);
    return success();
  }),

  /** `{ status, declineReason? }` → `{ request }` (re-read: no reviewer, no decline reason). */
  http.post<{ id: string }>(`${BASE}/:id/update-status`, async ({ request, params }) => {
    const { user } = requireSession(request);
    requirePermissions(user, 'MANAGE_ON_LEAVE_REQUESTS');
    const updated = updateRequestStatus(findRequest(params.id), user, await readBody(request));
    return ok({ request: toOnLeaveRequest(updated) });
  }),

  /**
   * → `{ success: true }`, also for an id that does not exist. Not shown: managers, or the owner of a pending one.
   */
  http.delete<{ id: string }>(`${BASE}/:id`, ({ request, params }) => {
    const { user } = requireSession(request);
    const target = params.id;
    if (!holds(user, 'MANAGE_ON_LEAVE_REQUESTS')) {
      const own = listRequests({ statuses: [0], userID: user._id }).some((r) => r._id === target);
      if (!own) throw errors.missingPermissions();
    }
    deleteRequest(target);
    return success();
  }),
];
