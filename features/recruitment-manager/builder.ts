/**
 * The form builder's model (docs/product/recruitment-and-appeals.md#the-form-builder): its values, rules, the
 * chat-log placeholders and their preview, moving questions, and the body sent. Pure; a module of its own, so it
 * stays in the builder's lazy chunk.
 */
import type { RecruitmentForm, SubmissionFrequency } from '@lib/schemas/recruitment';
import { DAY } from '@lib/time';

/** One question as the builder edits it: `uid` is the builder's own handle (drag and drop), never sent. */
export interface QuestionValues {
  uid: string;
  key: string;
  label: string;
  type: 'input' | 'textarea';
  placeholderText: string;
  required: boolean;
  message: string;
}

export interface MessageValues {
  channelMessage: string;
  userMessage: string;
}

export const MESSAGE_EVENTS = [
  { field: 'applicationReceivedMessage', label: 'Application received' },
  { field: 'applicationAcceptedMessage', label: 'Application accepted' },
  { field: 'applicationDeniedMessage', label: 'Application denied' },
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number]['field'];

export interface FormBuilderValues {
  name: string;
  short: string;
  detailed: string;
  requirements: string;
  ranks: string[];
  manageableRanks: string[];
  questions: QuestionValues[];
  /** Years; '' for none. */
  minimumAge: number | '';
  /** Days; '' for none. */
  discordAccountAge: number | '';
  requiresDiscordServer: boolean;
  allowMultipleApplications: boolean;
  /** '' for none. */
  frequency: SubmissionFrequency | '';
  /** 'YYYY-MM-DD' (UTC days) or null. */
  opensOn: string | null;
  closesOn: string | null;
  channelID: string;
  messages: Record<MessageEvent, MessageValues>;
}

export const NAME_MAX = 100;
export const QUESTIONS_MAX = 50;

export const FREQUENCY_LABELS: Record<SubmissionFrequency, string> = {
  'bi-daily': 'Every 12 hours',
  daily: 'Once a day',
  weekly: 'Once a week',
  monthly: 'Once a month (30 days)',
  quarterly: 'Once a quarter (90 days)',
  yearly: 'Once a year (365 days)',
};

/**
 * The placeholders the server fills in the chat-log messages
 * (docs/product/recruitment-and-appeals.md#recruitment-the-server), with the preview's sample.
 */
export const MESSAGE_PLACEHOLDERS: readonly { token: string; sample: string }[] = [
  { token: '{user.id}', sample: '5980000000000000042' },
  { token: '{user.username}', sample: 'hungry_harry' },
  { token: '{user.discriminator}', sample: '0' },
  { token: '{user.mention}', sample: '@hungry_harry' },
  { token: '{user.createdAt}', sample: '3 Mar 2024' },
  { token: '{staff.id}', sample: '5980000000000000007' },
  { token: '{staff.username}', sample: 'manager_mia' },
  { token: '{staff.discriminator}', sample: '0' },
  { token: '{staff.mention}', sample: '@manager_mia' },
  { token: '{staff.createdAt}', sample: '9 Jan 2023' },
  { token: '{reason}', sample: 'No reason has been provided.' },
];
const KNOWN_TOKENS = new Set(MESSAGE_PLACEHOLDERS.map((p) => p.token));

/** Placeholders in `text` the server would not fill (e.g. `{user.name}`), each once. */
export function unknownPlaceholders(text: string): string[] {
  const found = text.match(/\{[^{}\s]{1,40}\}/g) ?? [];
  return [...new Set(found.filter((token) => !KNOWN_TOKENS.has(token)))];
}

/** The message as the chat would show it, the placeholders filled with the sample values. */
export function previewMessage(text: string): string {
  let out = text;
  for (const { token, sample } of MESSAGE_PLACEHOLDERS) out = out.split(token).join(sample);
  return out;
}

let nextUid = 0;
const uid = () => `q${++nextUid}`;

export function newQuestion(existing: readonly QuestionValues[]): QuestionValues {
  let n = existing.length + 1;
  const keys = new Set(existing.map((q) => q.key));
  while (keys.has(`question_${n}`)) n += 1;
  return {
    uid: uid(),
    key: `question_${n}`,
    label: '',
    type: 'input',
    placeholderText: '',
    required: true,
    message: '',
  };
}

/** `questions` with the one at `from` moved to `to` (both clamped). */
export function moveQuestion<T>(questions: readonly T[], from: number, to: number): T[] {
  const next = [...questions];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

const dayOf = (ms: number | null | undefined) =>
  typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString().slice(0, 10) : null;

const dayStartOf = (day: string | null): number | null => {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) ? ms : null;
};

const emptyMessages = (): Record<MessageEvent, MessageValues> => ({
  applicationReceivedMessage: { channelMessage: '', userMessage: '' },
  applicationAcceptedMessage: { channelMessage: '', userMessage: '' },
  applicationDeniedMessage: { channelMessage: '', userMessage: '' },
});

export const emptyFormValues = (): FormBuilderValues => ({
  name: '',
  short: '',
  detailed: '',
  requirements: '',
  ranks: [],
  manageableRanks: [],
  questions: [newQuestion([])],
  minimumAge: '',
  discordAccountAge: '',
  requiresDiscordServer: false,
  allowMultipleApplications: false,
  frequency: '',
  opensOn: null,
  closesOn: null,
  channelID: '',
  messages: emptyMessages(),
});

