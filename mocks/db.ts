/**
 * The fake backend's in-memory database: one {@link Collection} per stored entity (docs/api/entities.md), rebuilt from a
 * deep clone of the seed by {@link resetDb}. Documents are stored the way the real server stores them (raw rank
 * ids, ban `expiry`, no computed permissions); handlers shape them into responses through `views.ts`. The document
 * types are in `types.ts`.
 */
import { now, resetClock } from './clock';
import { Collection } from './collection';
import { dbEvents } from './events';
import { buildSeed } from './seed';
import type { Db, SeedData } from './types';

/** Builds a database from a deep clone of `seed`, so nothing a handler mutates can reach the seed. */
export function createDb(seed: SeedData): Db {
  const data = structuredClone(seed);
  return {
    users: new Collection(data.users),
    bans: new Collection(data.bans),
    ranks: new Collection(data.ranks),
    teams: new Collection(data.teams),
    sessions: new Collection(data.sessions),
    settings: new Map(Object.entries(data.settings)),
    orders: new Collection(data.orders),
    deliveryQueue: new Collection(data.deliveryQueue),
    backlog: new Collection(data.backlog),
    userOrderReports: new Collection(data.userOrderReports),
    orderReports: new Collection(data.orderReports),
    foodLookup: new Collection(data.foodLookup),
    deliveryMessages: new Collection(data.deliveryMessages),
    subscriptionPlans: new Collection(data.subscriptionPlans),
    userSubscriptions: new Collection(data.userSubscriptions),
    rankHistory: new Collection(data.rankHistory),
    warnings: new Collection(data.warnings),
    blacklists: new Collection(data.blacklists),
    recruitmentForms: new Collection(data.recruitmentForms),
    recruitmentApplications: new Collection(data.recruitmentApplications),
    appeals: new Collection(data.appeals),
    guildBans: new Collection(data.guildBans),
    guilds: new Collection(data.guilds),
    onLeave: new Collection(data.onLeave),
    objectives: new Collection(data.objectives),
    claimedObjectives: new Collection(data.claimedObjectives),
    managementStatistics: new Collection(data.managementStatistics),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The singleton
// ---------------------------------------------------------------------------------------------------------------

/** The database. The object stays the same across resets (its collections are replaced). */
export const db: Db = createDb(buildSeed());

/**
 * Rebuilds every collection from the seed, with time-relative values computed from `at`. Also sets the mock's
 * clock back to real time first, so `at` defaults to the real now.
 */
export function resetDb(at?: number): void {
  resetClock();
  Object.assign(db, createDb(buildSeed(at ?? now())));
  dbEvents.emit('reset', undefined);
}
