/**
 * `/staff/dashboard` (VIEW_STAFF_DASHBOARD): a greeting, the user's rank, and the shortcuts the access map
 * (lib/access) offers this user, under the sidebar's sections and gated like the sidebar.
 */

import { dashboardShortcuts } from '@lib/access';
import { greetingFor } from '@lib/greeting';
import { userDisplayName } from '@lib/schemas/user';
import { useCurrentUser } from '@lib/session';
import { highestRank, useRanks } from '@lib/site-data';
import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { RankBadge } from '@ui/RankBadge';
import classes from './StaffDashboardPage.module.css';

export interface StaffDashboardPageProps {
  /** Clock for the greeting; stories pin it. */
  now?: () => Date;
  /**
   * Whether the user's rank reviews a recruitment form: the Recruitment shortcut then shows without the
   * permission (docs/access.md#data-dependent-access). The route asks the recruitment feature.
   */
  reviewsForms?: boolean;
}

export function StaffDashboardPage({
  now = () => new Date(),
  reviewsForms = false,
}: StaffDashboardPageProps) {
  const user = useCurrentUser();
  const ranks = useRanks();

  if (!user) return null;
  const sections = dashboardShortcuts({ ...user, reviewsForms });

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>
            {greetingFor(now().getHours())}, {userDisplayName(user)}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">Your rank:</Text>
            <DataState
              source={ranks}
              inline
              loadingLabel="Loading your rank"
              errorMessage="Your rank could not be loaded."
            >
              {(data) => {
                const rank = highestRank(user.ranks, data.ranks);
                return rank ? <RankBadge name={rank.name} colour={rank.colour} /> : <Text>No rank</Text>;
              }}
            </DataState>
          </Group>
        </Stack>

        {sections.length === 0 ? (
          <Text c="dimmed">There are no staff sections for your rank yet.</Text>
        ) : (
          sections.map((section) => (
            <Stack key={section.id} gap="sm" component="section" aria-labelledby={`section-${section.id}`}>
              <Title order={2} size="h4" id={`section-${section.id}`}>
                {section.label}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                {section.entries.map((entry) => (
                  <Card
                    key={entry.path}
                    component={AppLink}
                    to={entry.path}
                    withBorder
                    padding="md"
                    className={classes.shortcut}
                  >
                    <Text fw={600}>{entry.label}</Text>
                    <Text size="sm" c="dimmed">
                      {entry.description}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
