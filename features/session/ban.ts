import type { Ban } from '@lib/schemas/user';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * The ban message of spec §8, verbatim: 'You are currently banned from this website for the following
 * reason: {reason or No reason given.}This ban will expire on {date}.' A ban without an expiry is
 * permanent: the second sentence then says so (the spec has no wording for it).
 */
export function banMessage(ban: Pick<Ban, 'reason' | 'expires'>): { reason: string; expiry: string } {
  const reason = `You are currently banned from this website for the following reason: ${ban.reason?.trim() || 'No reason given.'}`;
  const expiry =
    ban.expires === null
      ? 'This ban is permanent.'
      : `This ban will expire on ${dateFormat.format(ban.expires)} (UTC).`;
  return { reason, expiry };
}
