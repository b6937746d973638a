/**
 * Recruitment forms and applications (docs/product/recruitment-and-appeals.md#recruitment-the-server): the shapes the
 * client reads, liberal where the server is known to differ (ranks as rank objects on form reads, as ids inside
 * an application's `form`), and the constants both the client and the fake backend use.
 */
import * as z from 'zod/mini';
import { DAY, HOUR } from '../time';
import { identified, lenientArray, millis, optionalString } from './common';
import { rankSchema } from './rank';
import { userSummarySchema } from './user';

/** `options.applicationSubmissionFrequency`: one application to the form per window. */
export const SUBMISSION_FREQUENCY_MS = {
  'bi-daily': 12 * HOUR,
  daily: DAY,
  weekly: 7 * DAY,
  monthly: 30 * DAY,
  quarterly: 90 * DAY,
  yearly: 365 * DAY,
} as const;
export type SubmissionFrequency = keyof typeof SUBMISSION_FREQUENCY_MS;
export const SUBMISSION_FREQUENCIES = Object.keys(SUBMISSION_FREQUENCY_MS) as SubmissionFrequency[];

/**
 * The statuses (docs/product/recruitment-and-appeals.md#recruitment-for-staff-built): 0 PENDING, 1 HOLD, 2 ACCEPTED,
 * 3 DENIED.
 */
export const ApplicationStatus = { PENDING: 0, HOLD: 1, ACCEPTED: 2, DENIED: 3 } as const;

/** The message of the server's `form_data_error` entries. */
export const FIELD_REQUIRED_MESSAGE = 'Field is required';

const text = z.catch(z.string(), '');

export const recruitmentQuestionSchema = z.looseObject({
  label: text,
  name: z.catch(z.optional(z.string()), undefined),
  key: z.string(),
  type: z.catch(z.enum(['input', 'textarea']), 'input'),
  placeholderText: text,
  required: z.catch(z.boolean(), false),
  message: text,
});
export type RecruitmentQuestion = z.infer<typeof recruitmentQuestionSchema>;

const recruitmentMessageSchema = z.looseObject({
  channelMessage: z.catch(z.optional(z.string()), undefined),
  userMessage: z.catch(z.optional(z.string()), undefined),
});

/** A rank as a form carries it: a whole rank object on form reads, a bare id inside an application. */
const formRankSchema = z.union([
  rankSchema,
  z.pipe(
    z.string(),
    z.transform((id) => ({ id, _id: id, name: 'Unknown rank' as string, colour: '#2888f5' as string })),
  ),
]);

export const recruitmentFormSchema = identified({
  name: z.catch(z.string(), 'Untitled form'),
  descriptions: z.catch(
    z.looseObject({
      short: z.catch(z.optional(z.string()), undefined),
      detailed: z.catch(z.optional(z.string()), undefined),
    }),
    {},
  ),
  requirements: text,
  ranks: lenientArray(formRankSchema),
  manageableRanks: lenientArray(formRankSchema),
  questions: lenientArray(recruitmentQuestionSchema),
  options: z.catch(
    z.looseObject({
      minimumAge: z.catch(z.nullish(z.number()), null),
      discordAccountAge: z.catch(z.nullish(z.number()), null),
      requiresDiscordServer: z.catch(z.optional(z.boolean()), false),
      allowMultipleApplications: z.catch(z.optional(z.boolean()), false),
      applicationSubmissionFrequency: z.catch(z.nullish(z.enum(SUBMISSION_FREQUENCIES)), null),
    }),
    {
      minimumAge: null,
      discordAccountAge: null,
      requiresDiscordServer: false,
      allowMultipleApplications: false,
      applicationSubmissionFrequency: null,
    },
  ),
  /**
   * The chat-log messages (docs/product/recruitment-and-appeals.md#recruitment-the-server): a channel, and per event
   * a channel and a direct message.
   */
  discordLog: z.catch(
    z.looseObject({
      channelID: z.catch(z.optional(z.string()), undefined),
      applicationReceivedMessage: z.catch(z.optional(recruitmentMessageSchema), undefined),
      applicationAcceptedMessage: z.catch(z.optional(recruitmentMessageSchema), undefined),
      applicationDeniedMessage: z.catch(z.optional(recruitmentMessageSchema), undefined),
    }),
    {},
  ),
  opensAt: millis,
  closesAt: millis,
  createdAt: millis,
});
export type RecruitmentForm = z.infer<typeof recruitmentFormSchema>;

/**
 * An application as its reads return it (docs/product/recruitment-and-appeals.md#recruitment-the-server: `id, _id,
 * user, userID, form, responses, reason, status, sentAt`). There is no `formID` in that read: its form is the joined
 * `form` ({@link formIdOf}), or the list it was read from.
 */
export const recruitmentApplicationSchema = identified({
  userID: z.catch(z.string(), ''),
  responses: lenientArray(z.looseObject({ key: z.string(), value: z.catch(z.string(), '') })),
  /** A number (or a name); anything else shows as Unknown. */
  status: z.unknown(),
  reason: optionalString,
  staffNotes: optionalString,
  sentAt: millis,
  user: z.catch(z.nullish(userSummarySchema), null),
  form: z.catch(z.nullish(recruitmentFormSchema), null),
});
export type RecruitmentApplication = z.infer<typeof recruitmentApplicationSchema>;

/** The id of an application's form: its joined `form` (the read has no `formID`), or null when that is missing. */
export const formIdOf = (application: { form?: { id: string } | null }): string | null =>
  application.form?.id ?? null;
