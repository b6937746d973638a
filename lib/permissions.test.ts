import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS_MASK,
  hasAllPerks,
  hasAllPermissions,
  hasAnyPermission,
  PERMISSIONS,
  type Permission,
  permissionMask,
} from './permissions';

/**
 * The bits of docs/api/permissions.md#permission-bits, copied as literal numbers (not derived from the
 * implementation).
 */
const CONTRACT_BITS: Record<string, number> = {
  VIEW_STAFF_DASHBOARD: 1,
  MANAGE_ORDERS: 2,
  VIEW_FOOD_LOOKUP: 4,
  MANAGE_APPEALS: 8,
  MANAGE_APPEALS_ADMIN: 16,
  VIEW_BACKLOG: 32,
  MANAGE_FOOD_LOOKUP: 64,
  SUBMIT_ON_LEAVE_REQUEST: 128,
  MANAGE_ON_LEAVE_REQUESTS: 256,
  MANAGE_USERS: 512,
  UPDATE_USER_RANK: 1024,
  BAN_USERS: 2048,
  MANAGE_STAFF_REMOVALS: 4096,
  MANAGE_BLACKLISTS: 8192,
  MANAGE_RANKS: 16384,
  BYPASS_PURGE: 32768,
  MANAGE_DELIVERY_MESSAGES: 65536,
  VIEW_RECRUITMENT_RESPONSE: 131072,
  RECRUITMENT_MANAGER: 262144,
  MANAGE_WARNINGS: 524288,
  MANAGE_KNOWLEDGE_BASE: 1048576,
  VIEW_MANAGEMENT_STATISTICS: 2097152,
  MANAGE_MANAGEMENT_STATISTICS: 4194304,
  SUPER_ADMIN: 8388608,
  VIEW_OWN_ACHIEVEMENTS: 16777216,
  MANAGE_ACHIEVEMENTS: 33554432,
  MANAGE_TEAMS: 67108864,
  MANAGE_SETTINGS: 134217728,
  MANAGE_ANNOUNCEMENT: 268435456,
};

/**
 * The 18 permission names the product uses (docs/api/permissions.md#permission-bits); each must exist with
 * its value.
 */
const SPEC_NAMES = [
  'VIEW_STAFF_DASHBOARD',
  'MANAGE_ORDERS',
  'VIEW_FOOD_LOOKUP',
  'VIEW_OWN_ACHIEVEMENTS',
  'VIEW_MANAGEMENT_STATISTICS',
  'MANAGE_MANAGEMENT_STATISTICS',
  'MANAGE_ON_LEAVE_REQUESTS',
  'SUBMIT_ON_LEAVE_REQUEST',
  'VIEW_BACKLOG',
  'VIEW_RECRUITMENT_RESPONSE',
  'RECRUITMENT_MANAGER',
  'MANAGE_APPEALS',
  'MANAGE_TEAMS',
  'MANAGE_USERS',
  'MANAGE_RANKS',
  'SUPER_ADMIN',
  'MANAGE_SETTINGS',
  'MANAGE_ANNOUNCEMENT',
] as const;

describe('permission bits', () => {
  it('has exactly the contract names with the contract values', () => {
    expect({ ...PERMISSIONS }).toEqual(CONTRACT_BITS);
  });

  it.each(SPEC_NAMES)('defines the spec permission %s', (name) => {
    expect(PERMISSIONS[name]).toBe(CONTRACT_BITS[name]);
  });

  it('sets every bit in the all-permissions mask: 536870911', () => {
    expect(ALL_PERMISSIONS_MASK).toBe(536870911);
    expect(permissionMask(Object.keys(PERMISSIONS) as Permission[])).toBe(536870911);
  });

  it('builds masks from names', () => {
    expect(permissionMask([])).toBe(0);
    expect(permissionMask(['MANAGE_ORDERS', 'MANAGE_USERS'])).toBe(2 + 512);
  });
});

describe('hasAllPermissions', () => {
  const chef = { permissions: 1 + 2 + 4 }; // dashboard, orders, food lookup

  it('passes when every named bit is held', () => {
    expect(hasAllPermissions(chef, ['VIEW_STAFF_DASHBOARD', 'MANAGE_ORDERS'])).toBe(true);
  });

  it('fails when one named bit is missing', () => {
    expect(hasAllPermissions(chef, ['MANAGE_ORDERS', 'MANAGE_USERS'])).toBe(false);
  });

  it('passes an empty list and fails without a user', () => {
    expect(hasAllPermissions(chef, [])).toBe(true);
    expect(hasAllPermissions(null, [])).toBe(false);
    expect(hasAllPermissions(undefined, ['MANAGE_ORDERS'])).toBe(false);
  });

  it('treats missing or null permissions as none', () => {
    expect(hasAllPermissions({}, ['VIEW_STAFF_DASHBOARD'])).toBe(false);
    expect(hasAllPermissions({ permissions: null }, ['VIEW_STAFF_DASHBOARD'])).toBe(false);
  });

  it('reads the highest bit correctly', () => {
    expect(hasAllPermissions({ permissions: 268435456 }, ['MANAGE_ANNOUNCEMENT'])).toBe(true);
    expect(hasAllPermissions({ permissions: 536870911 }, [...SPEC_NAMES])).toBe(true);
    expect(hasAllPermissions({ permissions: 536870911 - 8388608 }, ['SUPER_ADMIN'])).toBe(false);
  });
});

describe('hasAnyPermission', () => {
  it('passes when at least one named bit is held', () => {
    expect(hasAnyPermission({ permissions: 512 }, ['MANAGE_RANKS', 'MANAGE_USERS'])).toBe(true);
  });

  it('fails when none is held, on an empty list and without a user', () => {
    expect(hasAnyPermission({ permissions: 512 }, ['MANAGE_RANKS', 'MANAGE_APPEALS'])).toBe(false);
    expect(hasAnyPermission({ permissions: 536870911 }, [])).toBe(false);
    expect(hasAnyPermission(null, ['MANAGE_USERS'])).toBe(false);
  });
});

describe('hasAllPerks', () => {
  it('needs every perk', () => {
    const user = { perks: ['FEEDBACK_BETA', 'DELIVERY_MESSAGE_BETA'] };
    expect(hasAllPerks(user, ['FEEDBACK_BETA'])).toBe(true);
    expect(hasAllPerks(user, ['FEEDBACK_BETA', 'DELIVERY_MESSAGE_BETA'])).toBe(true);
    expect(hasAllPerks({ perks: ['FEEDBACK_BETA'] }, ['FEEDBACK_BETA', 'DELIVERY_MESSAGE_BETA'])).toBe(false);
  });

  it('treats null perks as none', () => {
    expect(hasAllPerks({ perks: null }, ['FEEDBACK_BETA'])).toBe(false);
    expect(hasAllPerks({ perks: null }, [])).toBe(true);
    expect(hasAllPerks(null, [])).toBe(false);
  });
});
