import { Badge, type MantineColor, type MantineSize } from '@mantine/core';

/** The tone of a status: what its tag's colour says. */
export type StatusTone = 'info' | 'warning' | 'success' | 'danger' | 'unknown';

export interface StatusTagInfo {
  /** Text shown on the tag. */
  label: 'Pending' | 'On Hold' | 'Accepted' | 'Denied' | 'Unknown';
  tone: StatusTone;
}

const TAGS: Record<string, StatusTagInfo> = {
  PENDING: { label: 'Pending', tone: 'info' },
  HOLD: { label: 'On Hold', tone: 'warning' },
  ACCEPTED: { label: 'Accepted', tone: 'success' },
  DENIED: { label: 'Denied', tone: 'danger' },
};
const BY_NUMBER = ['PENDING', 'HOLD', 'ACCEPTED', 'DENIED'];
const UNKNOWN: StatusTagInfo = { label: 'Unknown', tone: 'unknown' };

/** Explicit shades (the dark scheme's filled shade) so auto-contrast judges the colour actually shown. */
const TONE_COLOURS: Record<StatusTone, MantineColor> = {
  info: 'blue.6',
  warning: 'yellow.6',
  success: 'green.6',
  danger: 'red.6',
  unknown: 'gray.6',
};

/**
 * Recruitment application status (docs/product/display-rules.md#status-tags): PENDING or 0 → Pending (info),
 * HOLD or 1 → On Hold (warning), ACCEPTED or 2 → Accepted (success), DENIED or 3 → Denied (danger); anything
 * else → Unknown.
 */
export function statusTagFor(status: unknown): StatusTagInfo {
  const key = typeof status === 'number' ? BY_NUMBER[status] : status;
  return (typeof key === 'string' && Object.hasOwn(TAGS, key) && TAGS[key]) || UNKNOWN;
}

export interface StatusTagProps {
  /** The application's status as the API sends it: a name (`'HOLD'`) or its number (`1`). */
  status: unknown;
  /** Tag size. `'md'` by default. */
  size?: MantineSize;
}

/** A recruitment application's status as a coloured tag. */
export function StatusTag({ status, size = 'md' }: StatusTagProps) {
  const { label, tone } = statusTagFor(status);
  return (
    <Badge color={TONE_COLOURS[tone]} size={size} data-tone={tone}>
      {label}
    </Badge>
  );
}
