import { formatNumber } from '@lib/format';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { RankBadge } from '@ui/RankBadge';
import { type LeaderboardEntry, ordinal } from '../model';
import classes from './LeaderboardPage.module.css';

export interface LeaderboardTableProps {
  entries: readonly LeaderboardEntry[];
  userId: string | null;
}

/** Everyone on the board: place, avatar, name and rank badge, and this week's orders; the user's own row marked. */
export function LeaderboardTable({ entries, userId }: LeaderboardTableProps) {
  return (
    <Table verticalSpacing="xs" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Place</Table.Th>
          <Table.Th scope="col">Staff member</Table.Th>
          <Table.Th scope="col" ta="right">
            Orders this week
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => {
          const isYou = entry.row.id === userId;
          return (
            <Table.Tr key={entry.row.id} data-you={isYou || undefined} aria-current={isYou || undefined}>
              <Table.Td fw={700}>{ordinal(entry.place)}</Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {/* The name is beside it: the picture adds nothing for a screen reader. */}
                  <span aria-hidden="true" className={classes.avatar}>
                    <Avatar userId={entry.row.id} avatar={entry.row.avatar} name={entry.name} size={32} />
                  </span>
                  <Stack gap={2} className={classes.member}>
                    <Group gap={6}>
                      <Text fw={600} className={classes.name}>
                        {entry.name}
                      </Text>
                      {isYou && (
                        <Badge size="xs" variant="filled">
                          You
                        </Badge>
                      )}
                    </Group>
                    {entry.rank && <RankBadge name={entry.rank.name} colour={entry.rank.colour} size="xs" />}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatNumber(entry.row.weeklyOrders)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
