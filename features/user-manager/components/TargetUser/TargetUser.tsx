import { type User, userDisplayName } from '@lib/schemas/user';
import { useRanks } from '@lib/site-data';
import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { PageHeader } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
import { byPosition } from '../../model';

export interface TargetUserProps {
  user: User;
  /** The page's heading and what the page does. */
  title: string;
  description: string;
  /** Back to the user's admin view. */
  onBack: () => void;
}

/** The head of an admin page that acts on one user: its title, a way back, and who (avatar, names, id, ranks). */
export function TargetUser({ user, title, description, onBack }: TargetUserProps) {
  const { ranks } = useRanks();
  const name = userDisplayName(user);
  const held = byPosition((ranks ?? []).filter((rank) => user.ranks.includes(rank.id)));
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button variant="default" onClick={onBack}>
            Back to the user
          </Button>
        }
      />
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
    </>
  );
}
