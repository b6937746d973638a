import { describe, expect, it } from 'vitest';
import type { TeamRank } from './api';
import { teamPageEndpoint } from './api';
import { arrangeTeam, memberCount, memberName } from './model';

const member = (id: string, username: string, displayName: string | null = null) => ({
  id,
  _id: id,
  username,
  displayName,
  discriminator: '0',
  avatar: null,
});

const rank = (id: string, position: number, users: ReturnType<typeof member>[]): TeamRank =>
  teamPageEndpoint.response.parse({ team: [{ _id: id, name: `Rank ${id}`, position, users }] })
    .team[0] as TeamRank;

describe('the team response', () => {
  it('reads ranks with their members, liberal about both', () => {
    const { team } = teamPageEndpoint.response.parse({
      team: [
        {
          _id: '1',
          name: 'Owner',
          colour: '#c92a2a',
          position: 8,
          users: [member('10', 'ada', 'Ada'), { nope: 1 }],
        },
        { id: '2', name: 'Chef', position: 4 },
        { name: 'No id' },
        'junk',
      ],
    });
    expect(team.map((r) => [r.id, r.name, r.users.map((u) => u.id)])).toEqual([
      ['1', 'Owner', ['10']],
      ['2', 'Chef', []],
    ]);
    expect(team[1]?.colour).toBe('#2888f5');
  });

  it('refuses a body without the list', () => {
    expect(teamPageEndpoint.response.safeParse([{ nope: true }]).success).toBe(false);
    expect(teamPageEndpoint.response.safeParse({ team: 'x' }).data).toEqual({ team: [] });
  });
});

describe('arrangeTeam', () => {
  it('puts the highest position first and members in alphabetical order', () => {
    const arranged = arrangeTeam([
      rank('chef', 4, [member('1', 'zed'), member('2', 'amy'), member('3', 'bo', 'Émile')]),
      rank('owner', 8, [member('4', 'ada')]),
    ]);
    expect(arranged.map((r) => r.id)).toEqual(['owner', 'chef']);
    expect(arranged[1]?.users.map(memberName)).toEqual(['amy', 'Émile', 'zed']);
  });

  it('leaves out ranks nobody holds and shows each member once per rank', () => {
    const arranged = arrangeTeam([
      rank('empty', 9, []),
      rank('chef', 4, [member('1', 'amy'), member('1', 'amy')]),
    ]);
    expect(arranged.map((r) => r.id)).toEqual(['chef']);
    expect(arranged[0]?.users).toHaveLength(1);
  });
});

describe('wording', () => {
  it('counts members', () => {
    expect(memberCount(1)).toBe('1 member');
    expect(memberCount(0)).toBe('0 members');
    expect(memberCount(12)).toBe('12 members');
  });

  it('names members by the display rules', () => {
    expect(memberName(member('1', 'sizzle.sam', 'Sam Sizzle'))).toBe('Sam Sizzle');
    expect(memberName({ ...member('2', 'oldie'), discriminator: '1234' })).toBe('oldie#1234');
  });
});
