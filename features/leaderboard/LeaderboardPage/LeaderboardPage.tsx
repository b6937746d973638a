/**
 * `/leaderboard` (public): this week's orders per staff member. What it does:
 * docs/product/leaderboard-and-team.md#leaderboard.
 */
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconStarFilled, IconTrophy } from '@tabler/icons-react';
import { DataState } from '@ui/DataState';
import { EmptyState } from '@ui/EmptyState';
import { Page } from '@ui/PageHeader';
import { useLeaderboard } from '../hooks';
import { CHART_SIZE, entryOf, PODIUM_SIZE, rankLeaderboard, yourPlace } from '../model';
import { LeaderboardChart } from './LeaderboardChart';
import classes from './LeaderboardPage.module.css';
import { LeaderboardTable } from './LeaderboardTable';
import { Podium } from './Podium';

export function LeaderboardPage() {
  const board = useLeaderboard();
  const { ranks } = useRanks();
  const user = useCurrentUser();
  const userId = user?.id ?? null;

  return (
    <Page gap="xl" title="Leaderboard" description="The staff who handled the most orders this week.">
      <DataState
        source={board}
        loadingLabel="Loading the leaderboard"
        skeleton="list"
        skeletonCount={6}
        errorMessage="The leaderboard could not be loaded."
        isEmpty={(data) => data.leaderboard.length === 0}
        empty={
          <EmptyState
            icon={<IconTrophy size={28} />}
            title="No orders yet this week"
            description="The leaderboard fills up as the staff prepare and deliver orders. Check back soon."
          />
        }
      >
        {(data) => {
          const entries = rankLeaderboard(data.leaderboard, ranks);
          const yours = entryOf(entries, userId);
          return (
            <Stack gap="xl">
              {yours && (
                <Paper withBorder p="md" className={classes.yourPlace}>
                  <ThemeIcon variant="light" radius="xl" aria-hidden>
                    <IconStarFilled size={16} />
                  </ThemeIcon>
                  <Text fw={600}>{yourPlace(yours)}</Text>
                </Paper>
              )}
              <section aria-labelledby="leaderboard-podium">
                <Title order={2} size="h3" id="leaderboard-podium" mb="md">
                  This week’s podium
                </Title>
                <Podium entries={entries.slice(0, PODIUM_SIZE)} userId={userId} />
              </section>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                <section aria-labelledby="leaderboard-chart">
                  <Title order={2} size="h3" id="leaderboard-chart" mb="md">
                    {entries.length > CHART_SIZE ? `Top ${CHART_SIZE} at a glance` : 'At a glance'}
                  </Title>
                  <LeaderboardChart entries={entries.slice(0, CHART_SIZE)} userId={userId} />
                </section>
                <section aria-labelledby="leaderboard-ranking">
                  <Title order={2} size="h3" id="leaderboard-ranking" mb="md">
                    Full ranking
                  </Title>
                  <LeaderboardTable entries={entries} userId={userId} />
                </section>
              </SimpleGrid>
            </Stack>
          );
        }}
      </DataState>
    </Page>
  );
}
