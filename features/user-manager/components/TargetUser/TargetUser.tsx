import { type User, userDisplayName } from '@lib/schemas/user';
import { useRanks } from '@lib/site-data';
import { Code, Group, Paper, Stack, Text } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { RankBadge } from '@ui/RankBadge';
import { byPosition } from '../../model';

/** Who an admin page acts on: avatar, names, id and ranks. */
export function TargetUser({ user }: { user: User }) {
  const { ranks } = useRanks();
  const name = userDisplayName(user);
  const held = byPosition((ranks ?? []).filter((rank) => user.ranks.includes(rank.id)));
  return (
    <Paper p="md">
      <Group gap="md" wrap="nowrap">
        <Avatar userId={user.id} avatar={user.avatar} name={name} size={48} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{user.username} · <Code>{user.id}</Code>
          </Text>
          {held.length > 0 && (
            <Group gap={4}>
              {held.map((rank) => (
                <RankBadge key={rank.id} name={rank.name} colour={rank.colour} size="sm" />
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
