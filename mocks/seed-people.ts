/**
 * Seed data about people beyond their user documents: rank history, warnings and blacklists
 * (docs/product/profiles-and-users.md). Times are relative to `now`; ids follow the server's generators (internal
 * 19-digit snowflakes for rank history, `<ms>_<n>` unique ids for warnings, docs/api/entities.md#identifiers).
 */
import { USER_IDS } from './cast';
import { PERSONAS } from './personas';
import type { BlacklistDoc, RankHistoryDoc, WarningDoc } from './types';

const DAY = 24 * 60 * 60 * 1000;

/** Rank ids as in `seed.ts` (repeated, so this module does not import the seed that imports it). */
const RANK = {
  manager: '5602516402176001027',
  chef: '5603241177907201029',
  deliveryDriver: '5603241177907201030',
  trainee: '5679342629683201031',
} as const;

export function seedRankHistory(now: number): RankHistoryDoc[] {
  let n = 0;
  const entry = (userID: string, oldRank: string | null, newRank: string | null, daysAgo: number) => {
    n += 1;
    return {
      _id: `66186519773184${String(10000 + n)}`,
      userID,
      oldRank,
      newRank,
      timestamp: now - daysAgo * DAY,
    };
  };
  return [
    // The chef: hired as a trainee, promoted to Chef.
    entry(PERSONAS.chef.userId, null, RANK.trainee, 140),
    entry(PERSONAS.chef.userId, RANK.trainee, RANK.chef, 112),
    // The courier: trainee, then delivery driver.
    entry(PERSONAS.courier.userId, null, RANK.trainee, 95),
    entry(PERSONAS.courier.userId, RANK.trainee, RANK.deliveryDriver, 80),
    // The manager came up through the kitchen.
    entry(PERSONAS.manager.userId, null, RANK.chef, 720),
    entry(PERSONAS.manager.userId, RANK.chef, RANK.manager, 365),
    // A rank that no longer exists leaves its side of the entry out on read.
    entry(USER_IDS.kofi, '5679342629683209999', RANK.chef, 60),
  ];
}

export function seedWarnings(now: number): WarningDoc[] {
  const warning = (
    userID: string,
    text: string,
    daysAgo: number,
    validDays: number,
    issuedBy: string | null,
    n: number,
  ): WarningDoc => {
    const issuedAt = now - daysAgo * DAY;
    return {
      _id: `${issuedAt}_${n}`,
      userID,
      warning: text,
      issuedAt,
      expiresAt: issuedAt + validDays * DAY,
      issuedBy,
    };
  };
  return [
    warning(
      PERSONAS.banned.userId,
      'Troll order: "a bucket of nails, extra crispy".',
      20,
      90,
      PERSONAS.manager.userId,
      101,
    ),
    warning(PERSONAS.banned.userId, 'Insulting the chef in the order channel.', 9, 90, USER_IDS.greta, 2202),
    // An old, expired warning on the chef persona.
    warning(
      PERSONAS.chef.userId,
      'Claimed an order and left it for 20 minutes.',
      100,
      30,
      USER_IDS.basil,
      3303,
    ),
  ];
}

export function seedBlacklists(now: number): BlacklistDoc[] {
  return [
    {
      _id: PERSONAS.banned.userId,
      reason: 'Troll orders across several servers.',
      blacklistedBy: PERSONAS.manager.userId,
      blacklistedAt: now - 2 * DAY,
      auto: false,
      type: 'user',
    },
    {
      _id: USER_IDS.dumpling,
      reason: 'Automatic: order spam detected.',
      blacklistedBy: null,
      blacklistedAt: now - 40 * DAY,
      auto: true,
      type: 'user',
    },
  ];
}
