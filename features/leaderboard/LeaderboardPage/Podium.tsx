import { Badge, Text } from '@mantine/core';
import { Avatar } from '@ui/Avatar';
import { RankBadge } from '@ui/RankBadge';
import type { CSSProperties } from 'react';
import { type LeaderboardEntry, orderCount, ordinal } from '../model';
import classes from './LeaderboardPage.module.css';

export interface PodiumProps {
  /** The top entries (up to three), first place first. */
  entries: readonly LeaderboardEntry[];
  userId: string | null;
}

/**
 * The top three on steps: first in the middle and highest, second on the left, third on the right. The list keeps
 * the ranking order for screen readers; only the picture moves them.
 */
export function Podium({ entries, userId }: PodiumProps) {
  return (
    <ol
      className={classes.podium}
      aria-label="The top three"
      style={{ '--podium-count': entries.length } as CSSProperties}
    >
      {entries.map((entry, index) => {
        const isYou = entry.row.id === userId;
        return (
          <li key={entry.row.id} className={classes.step} data-step={index + 1} data-you={isYou || undefined}>
            <Text className={classes.stepBlock} fw={800}>
              {ordinal(entry.place)}
            </Text>
            <div className={classes.person}>
              {/* The name is under it: the picture adds nothing for a screen reader. */}
              <span aria-hidden="true" className={classes.avatar}>
                <Avatar
                  userId={entry.row.id}
                  avatar={entry.row.avatar}
                  name={entry.name}
                  size={index === 0 ? 72 : 56}
                />
              </span>
              <Text fw={700} ta="center" className={classes.name}>
                {entry.name}
              </Text>
              {entry.rank && <RankBadge name={entry.rank.name} colour={entry.rank.colour} size="sm" />}
              <Text size="sm" c="dimmed" ta="center">
                {orderCount(entry.row.weeklyOrders)}
              </Text>
              {isYou && (
                <Badge size="sm" variant="filled">
                  You
                </Badge>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
