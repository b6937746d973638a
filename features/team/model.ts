/** The team page's pure logic (docs/product/leaderboard-and-team.md#team-page): order and wording. */
import { plural } from '@lib/format';
import { userDisplayName } from '@lib/schemas/user';
import type { TeamRank } from './api';

export type TeamMember = TeamRank['users'][number];

/** A member's name as the display rules say (display name, else username or username#discriminator). */
export const memberName = (member: TeamMember) => userDisplayName(member);

/**
 * The ranks as the page shows them: highest position first (the server already sends them so; kept for any other
 * order), and each rank's members in alphabetical order of their names, so a long list can be scanned. Each member
 * appears once per rank; a rank nobody holds is left out (a heading over nobody says nothing).
 */
export function arrangeTeam(ranks: readonly TeamRank[]): TeamRank[] {
  return [...ranks]
    .sort((a, b) => b.position - a.position)
    .map((rank) => {
      const seen = new Set<string>();
      const users = rank.users.filter((user) => !seen.has(user.id) && seen.add(user.id));
      return {
        ...rank,
        users: users.sort((a, b) =>
          memberName(a).localeCompare(memberName(b), 'en', { sensitivity: 'base' }),
        ),
      };
    })
    .filter((rank) => rank.users.length > 0);
}

/** “1 member”, “3 members”. */
export const memberCount = (count: number) => plural(count, 'member');
