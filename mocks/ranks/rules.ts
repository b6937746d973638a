/**
 * Rank rules (docs/api/entities.md#rank, docs/api/endpoints.md#site-data, docs/api/permissions.md#effective-permissions): the rank list and one rank, and what a user's ranks give them:
 * effective permissions and perks, the highest rank, staff status. Bans and the permission checks that use these
 * are in `session/rules.ts`.
 */
import { ALL_PERMISSIONS_MASK, PERKS, PERMISSIONS } from '@lib/permissions';
import { now } from '../clock';
import { db } from '../db';
import { errors } from '../http/respond';
import { internalSnowflake } from '../ids';
import type { RankDoc, UserDoc } from '../types';

/** The user's rank documents, highest position first. Ids of deleted ranks are skipped. */
export function ranksOf(user: Pick<UserDoc, 'ranks'>): RankDoc[] {
  return user.ranks
    .map((id) => db.ranks.get(id))
    .filter((rank): rank is RankDoc => rank !== undefined)
    .sort((a, b) => b.position - a.position);
}

/** Bitwise OR of every rank's permissions (0 without ranks); nothing stored on the user counts. */
export function effectivePermissions(user: Pick<UserDoc, 'ranks'>): number {
  return ranksOf(user).reduce((mask, rank) => mask | rank.permissions, 0);
}

/** The user's own perks followed by each rank's perks, like the server (duplicates are possible). */
export function effectivePerks(user: Pick<UserDoc, 'ranks' | 'perks'>): string[] {
  return [...user.perks, ...ranksOf(user).flatMap((rank) => rank.perks)];
}

/** The rank with the largest position, or null. */
export function highestRank(user: Pick<UserDoc, 'ranks'>): RankDoc | null {
  return ranksOf(user)[0] ?? null;
}

/** Staff means holding at least one rank marked `staffRank` (the remove-staff rule, docs/product/profiles-and-users.md#staff-removal). */
export function isStaff(user: Pick<UserDoc, 'ranks'>): boolean {
  return ranksOf(user).some((rank) => rank.staffRank);
}

/** Rank ids sorted the way the server stores them: highest position first, unknown ids dropped. */
export function sortRankIds(ids: readonly string[]): string[] {
  return ranksOf({ ranks: [...new Set(ids)] }).map((rank) => rank._id);
}

/** Every rank, highest position first. */
export function listRanks(): RankDoc[] {
  return db.ranks.all().sort((a, b) => b.position - a.position);
}

/** The rank whose `id` field this is; 400 `rank_not_found` like the core (not 404). */
export function findRank(id: string): RankDoc {
  const rank = db.ranks.find((r) => r.id === id);
  if (!rank) throw errors.rankNotFound();
  return rank;
}

// ---------------------------------------------------------------------------------------------------------------
// The Rank Manager: create, edit, delete, positions (docs/product/profiles-and-users.md#rank-manager)
// ---------------------------------------------------------------------------------------------------------------

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const KNOWN_PERKS = new Set<string>(Object.values(PERKS));
const BOOLEAN_FIELDS = ['staffRank', 'useTeams', 'displayOnTeam', 'logUserRankHistory'] as const;

/** SUPER_ADMIN, from the ranks (session/rules' `holds` would make an import cycle). */
const isSuperAdmin = (user: UserDoc) => (effectivePermissions(user) & PERMISSIONS.SUPER_ADMIN) !== 0;

/** The caller's highest position (0 without ranks). */
const topOf = (user: UserDoc) => highestRank(user)?.position ?? 0;

/**
 * Not shown, designed (the rules): without SUPER_ADMIN, a rank manager edits, deletes and creates only
 * ranks below their own highest rank, and grants only permission bits they hold themselves.
 */
export function requireRankEditable(caller: UserDoc, rank: Pick<RankDoc, 'position'>): void {
  if (isSuperAdmin(caller)) return;
  if (rank.position >= topOf(caller)) throw errors.rankAboveYours();
}

function requireGrantable(caller: UserDoc, permissions: number, before = 0): void {
  if (isSuperAdmin(caller)) return;
  const added = permissions & ~before;
  if ((added & ~effectivePermissions(caller)) !== 0) throw errors.permissionsNotHeld();
}

/**
 * The fields a rank may be given, checked (not shown for the server, designed): a non-blank name ≤ 50, a
 * description ≤ 200, a hex colour ('Colour must be a hex colour such as #2888f5'), permissions an integer of known
 * bits, perks known perk names, the flags booleans, `staff.canResign` a boolean. Unknown fields are refused.
 */
