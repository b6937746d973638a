/**
 * Pure helpers of the Rank Manager (docs/product/profiles-and-users.md#rank-manager): every permission bit with a
 * readable name and description, grouped; which ranks and bits a manager may change; the editor's rules and its
 * PATCH diff; moving a rank in the order. No React, no network: unit-tested in Node (model.test.ts).
 */
import { type Holder, hasAllPermissions, PERKS, PERMISSIONS, type Permission } from '@lib/permissions';
import { DEFAULT_RANK_COLOUR, type Rank } from '@lib/schemas/rank';
import type { RankFields } from './api';

export interface PermissionInfo {
  name: Permission;
  bit: number;
  label: string;
  description: string;
}

const info = (name: Permission, label: string, description: string): PermissionInfo => ({
  name,
  bit: PERMISSIONS[name],
  label,
  description,
});

/** Every permission bit of the server (docs/api/permissions.md#permission-bits), grouped for the editor. */
export const PERMISSION_GROUPS: readonly { title: string; permissions: readonly PermissionInfo[] }[] = [
  {
    title: 'Kitchen and delivery',
    permissions: [
      info('VIEW_STAFF_DASHBOARD', 'Staff dashboard', 'Open the staff area and its dashboard.'),
      info('MANAGE_ORDERS', 'Order Manager', 'Claim, prepare, deliver and delete orders.'),
      info('VIEW_FOOD_LOOKUP', 'View the food lookup', 'Read what the kitchen may prepare.'),
      info('MANAGE_FOOD_LOOKUP', 'Manage the food lookup', 'Add, edit and delete food lookup items.'),
      info(
        'MANAGE_DELIVERY_MESSAGES',
        'Manage premade messages',
        'Edit and delete any premade delivery message.',
      ),
      info('BYPASS_PURGE', 'Bypass the staff purge', 'Kept when inactive staff are purged.'),
      info('VIEW_OWN_ACHIEVEMENTS', 'My Achievements', 'See and claim their own objectives.'),
      info('SUBMIT_ON_LEAVE_REQUEST', 'Take a Vacation', 'Request leave.'),
    ],
  },
  {
    title: 'Users and ranks',
    permissions: [
      info('MANAGE_USERS', 'User Manager', 'Find users, see their history and warnings, edit profiles.'),
      info('UPDATE_USER_RANK', 'Update user ranks', 'Give and take ranks (used by the bot).'),
      info('BAN_USERS', 'Ban users', 'Ban and unban users (used by the bot).'),
      info('MANAGE_STAFF_REMOVALS', 'Remove staff', 'Remove users from staff (used by the bot).'),
      info('MANAGE_BLACKLISTS', 'Blacklists', 'Blacklist users and servers (used by the bot).'),
      info('MANAGE_WARNINGS', 'Warnings', 'Issue and remove warnings (used by the bot).'),
      info('MANAGE_RANKS', 'Rank Manager', 'Create, edit, delete and reorder ranks.'),
      info('MANAGE_TEAMS', 'Team Manager', 'Create and change teams.'),
    ],
  },
  {
    title: 'Recruitment, appeals and leave',
    permissions: [
      info('VIEW_RECRUITMENT_RESPONSE', 'Read applications', 'Read recruitment applications.'),
      info('RECRUITMENT_MANAGER', 'Recruitment manager', 'Create forms and decide on applications.'),
      info('MANAGE_APPEALS', 'Appeal Manager', 'Vote on appeals.'),
      info('MANAGE_APPEALS_ADMIN', 'Appeals admin', 'Force an appeal’s outcome (used by the bot).'),
      info('MANAGE_ON_LEAVE_REQUESTS', 'On Leave Requests', 'Approve and deny leave.'),
    ],
  },
  {
    title: 'Management and site',
    permissions: [
      info('VIEW_BACKLOG', 'Order history', 'Read order history and order reports.'),
      info('VIEW_MANAGEMENT_STATISTICS', 'My Performance', 'Their own management statistics.'),
      info(
        'MANAGE_MANAGEMENT_STATISTICS',
        'Management statistics',
        'Everyone’s statistics, and resetting them.',
      ),
      info('MANAGE_ACHIEVEMENTS', 'Manage achievements', 'Create and delete objectives.'),
      info('MANAGE_KNOWLEDGE_BASE', 'Knowledge base', 'Edit the bot’s knowledge base (used by the bot).'),
      info('MANAGE_SETTINGS', 'Site Settings', 'Change the site’s settings.'),
      info('MANAGE_ANNOUNCEMENT', 'Announce', 'Change the announcement banner.'),
      info('SUPER_ADMIN', 'Super admin', 'Online users and every rank, whatever its position.'),
    ],
  },
];

