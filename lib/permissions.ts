/**
 * Permission bits (the bot's own `Permissions` enum, docs/api/permissions.md#permission-bits) and the checks
 * (docs/api/permissions.md#checks): all-of, any-of, perks, and the flag check that always passes. What each
 * page needs, and the guard's rule that combines these checks, live in the access map (lib/access). Effective
 * permissions are the OR of the user's ranks, computed by the server into `user.permissions`.
 */
export const PERMISSIONS = {
  VIEW_STAFF_DASHBOARD: 1 << 0,
  MANAGE_ORDERS: 1 << 1,
  VIEW_FOOD_LOOKUP: 1 << 2,
  MANAGE_APPEALS: 1 << 3,
  MANAGE_APPEALS_ADMIN: 1 << 4,
  VIEW_BACKLOG: 1 << 5,
  MANAGE_FOOD_LOOKUP: 1 << 6,
  SUBMIT_ON_LEAVE_REQUEST: 1 << 7,
  MANAGE_ON_LEAVE_REQUESTS: 1 << 8,
  MANAGE_USERS: 1 << 9,
  UPDATE_USER_RANK: 1 << 10,
  BAN_USERS: 1 << 11,
  MANAGE_STAFF_REMOVALS: 1 << 12,
  MANAGE_BLACKLISTS: 1 << 13,
  MANAGE_RANKS: 1 << 14,
  BYPASS_PURGE: 1 << 15,
  MANAGE_DELIVERY_MESSAGES: 1 << 16,
  VIEW_RECRUITMENT_RESPONSE: 1 << 17,
  RECRUITMENT_MANAGER: 1 << 18,
  MANAGE_WARNINGS: 1 << 19,
  MANAGE_KNOWLEDGE_BASE: 1 << 20,
  VIEW_MANAGEMENT_STATISTICS: 1 << 21,
  MANAGE_MANAGEMENT_STATISTICS: 1 << 22,
  SUPER_ADMIN: 1 << 23,
  VIEW_OWN_ACHIEVEMENTS: 1 << 24,
  MANAGE_ACHIEVEMENTS: 1 << 25,
  MANAGE_TEAMS: 1 << 26,
  MANAGE_SETTINGS: 1 << 27,
  MANAGE_ANNOUNCEMENT: 1 << 28,
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS_MASK = (1 << 29) - 1;

export const PERKS = {
  PRIORITY_ORDERS: 'PRIORITY_ORDERS',
  CANCEL_ORDERS: 'CANCEL_ORDERS',
  ORDER_MULTIPLIER: 'ORDER_MULTIPLIER',
  MULTIPLE_VANITY_URLS: 'MULTIPLE_VANITY_URLS',
  PREPARE_ORDER_FASTER: 'PREPARE_ORDER_FASTER',
  DAILY_MULTIPLIER: 'DAILY_MULTIPLIER',
  DAILY_12_HOUR_INTERVAL: 'DAILY_12_HOUR_INTERVAL',
  DELIVERY_MESSAGE_BETA: 'DELIVERY_MESSAGE_BETA',
  FEEDBACK_BETA: 'FEEDBACK_BETA',
  FIND_IMAGES_BETA: 'FIND_IMAGES_BETA',
} as const;
export type Perk = keyof typeof PERKS;

/** What a permission check needs of a user. */
export interface Holder {
  permissions?: number | null;
  perks?: readonly string[] | null;
}

/** Builds a bitmask from names. */
export function permissionMask(names: readonly Permission[]): number {
  return names.reduce((mask, name) => mask | PERMISSIONS[name], 0);
}

/** True when the user holds every named permission (an empty list passes). Bitmask test per name. */
export function hasAllPermissions(user: Holder | null | undefined, names: readonly Permission[]): boolean {
  if (!user) return false;
  const held = user.permissions ?? 0;
  return names.every((name) => {
    const bit = PERMISSIONS[name];
    return bit !== undefined && (held & bit) === bit;
  });
}

/** True when the user holds at least one of the named permissions (an empty list fails). */
export function hasAnyPermission(user: Holder | null | undefined, names: readonly Permission[]): boolean {
  if (!user) return false;
  const held = user.permissions ?? 0;
  return names.some((name) => {
    const bit = PERMISSIONS[name];
    return bit !== undefined && (held & bit) === bit;
  });
}

/** True when the user has every named perk (an empty list passes). */
export function hasAllPerks(user: Holder | null | undefined, perks: readonly string[]): boolean {
  if (!user) return false;
  const held = new Set(user.perks ?? []);
  return perks.every((perk) => held.has(perk));
}
