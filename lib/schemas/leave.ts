/** On-leave requests (docs/product/recruitment-and-appeals.md#leave-requests-the-server). */
import * as z from 'zod/mini';
import { identified, lenientArray, millis } from './common';
import { userSummarySchema } from './user';

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
