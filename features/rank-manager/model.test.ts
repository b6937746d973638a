import { PERMISSIONS } from '@lib/permissions';
import type { Rank } from '@lib/schemas/rank';
import { describe, expect, it } from 'vitest';
import {
  canEditRank,
  canGrant,
  EMPTY_RANK,
  fieldsOf,
  move,
  orderAllowed,
  PERMISSION_GROUPS,
  rankChanges,
  rankRules,
  toBody,
} from './model';

const rank = (id: string, position: number, extra: Partial<Rank> = {}) =>
  ({ id, name: id, position, colour: '#2888f5', permissions: 0, perks: [], ...extra }) as Rank;
const RANKS = [rank('owner', 4), rank('manager', 3), rank('chef', 2), rank('supporter', 1)];
const manager = { ranks: ['manager'], permissions: PERMISSIONS.MANAGE_RANKS | PERMISSIONS.MANAGE_ORDERS };
const superAdmin = { ranks: ['manager'], permissions: PERMISSIONS.SUPER_ADMIN };

describe('PERMISSION_GROUPS', () => {
  it('names every one of the 29 bits once', () => {
    const bits = PERMISSION_GROUPS.flatMap((group) => group.permissions.map((p) => p.bit));
    expect(bits).toHaveLength(29);
    expect(new Set(bits).size).toBe(29);
    expect(bits.reduce((mask, bit) => mask | bit, 0)).toBe((1 << 29) - 1);
  });
});

describe('who may change what', () => {
  it('edits ranks below your own only, any with SUPER_ADMIN', () => {
    expect(canEditRank(manager, RANKS[2] as Rank, RANKS)).toBe(true);
    expect(canEditRank(manager, RANKS[1] as Rank, RANKS)).toBe(false);
    expect(canEditRank(superAdmin, RANKS[0] as Rank, RANKS)).toBe(true);
  });

  it('grants only bits you hold', () => {
    expect(canGrant(manager, PERMISSIONS.MANAGE_ORDERS)).toBe(true);
    expect(canGrant(manager, PERMISSIONS.SUPER_ADMIN)).toBe(false);
    expect(canGrant(superAdmin, PERMISSIONS.MANAGE_USERS)).toBe(true);
  });

  it('moves ranks, and keeps locked ranks in place', () => {
    const ids = RANKS.map((r) => r.id);
    expect(move(ids, 3, 2)).toEqual(['owner', 'manager', 'supporter', 'chef']);
    expect(move(ids, 0, 10)).toEqual(['manager', 'chef', 'supporter', 'owner']);
    expect(orderAllowed(manager, RANKS, ['owner', 'manager', 'supporter', 'chef'])).toBe(true);
    expect(orderAllowed(manager, RANKS, ['owner', 'chef', 'manager', 'supporter'])).toBe(false);
    expect(orderAllowed(superAdmin, RANKS, ['chef', 'owner', 'manager', 'supporter'])).toBe(true);
  });
});

describe('the editor', () => {
  it('checks the name and the colour', () => {
    expect(rankRules.name('  ')).toBe('A rank needs a name');
    expect(rankRules.name('x'.repeat(51))).toBe('The name must be 50 characters or fewer');
    expect(rankRules.colour('red')).toBe('Colour must be a hex colour such as #2888f5');
    expect(rankRules.colour('#ABC')).toBeNull();
    expect(rankRules.colour('#12345g')).not.toBeNull();
  });

  it('sends trimmed fields and only what changed', () => {
    expect(toBody({ ...EMPTY_RANK, name: ' Sous ', colour: '#AABBCC ' })).toMatchObject({
      name: 'Sous',
      colour: '#aabbcc',
    });
    const chef = rank('chef', 2, { description: 'Cooks', staffRank: true, staff: { canResign: true } });
    const values = { ...fieldsOf(chef), permissions: PERMISSIONS.MANAGE_ORDERS, staff: { canResign: false } };
    expect(rankChanges(chef, values)).toEqual({
      permissions: PERMISSIONS.MANAGE_ORDERS,
      staff: { canResign: false },
    });
    expect(rankChanges(chef, fieldsOf(chef))).toEqual({});
  });
});
