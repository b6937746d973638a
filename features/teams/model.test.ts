import type { Team } from '@lib/schemas/team';
import { describe, expect, it } from 'vitest';
import {
  changedTeamFields,
  orderCount,
  standings,
  toTeamFields,
  validateMove,
  validateTeamForm,
} from './model';

const team = (name: string, orders: number, roleID: string | null = null) =>
  ({ id: name, name, orders, roleID, createdAt: null, createdBy: null }) as Team;

describe('the team form', () => {
  it('needs a name of at most 50 characters, and a role ID of 17 to 19 digits when given', () => {
    expect(validateTeamForm({ name: ' Team Umami ', roleID: '' })).toEqual({});
    expect(validateTeamForm({ name: ' ', roleID: '' }).name).toBe('Name the team');
    expect(validateTeamForm({ name: 'x'.repeat(51), roleID: '' }).name).toBe(
      'The name must be 50 characters or fewer',
    );
    expect(validateTeamForm({ name: 'A', roleID: '<@&12>' }).roleID).toBe(
      'A role ID is 17 to 19 digits (copy it from the chat app)',
    );
    expect(toTeamFields({ name: ' A ', roleID: ' 781234567890123456 ' })).toEqual({
      name: 'A',
      roleID: '781234567890123456',
    });
  });

  it('sends only what changed', () => {
    const sizzle = team('Team Sizzle', 3, '779979876824577977');
    expect(changedTeamFields(sizzle, { name: 'Team Sizzle', roleID: '779979876824577977' })).toEqual({});
    expect(changedTeamFields(sizzle, { name: 'Team Fire ', roleID: '779979876824577977' })).toEqual({
      name: 'Team Fire',
    });
    expect(changedTeamFields(team('B', 0), { name: 'B', roleID: '' })).toEqual({});
  });
});

describe('standings', () => {
  it('most orders first, ties by name', () => {
    expect(standings([team('B', 5), team('C', 9), team('A', 5)]).map((t) => t.name)).toEqual(['C', 'A', 'B']);
  });

  it('counts orders in words', () => {
    expect(orderCount(1)).toBe('1 order');
    expect(orderCount(1284)).toBe('1,284 orders');
  });

  it('checks a user id before moving', () => {
    expect(validateMove(' 245919458931539968 ')).toBeNull();
    expect(validateMove('chef')).toBe('User ID is not a snowflake');
  });
});
