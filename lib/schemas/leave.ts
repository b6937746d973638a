/** On-leave requests (docs/product/recruitment-and-appeals.md#leave-requests-the-server). */
import * as z from 'zod/mini';
import { identified, lenientArray, millis } from './common';
import { userSummarySchema } from './user';

/** 0 PENDING, 1 APPROVED, 2 DENIED. */
export const LeaveStatus = { PENDING: 0, APPROVED: 1, DENIED: 2 } as const;

/** The list's cap (docs/product/recruitment-and-appeals.md#leave-requests-the-server). */
export const LEAVE_LIST_LIMIT = 100;

export const leaveRequestSchema = identified({
  userID: z.catch(z.string(), ''),
  startDate: millis,
  /** ms; null, 0 or missing: no end date (the server stores null input as 0). */
  expiry: millis,
  reason: z.catch(z.string(), ''),
  status: z.unknown(),
  sentAt: millis,
  user: z.catch(z.nullish(userSummarySchema), null),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveRequestsResponse = z.object({ requests: lenientArray(leaveRequestSchema) });
