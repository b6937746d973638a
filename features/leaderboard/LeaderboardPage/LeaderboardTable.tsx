import { formatNumber } from '@lib/format';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { RankBadge } from '@ui/RankBadge';
import { type LeaderboardEntry, ordinal } from '../model';
import classes from './LeaderboardPage.module.css';

export interface LeaderboardTableProps {
  entries: readonly LeaderboardEntry[];
  userId: string | null;
}

/**
 * Everyone on the board: place, avatar, name and rank badge, and this week's orders; the user's own row marked.
 * A plain table styled like Mantine's Table (LeaderboardPage.module.css), not Mantine's Table: that component
 * carries `Table.ScrollContainer`, whose ScrollArea imports floating-ui, and so cost this public page a 19.6 KiB
 * chunk (docs/architecture.md#performance).
 */
export function LeaderboardTable({ entries, userId }: LeaderboardTableProps) {
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Staff member</th>
          <th scope="col" className={classes.count}>
            Orders this week
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const isYou = entry.row.id === userId;
          return (
            <tr key={entry.row.id} data-you={isYou || undefined} aria-current={isYou || undefined}>
              <td className={classes.place}>{ordinal(entry.place)}</td>
              <td>
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
              </td>
              <td className={`${classes.count} ${classes.orders}`}>{formatNumber(entry.row.weeklyOrders)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
