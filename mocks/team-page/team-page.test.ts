// The team page (docs/api/endpoints.md#leaderboard-and-team-page).
import { describe, expect, it } from 'vitest';
import { USER_IDS } from '../cast';
import { db } from '../db';
import { PERSONAS } from '../personas';
import { RANK_IDS } from '../seed';
import { call, setupMockServer } from '../testing';
import type { RankDoc, UserDoc } from '../types';

setupMockServer();

const PATH = '/api/client/users/team';

interface TeamRank {
  _id: string;
  id: string;
  name: string;
  position: number;
  displayOnTeam: boolean;
  users: { _id: string; username: string; displayName: string; avatar: string | null; ranks: string[] }[];
  [key: string]: unknown;
}

const teamOf = async (as?: 'customer') => {
  const response = await call<{ team: TeamRank[] }>(PATH, { as });
  expect(response.status).toBe(200);
  return response.body.team;
};

describe('GET /api/client/users/team', () => {
  it('is public: anonymous visitors and signed-in users get the same ranks', async () => {
    const anonymous = await teamOf();
    expect(anonymous.length).toBeGreaterThan(0);
    expect(await teamOf('customer')).toEqual(anonymous);
  });

  it('answers the ranks marked displayOnTeam, highest position first', async () => {
    const team = await teamOf();
    expect(team.every((rank) => rank.displayOnTeam)).toBe(true);
    const positions = team.map((rank) => rank.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const names = team.map((rank) => rank.name);
    expect(names[0]).toBe('Owner');
    expect(names).not.toContain('Trainee');
    expect(names).not.toContain('Supporter');
  });

  it('gives each rank its holders as user summaries', async () => {
    const chef = (await teamOf()).find((rank) => rank._id === RANK_IDS.chef) as TeamRank;
    expect(chef.id).toBe(chef._id);
    expect(chef.users.map((user) => user._id)).toEqual(
      expect.arrayContaining([PERSONAS.chef.userId, USER_IDS.nora, USER_IDS.kofi]),
    );
    for (const user of chef.users) {
      expect(Object.keys(user).sort()).toEqual([
        '_id',
        'avatar',
        'discriminator',
        'displayName',
        'ranks',
        'username',
      ]);
      expect(user.ranks).toContain(RANK_IDS.chef);
    }
  });

  it('lists a user under every shown rank they hold', async () => {
    const chef = db.users.get(PERSONAS.chef.userId) as UserDoc;
    db.users.upsert({ ...chef, ranks: [RANK_IDS.headChef, RANK_IDS.chef] });
    const team = await teamOf();
    for (const id of [RANK_IDS.headChef, RANK_IDS.chef]) {
      const rank = team.find((r) => r._id === id) as TeamRank;
      expect(rank.users.map((user) => user._id)).toContain(PERSONAS.chef.userId);
    }
  });

  it('keeps a shown rank without holders, with no users', async () => {
    const owner = db.users.get(PERSONAS.admin.userId) as UserDoc;
    db.users.upsert({ ...owner, ranks: [RANK_IDS.administrator] });
    const rank = (await teamOf()).find((r) => r._id === RANK_IDS.owner) as TeamRank;
    expect(rank.users).toEqual([]);
  });

  it('follows the flag: a rank taken off the team page leaves the answer', async () => {
    const chef = db.ranks.get(RANK_IDS.chef) as RankDoc;
    db.ranks.upsert({ ...chef, displayOnTeam: false });
    expect((await teamOf()).map((rank) => rank._id)).not.toContain(RANK_IDS.chef);
  });
});
