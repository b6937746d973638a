/** On-leave endpoints (docs/api/endpoints.md#on-leave-requests). */
import { defineEndpoint } from '@lib/endpoint';
import { anyBody } from '@lib/schemas/common';
import { leaveRequestSchema, leaveRequestsResponse } from '@lib/schemas/leave';
import * as z from 'zod/mini';

export interface LeaveBody {
  startDate: number;
  expiry: number | null;
  reason: string;
}

/** `{ requests }`, newest first, at most 100. `userID` narrows to one person (the server's filter is not shown). */
export const leaveRequestsEndpoint = defineEndpoint({
  name: 'leave.list',
  method: 'GET',
  path: (_: { userID?: string }) => '/api/client/onleave/requests',
  query: ({ userID }) => ({ userID }),
  response: leaveRequestsResponse,
});

/** My own request → nothing. */
export const requestLeaveEndpoint = defineEndpoint({
  name: 'leave.request',
  method: 'POST',
  path: (_: LeaveBody) => '/api/client/onleave/requests',
  body: (input) => input,
  response: anyBody,
});

/** A request for someone else, with its status (the admin create page) → nothing. */
export const fileLeaveEndpoint = defineEndpoint({
  name: 'leave.file',
  method: 'POST',
  path: ({ userID }: LeaveBody & { userID: string; status: number }) =>
    `/api/client/onleave/requests/${encodeURIComponent(userID)}`,
  body: ({ startDate, expiry, reason, status }) => ({ startDate, expiry, reason, status }),
  response: anyBody,
});

/** `{ status, declineReason }` → `{ request }`: the request re-read (optional: without it the lists keep theirs). */
export const updateLeaveStatusEndpoint = defineEndpoint({
  name: 'leave.updateStatus',
  method: 'POST',
  path: ({ id }: { id: string; status: number; declineReason?: string }) =>
    `/api/client/onleave/requests/${encodeURIComponent(id)}/update-status`,
  body: ({ status, declineReason }) => ({
    status,
    ...(declineReason !== undefined ? { declineReason } : {}),
  }),
  response: z.looseObject({ request: z.catch(z.optional(leaveRequestSchema), undefined) }),
});

export const deleteLeaveEndpoint = defineEndpoint({
  name: 'leave.delete',
  method: 'DELETE',
  path: ({ id }: { id: string }) => `/api/client/onleave/requests/${encodeURIComponent(id)}`,
  response: anyBody,
});