/** A stored form as the builder's values. */
export function formValuesOf(form: RecruitmentForm): FormBuilderValues {
  const messages = emptyMessages();
  for (const { field } of MESSAGE_EVENTS) {
    const message = form.discordLog[field];
    messages[field] = {
      channelMessage: message?.channelMessage ?? '',
      userMessage: message?.userMessage ?? '',
    };
  }
  const options = form.options;
  return {
    name: form.name,
    short: form.descriptions.short ?? '',
    detailed: form.descriptions.detailed ?? '',
    requirements: form.requirements,
    ranks: form.ranks.map((r) => r.id),
    manageableRanks: form.manageableRanks.map((r) => r.id),
    questions: form.questions.map((q) => ({
      uid: uid(),
      key: q.key,
      label: q.label,
      type: q.type,
      placeholderText: q.placeholderText,
      required: q.required,
      message: q.message,
    })),
    minimumAge: typeof options.minimumAge === 'number' ? options.minimumAge : '',
    discordAccountAge: typeof options.discordAccountAge === 'number' ? options.discordAccountAge : '',
    requiresDiscordServer: options.requiresDiscordServer === true,
    allowMultipleApplications: options.allowMultipleApplications === true,
    frequency: options.applicationSubmissionFrequency ?? '',
    opensOn: dayOf(form.opensAt),
    closesOn: dayOf(form.closesAt),
    channelID: form.discordLog.channelID ?? '',
    messages,
  };
}

const KEY = /^[a-z0-9_-]{1,40}$/i;

/** The builder's rules (`@mantine/form` validate), messages written for the manager. */
export const formBuilderRules = {
  name: (value: string) => {
    if (!value.trim()) return 'Give the form a name';
    return value.trim().length > NAME_MAX ? `Keep the name under ${NAME_MAX} characters` : null;
  },
  questions: {
    label: (value: string) => (value.trim() ? null : 'Write the question'),
    key: (value: string, values: FormBuilderValues) => {
      if (!KEY.test(value.trim())) return 'Use 1 to 40 letters, digits, - or _';
      const same = values.questions.filter((q) => q.key.trim() === value.trim()).length;
      return same > 1 ? 'Another question has this key' : null;
    },
  },
  minimumAge: (value: number | '') =>
    value === '' || (Number.isInteger(value) && value >= 0 && value <= 120)
      ? null
      : 'Between 0 and 120 years',
  discordAccountAge: (value: number | '') =>
    value === '' || (Number.isInteger(value) && value >= 0 && value <= 3650)
      ? null
      : 'Between 0 and 3,650 days',
  closesOn: (value: string | null, values: FormBuilderValues) => {
    const opens = dayStartOf(values.opensOn);
    const closes = dayStartOf(value);
    return opens !== null && closes !== null && closes < opens
      ? 'The form must close on or after it opens'
      : null;
  },
  channelID: (value: string) =>
    value.trim() === '' || /^\d{17,20}$/.test(value.trim()) ? null : 'A channel id is 17 to 20 digits',
  messages: Object.fromEntries(
    MESSAGE_EVENTS.map(({ field }) => [
      field,
      {
        channelMessage: placeholderRule,
        userMessage: placeholderRule,
      },
    ]),
  ) as Record<MessageEvent, Record<keyof MessageValues, (value: string) => string | null>>,
};

function placeholderRule(value: string): string | null {
  const unknown = unknownPlaceholders(value);
  return unknown.length === 0 ? null : `Unknown placeholder ${unknown.join(', ')}: use one from the list`;
}

/** The body of a create (every field) or an edit (the same: the server takes a raw update of these fields). */
export function formBodyOf(values: FormBuilderValues): Record<string, unknown> {
  const closes = dayStartOf(values.closesOn);
  const discordLog: Record<string, unknown> = {};
  if (values.channelID.trim()) discordLog.channelID = values.channelID.trim();
  for (const { field } of MESSAGE_EVENTS) {
    const message = values.messages[field];
    const entry: MessageValues | Record<string, never> = {};
    if (message.channelMessage.trim())
      Object.assign(entry, { channelMessage: message.channelMessage.trim() });
    if (message.userMessage.trim()) Object.assign(entry, { userMessage: message.userMessage.trim() });
    if (Object.keys(entry).length > 0) discordLog[field] = entry;
  }
  return {
    name: values.name.trim(),
    descriptions: { short: values.short.trim(), detailed: values.detailed.trim() },
    requirements: values.requirements.trim(),
    ranks: values.ranks,
    manageableRanks: values.manageableRanks,
    questions: values.questions.map((q) => ({
      label: q.label.trim(),
      name: q.key.trim(),
      key: q.key.trim(),
      type: q.type,
      placeholderText: q.placeholderText.trim(),
      required: q.required,
      message: q.message.trim(),
    })),
    options: {
      minimumAge: values.minimumAge === '' ? null : values.minimumAge,
      discordAccountAge: values.discordAccountAge === '' ? null : values.discordAccountAge,
      requiresDiscordServer: values.requiresDiscordServer,
      allowMultipleApplications: values.allowMultipleApplications,
      applicationSubmissionFrequency: values.frequency === '' ? null : values.frequency,
    },
    opensAt: dayStartOf(values.opensOn),
    closesAt: closes === null ? null : closes + DAY - 1,
    discordLog,
  };
}
