/**
 * The ban message (docs/product/session.md#ban-message), in one place for the banned screen and the fake
 * backend's 403: 'You are currently banned from this website for the following reason: {reason or No reason
 * given.}This ban will expire on {date}.' — verbatim, including the missing space between the reason and
 * "This".
 *
 * Not shown, designed here: the {date} format and the permanent-ban sentence (no wording was given for a ban
 * without an expiry). The date is written in UTC with the zone named inside {date} ("21 Dec 2026, 10:00 UTC"),
 * so the server's text and the screen agree whatever the viewer's time zone (lib/format.ts builds it by hand, so
 * it does not depend on the browser's or Node's locale data).
 */

import { formatDateTime } from './format';

export const BAN_MESSAGE_PREFIX = 'You are currently banned from this website for the following reason: ';
export const BAN_NO_REASON = 'No reason given.';
export const BAN_PERMANENT = 'This ban is permanent.';

/**
 * The {date} of the ban message: "21 Dec 2026, 10:00 UTC" (the site's date-time, lib/format.ts). `null` for a
 * time a `Date` cannot hold (not a finite number, or beyond ±8.64e15 ms) or before 1970.
 */
export const formatBanDate = (ms: number): string | null => formatDateTime(ms);

export interface BanInfo {
  /** The staff member's reason; null, empty or blank reads "No reason given.". */
  reason: string | null | undefined;
  /** When the ban ends, in ms; null means permanent. */
  expiry: number | null;
}

/**
 * The message's two sentences, for a screen that sets them on separate lines (their concatenation is the exact
 * message). A blank reason reads "No reason given."; no expiry, or one no date can show (before 1970, or years past
 * 275760), reads "This ban is permanent.".
 */
export function banMessageParts({ reason, expiry }: BanInfo): { reason: string; expiry: string } {
  const date = expiry === null ? null : formatBanDate(expiry);
  return {
    reason: `${BAN_MESSAGE_PREFIX}${reason?.trim() || BAN_NO_REASON}`,
    expiry: date === null ? BAN_PERMANENT : `This ban will expire on ${date}.`,
  };
}

/** The whole ban message as one string (the 403's `message`). */
export function banMessage(ban: BanInfo): string {
  const { reason, expiry } = banMessageParts(ban);
  return `${reason}${expiry}`;
}
