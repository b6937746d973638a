/** Leave reads and actions; the cached lists change in place. */
import { cached, useAction } from '@lib/action';
import { useEndpoint } from '@lib/endpoint';
import type { LeaveRequest } from '@lib/schemas/leave';
import { useCurrentUser } from '@lib/session';
import {
  deleteLeaveEndpoint,
  fileLeaveEndpoint,
  leaveRequestsEndpoint,
  requestLeaveEndpoint,
  updateLeaveStatusEndpoint,
} from './api';
import {
  type AdminLeaveFormValues,
  type LeaveFormValues,
  leaveBody,
  leaveStatusInfo,
  personOf,
} from './model';

/** My own requests (the server narrows to them for anyone without MANAGE_ON_LEAVE_REQUESTS). */
export function useMyLeave() {
  const userID = useCurrentUser()?.id;
  return useEndpoint(leaveRequestsEndpoint, userID ? { userID } : null);
}

/** Everyone's requests (MANAGE_ON_LEAVE_REQUESTS). */
export function useAllLeave() {
  return useEndpoint(leaveRequestsEndpoint, {});
}

/** Files my request (`run(values)`), then my list loads again (the answer carries nothing), then `onDone`. */
export function useRequestLeave(onDone: () => void) {
  const userID = useCurrentUser()?.id;
  return useAction((values: LeaveFormValues) => requestLeaveEndpoint.call(leaveBody(values)), {
    cache: () => (userID ? cached.refetch(leaveRequestsEndpoint, { userID }) : null),
    onSuccess: onDone,
    success: 'Your leave request was sent',
  });
}

/** Files a request for someone else, then every cached list is forgotten (they load again), then `onDone`. */
export function useFileLeave(onDone: () => void) {
  return useAction(
    (values: AdminLeaveFormValues) =>
      fileLeaveEndpoint.call({
        ...leaveBody(values),
        userID: values.userID.trim(),
        status: Number(values.status),
      }),
    {
      cache: () => cached.dropEvery(leaveRequestsEndpoint),
      onSuccess: onDone,
      success: (_, values) => `Leave filed for ${values.userID.trim()}`,
    },
  );
}

const updateEvery = (update: (requests: LeaveRequest[]) => LeaveRequest[]) =>
  cached.updateEvery(leaveRequestsEndpoint, (data) => ({ ...data, requests: update(data.requests) }));

/**
 * Approves (1) or denies (2) a request (`run(request, status, declineReason?)`); the lists show the server's re-read
 * request from the answer (`request`, docs/product/recruitment-and-appeals.md#leave-requests-the-server), over the
 * cached one (a field it leaves out, such as the joined user, is kept), or the cached one with the new status when
 * the answer carries none. A failure goes to a toast (the Approve button) or stays inline (the Deny dialog).
 */
export function useDecideLeave(failure: 'toast' | 'inline', onDone?: () => void) {
  return useAction(
    (request: LeaveRequest, status: 1 | 2, declineReason: string | undefined) =>
      updateLeaveStatusEndpoint.call({ id: request.id, status, declineReason }),
    {
      key: (request) => request.id,
      failure,
      failureTitle: 'The request was not updated',
      cache: (answer, request, status) => {
        const updated = answer.request?.id === request.id ? serverFields(answer.request) : { status };
        return updateEvery((requests) =>
          requests.map((r) => (r.id === request.id ? { ...r, ...updated } : r)),
        );
      },
      onSuccess: onDone,
      success: (_, request, status) => `${leaveStatusInfo(status).label}: ${personOf(request)}’s leave`,
    },
  );
}

/** The fields of the server's request; a joined user it left out does not wipe the cached one. */
const serverFields = ({ user, ...fields }: LeaveRequest): Partial<LeaveRequest> =>
  user ? { ...fields, user } : fields;

/** Deletes a request (`run(request)`): it leaves every list, then `onDone`. */
export function useDeleteLeave(onDone: () => void) {
  return useAction((request: LeaveRequest) => deleteLeaveEndpoint.call({ id: request.id }), {
    cache: (_, request) => updateEvery((requests) => requests.filter((r) => r.id !== request.id)),
    onSuccess: onDone,
    success: (_, request) => `Deleted ${personOf(request)}’s leave request`,
  });
}
