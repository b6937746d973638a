import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { RankBadge, rankColour } from '@ui/RankBadge';
import { type CSSProperties, useId } from 'react';
import type { TeamRank } from '../api';
import { memberCount, memberName } from '../model';
import classes from './TeamPage.module.css';

export interface TeamRankSectionProps {
  rank: TeamRank;
  /** The signed-in user's id, to mark their own card; null when anonymous. */
  currentUserId: string | null;
}

/** One rank: its name, description and member count over a grid of its members, edged in the rank's colour. */
export function TeamRankSection({ rank, currentUserId }: TeamRankSectionProps) {
  const headingId = useId();
  const colour = rankColour(rank.colour);
  return (
    <section
      aria-labelledby={headingId}
      className={classes.section}
      style={{ '--rank-colour': colour } as CSSProperties}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm" align="baseline">
            <Title order={2} size="h3" id={headingId}>
              {rank.name}
            </Title>
            <Text size="sm" c="dimmed">
              {memberCount(rank.users.length)}
            </Text>
          </Group>
          {rank.description && (
            <Text size="sm" c="dimmed">
              {rank.description}
            </Text>
          )}
        </Stack>
        <SimpleGrid component="ul" cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" className={classes.members}>
          {rank.users.map((member) => {
            const name = memberName(member);
            const isYou = member.id === currentUserId;
            return (
              <Paper
                component="li"
                key={member.id}
                withBorder
                p="md"
                className={classes.member}
                data-you={isYou || undefined}
              >
                <Stack align="center" gap="xs">
                  {/* The name is under it: the picture adds nothing for a screen reader. */}
                  <span className={classes.avatarRing} aria-hidden="true">
                    <Avatar userId={member.id} avatar={member.avatar} name={name} size={64} />
                  </span>
                  <Text fw={600} ta="center" className={classes.name}>
                    {name}
                  </Text>
                  <Group gap={6} justify="center">
                    <RankBadge name={rank.name} colour={rank.colour} size="sm" />
                    {isYou && (
                      <Badge size="sm" variant="outline">
                        You
                      </Badge>
                    )}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