/** Perks a rank may give, with names. */
export const PERK_OPTIONS: readonly { value: string; label: string }[] = [
  { value: PERKS.PRIORITY_ORDERS, label: 'Priority orders' },
  { value: PERKS.CANCEL_ORDERS, label: 'Cancel orders' },
  { value: PERKS.ORDER_MULTIPLIER, label: 'Order multiplier' },
  { value: PERKS.MULTIPLE_VANITY_URLS, label: 'Several vanity URLs' },
  { value: PERKS.PREPARE_ORDER_FASTER, label: 'Faster preparation' },
  { value: PERKS.DAILY_MULTIPLIER, label: 'Daily multiplier' },
  { value: PERKS.DAILY_12_HOUR_INTERVAL, label: 'Daily every 12 hours' },
  { value: PERKS.DELIVERY_MESSAGE_BETA, label: 'Delivery message beta' },
  { value: PERKS.FEEDBACK_BETA, label: 'Feedback beta' },
  { value: PERKS.FIND_IMAGES_BETA, label: 'Image search beta' },
];

export type Manager = Holder & { ranks: readonly string[] };

const isSuperAdmin = (manager: Manager) => hasAllPermissions(manager, ['SUPER_ADMIN']);

/** The manager's highest position (0 without ranks). */
export function topPosition(manager: Manager, ranks: readonly Rank[]): number {
  return ranks.reduce(
    (top, rank) => (manager.ranks.includes(rank.id) ? Math.max(top, rank.position) : top),
    0,
  );
}

/** Whether the manager may edit, delete or move this rank: below their own highest, or any with SUPER_ADMIN. */
export function canEditRank(manager: Manager, rank: Pick<Rank, 'position'>, ranks: readonly Rank[]): boolean {
  return isSuperAdmin(manager) || rank.position < topPosition(manager, ranks);
}

/** Whether the manager may switch this bit on (a bit already on may always be switched off). */
export function canGrant(manager: Manager, bit: number): boolean {
  return isSuperAdmin(manager) || ((manager.permissions ?? 0) & bit) === bit;
}

/** Ranks highest first. */
export const byPosition = (ranks: readonly Rank[]) => [...ranks].sort((a, b) => b.position - a.position);

/** The order with the rank at `from` moved to `to` (ids, top first). */
export function move(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * Whether a new order leaves every rank the manager may not move where it was (without SUPER_ADMIN, ranks at or
 * above your own keep their places).
 */
export function orderAllowed(manager: Manager, ranks: readonly Rank[], next: readonly string[]): boolean {
  const current = byPosition(ranks).map((rank) => rank.id);
  return current.every((id, index) => {
    const rank = ranks.find((r) => r.id === id) as Rank;
    return canEditRank(manager, rank, ranks) || next[index] === id;
  });
}

// ---------------------------------------------------------------------------------------------------------
// The editor

export const NAME_MAX_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 200;
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const EMPTY_RANK: RankFields = {
  name: '',
  description: '',
  colour: DEFAULT_RANK_COLOUR,
  permissions: 0,
  perks: [],
  staffRank: false,
  displayOnTeam: false,
  useTeams: false,
  logUserRankHistory: false,
  staff: { canResign: false },
};

export function fieldsOf(rank: Rank): RankFields {
  return {
    name: rank.name,
    description: rank.description ?? '',
    colour: rank.colour,
    permissions: rank.permissions,
    perks: [...rank.perks],
    staffRank: rank.staffRank === true,
    displayOnTeam: rank.displayOnTeam === true,
    useTeams: rank.useTeams === true,
    logUserRankHistory: rank.logUserRankHistory === true,
    staff: { canResign: rank.staff?.canResign === true },
  };
}

export const rankRules = {
  name: (value: string) => {
    if (!value.trim()) return 'A rank needs a name';
    return value.trim().length > NAME_MAX_LENGTH
      ? `The name must be ${NAME_MAX_LENGTH} characters or fewer`
      : null;
  },
  description: (value: string) =>
    value.trim().length > DESCRIPTION_MAX_LENGTH
      ? `The description must be ${DESCRIPTION_MAX_LENGTH} characters or fewer`
      : null,
  colour: (value: string) =>
    HEX_COLOUR.test(value.trim()) ? null : 'Colour must be a hex colour such as #2888f5',
};

/** The fields as sent: text trimmed, the colour in lower case. */
export function toBody(values: RankFields): RankFields {
  return {
    ...values,
    name: values.name.trim(),
    description: values.description.trim(),
    colour: values.colour.trim().toLowerCase(),
  };
}

/** The PATCH body: only the fields that differ. */
export function rankChanges(rank: Rank, values: RankFields): Partial<RankFields> {
  const before = fieldsOf(rank);
  const next = toBody(values);
  const changes: Partial<RankFields> = {};
  for (const key of Object.keys(next) as (keyof RankFields)[]) {
    if (
      JSON.stringify(next[key]) !==
      JSON.stringify(key === 'colour' ? before.colour.toLowerCase() : before[key])
    ) {
      (changes as Record<string, unknown>)[key] = next[key];
    }
  }
  return changes;
}