export function readRankFields(body: Record<string, unknown>, partial: boolean): Partial<RankDoc> {
  const fields: Partial<RankDoc> = {};
  for (const [key, value] of Object.entries(body)) {
    switch (key) {
      case 'name':
        if (typeof value !== 'string' || !value.trim()) throw errors.invalidBody('A rank needs a name');
        if (value.trim().length > 50) throw errors.invalidBody('The name must be 50 characters or fewer');
        fields.name = value.trim();
        break;
      case 'description':
        if (typeof value !== 'string') throw errors.invalidBody('description must be text');
        if (value.trim().length > 200)
          throw errors.invalidBody('The description must be 200 characters or fewer');
        fields.description = value.trim();
        break;
      case 'colour':
        if (typeof value !== 'string' || !HEX_COLOUR.test(value)) {
          throw errors.invalidBody('Colour must be a hex colour such as #2888f5');
        }
        fields.colour = value.toLowerCase();
        break;
      case 'permissions':
        if (
          typeof value !== 'number' ||
          !Number.isInteger(value) ||
          value < 0 ||
          (value & ~ALL_PERMISSIONS_MASK) !== 0
        ) {
          throw errors.invalidBody('permissions must be a bitmask of known permissions');
        }
        fields.permissions = value;
        break;
      case 'perks':
        if (
          !Array.isArray(value) ||
          !value.every((perk) => typeof perk === 'string' && KNOWN_PERKS.has(perk))
        ) {
          throw errors.invalidBody('perks must be a list of known perks');
        }
        fields.perks = [...new Set(value as string[])];
        break;
      case 'staff': {
        const canResign = (value as { canResign?: unknown } | null)?.canResign;
        if (typeof canResign !== 'boolean') throw errors.invalidBody('staff.canResign must be true or false');
        fields.staff = { canResign };
        break;
      }
      default:
        if ((BOOLEAN_FIELDS as readonly string[]).includes(key)) {
          if (typeof value !== 'boolean') throw errors.invalidBody(`${key} must be true or false`);
          fields[key as (typeof BOOLEAN_FIELDS)[number]] = value;
          break;
        }
        throw errors.invalidBody(`${key} cannot be set here`);
    }
  }
  if (!partial && fields.name === undefined) throw errors.invalidBody('A rank needs a name');
  return fields;
}

/**
 * createRank: a new snowflake id, both `_id` and `id`. Not shown, designed: the core gives a new rank position
 * count + 1, which is the TOP (higher is more senior) and would put a manager's new rank above their own; the mock
 * puts it at the bottom instead (position 1, every other rank moves up one), and a manager moves it from there.
 */
export function createRank(caller: UserDoc, body: Record<string, unknown>): RankDoc {
  const fields = readRankFields(body, false);
  requireGrantable(caller, fields.permissions ?? 0);
  const id = internalSnowflake(now());
  const position = 1;
  for (const existing of db.ranks.all()) db.ranks.update(existing._id, { position: existing.position + 1 });
  const rank: RankDoc = {
    _id: id,
    id,
    name: '',
    description: '',
    colour: DEFAULT_COLOUR,
    position,
    permissions: 0,
    perks: [],
    staffRank: false,
    useTeams: false,
    displayOnTeam: false,
    logUserRankHistory: false,
    roleIDs: [],
    staff: { canResign: false },
    orders: {},
    ...fields,
  };
  return db.ranks.upsert(rank);
}

const DEFAULT_COLOUR = '#2888f5';

/** updateRank: 400 `rank_not_found`; the editability and grant rules; `$set`s the fields. */
export function updateRank(caller: UserDoc, id: string, body: Record<string, unknown>): RankDoc {
  const rank = findRank(id);
  requireRankEditable(caller, rank);
  const fields = readRankFields(body, true);
  if (fields.permissions !== undefined) requireGrantable(caller, fields.permissions, rank.permissions);
  return db.ranks.update(rank._id, fields) as RankDoc;
}

/** deleteRank: 400 `rank_not_found`; pulled out of every user's ranks. No event, no history (like the core). */
export function deleteRank(caller: UserDoc, id: string): RankDoc {
  const rank = findRank(id);
  requireRankEditable(caller, rank);
  for (const user of db.users.filter((u) => u.ranks.includes(rank._id))) {
    db.users.update(user._id, (doc) => {
      doc.ranks = doc.ranks.filter((r) => r !== rank._id);
    });
  }
  db.ranks.delete(rank._id);
  return rank;
}

/**
 * updateRankPositions: the ids top rank first; element 0 gets N, the last 1. Not shown, designed: the body is
 * `{ ranks: [ids] }` listing every rank once (400 `invalid_body` otherwise); without SUPER_ADMIN the ranks at or
 * above your own must keep their places (403 `rank_above_yours`).
 */
export function updateRankPositions(caller: UserDoc, ids: unknown): void {
  const all = listRanks();
  if (
    !Array.isArray(ids) ||
    ids.length !== all.length ||
    new Set(ids).size !== ids.length ||
    !ids.every((id) => typeof id === 'string' && db.ranks.has(id))
  ) {
    throw errors.invalidBody('ranks must list every rank once, top rank first');
  }
  const positions = new Map((ids as string[]).map((id, index) => [id, ids.length - index]));
  if (!isSuperAdmin(caller)) {
    const mine = topOf(caller);
    for (const rank of all) {
      if (rank.position >= mine && positions.get(rank._id) !== rank.position) throw errors.rankAboveYours();
    }
  }
  for (const [id, position] of positions) db.ranks.update(id, { position });
}
