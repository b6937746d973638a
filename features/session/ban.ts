import { banMessageParts } from '@lib/ban';
import type { Ban } from '@lib/schemas/user';

/**
 * The ban message of spec §8 for the banned screen, as two sentences (reason, then expiry): the same text the
 * server's 403 carries, from the shared formatter in `@lib/ban`. A ban without an expiry is permanent: the
 * second sentence then says so (the spec has no wording for it).
 */
export function banMessage(ban: Pick<Ban, 'reason' | 'expires'>): { reason: string; expiry: string } {
  return banMessageParts({ reason: ban.reason, expiry: ban.expires });
}
