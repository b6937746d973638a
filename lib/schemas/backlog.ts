/**
 * Order history (backlog) entries and order reports (docs/api/entities.md#backlog-entry,
 * docs/api/entities.md#order-reports).
 */
import * as z from 'zod/mini';
import { identified, lenientArray, millis, optionalString } from './common';
import { userSummarySchema } from './user';

export const BacklogType = { Delete: 0, Delivered: 1, Cancel: 2, Reported: 3 } as const;
export const BACKLOG_TYPE_LABELS: Record<number, string> = {
  0: 'Deleted',
  1: 'Delivered',
  2: 'Cancelled',
  3: 'Reported',
};

export const orderFeedbackSchema = z.looseObject({
  feedbackMessage: optionalString,
  tip: z.catch(
    z.nullish(
      z.looseObject({
        chef: z.catch(z.nullish(z.number()), null),
        delivery: z.catch(z.nullish(z.number()), null),
      }),
    ),
    null,
  ),
  sentAt: millis,
});

export const backlogEntrySchema = z.looseObject({
  _id: z.optional(z.string()),
  orderID: z.string(),
  chef: optionalString,
  deliveredBy: optionalString,
  orderedBy: optionalString,
  userOrder: z.catch(z.string(), ''),
  reason: optionalString,
  reportReason: optionalString,
  images: z.catch(z.array(z.string()), []),
  chefNote: optionalString,
  type: z.catch(z.number(), 1),
  orderFeedback: z.catch(z.nullish(orderFeedbackSchema), null),
  addedAt: z.catch(z.number(), 0),
});
export type BacklogEntry = z.infer<typeof backlogEntrySchema>;

/** A user order report (Feedback beta): `orderInfo` is the backlog entry, `reportedBy` a user summary. */
export const orderReportSchema = identified({
  orderID: z.string(),
  reportReason: z.catch(z.string(), ''),
  notes: z.catch(z.string(), ''),
  reportedAt: z.catch(z.number(), 0),
  reportedBy: z.catch(z.nullish(userSummarySchema), null),
  orderInfo: z.catch(z.nullish(backlogEntrySchema), null),
});
export type OrderReport = z.infer<typeof orderReportSchema>;
export const orderReportsResponse = z.object({ reports: lenientArray(orderReportSchema) });
