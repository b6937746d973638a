/**
 * `/team`, public: the staff ranks shown on the team page (`displayOnTeam`), most senior first, each with its members
 * (docs/product/leaderboard-and-team.md#team-page). Loaded once and reused.
 */
import { useCurrentUser } from '@lib/session';
import { Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { useTeamPage } from '../hooks';
import { arrangeTeam } from '../model';
import { TeamRankSection } from './TeamRankSection';

export function TeamPage() {
  const team = useTeamPage();
  const user = useCurrentUser();

  return (
    <Page
      gap="xl"
      title="Meet the team"
      description="The people who cook, deliver and run Virtual Diner, by rank."
    >
      <DataState
        source={team}
        loadingLabel="Loading the team"
        skeleton="cards"
        skeletonCount={8}
        errorMessage="The team could not be loaded."
        isEmpty={(data) => arrangeTeam(data.team).length === 0}
        empty={
          <EmptyState
            icon={<IconUsersGroup size={28} />}
            title="No one is on the team page yet"
            description="The staff appear here once a rank shown on the team page is given to someone. Check back soon."
          />
        }
      >
        {(data) => (
          <Stack gap="xl">
            {arrangeTeam(data.team).map((rank) => (
              <TeamRankSection key={rank.id} rank={rank} currentUserId={user?.id ?? null} />
            ))}
          </Stack>
        )}
      </DataState>
    </Page>
  );
}
