/**
 * `/staff/admin/rank-manager` (MANAGE_RANKS): every rank, reordered by drag, keyboard or buttons. What it does:
 * docs/product/profiles-and-users.md#rank-manager.
 */
import { pathTo } from '@lib/access';
import type { Rank } from '@lib/schemas/rank';
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { CreateLink, Page } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
import { DragHandle, MoveButtons, SortableList, useSortableItem } from '@ui/SortableList';
import { useReorderRanks } from '../hooks';
import { byPosition, canEditRank, move, orderAllowed } from '../model';
import classes from './RankManagerPage.module.css';

const FLAGS: readonly {
  key: 'staffRank' | 'displayOnTeam' | 'useTeams' | 'logUserRankHistory';
  label: string;
}[] = [
  { key: 'staffRank', label: 'Staff' },
  { key: 'displayOnTeam', label: 'On the team page' },
  { key: 'useTeams', label: 'Uses teams' },
  { key: 'logUserRankHistory', label: 'Rank history' },
];

export function RankManagerPage() {
  const ranks = useRanks();
  return (
    <Page
      title="Rank Manager"
      description="Ranks from most to least senior. Drag a rank, or use the move buttons, to change the order."
      actions={<CreateLink to={pathTo('/staff/admin/rank-manager/create')}>New rank</CreateLink>}
    >
      <DataState
        source={ranks}
        loadingLabel="Loading the ranks"
        errorMessage="The ranks could not be loaded."
        isEmpty={(data) => data.ranks.length === 0}
        empty={<Text c="dimmed">No ranks yet. Create the first one.</Text>}
      >
        {(data) => <RankList ranks={byPosition(data.ranks)} />}
      </DataState>
    </Page>
  );
}

function RankList({ ranks }: { ranks: Rank[] }) {
  const user = useCurrentUser();
  const reorder = useReorderRanks();
  const ids = ranks.map((rank) => rank.id);
  const manager = { ranks: user?.ranks ?? [], permissions: user?.permissions ?? 0 };
  const save = (next: string[]) => {
    if (reorder.pending || next.join() === ids.join() || !orderAllowed(manager, ranks, next)) return;
    void reorder.run(next);
  };
  const name = (id: string) => ranks.find((rank) => rank.id === id)?.name ?? 'the rank';

  return (
    <SortableList
      ids={ids}
      onMove={(from, to) => save(move(ids, from, to))}
      noun="rank"
      itemName={name}
      label="Ranks, most senior first"
      gap="xs"
      busy={reorder.pending}
    >
      {ranks.map((rank, index) => {
        const editable = canEditRank(manager, rank, ranks);
        const canMoveUp = editable && index > 0 && orderAllowed(manager, ranks, move(ids, index, index - 1));
        const canMoveDown =
          editable && index < ranks.length - 1 && orderAllowed(manager, ranks, move(ids, index, index + 1));
        return (
          <RankRow
            key={rank.id}
            rank={rank}
            editable={editable}
            busy={reorder.pending}
            onMoveUp={canMoveUp ? () => save(move(ids, index, index - 1)) : undefined}
            onMoveDown={canMoveDown ? () => save(move(ids, index, index + 1)) : undefined}
          />
        );
      })}
    </SortableList>
  );
}

interface RankRowProps {
  rank: Rank;
  editable: boolean;
  busy: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

function RankRow({ rank, editable, busy, onMoveUp, onMoveDown }: RankRowProps) {
  const { itemProps, handleProps } = useSortableItem(rank.id, !editable || busy);
  return (
    <Paper component="li" p="sm" {...itemProps}>
      <Group gap="sm" wrap="wrap" align="center">
        {editable ? (
          <DragHandle handle={handleProps} label={`Move ${rank.name}`} />
        ) : (
          <IconLock size={18} aria-hidden className={classes.lock} />
        )}
        <Text size="sm" c="dimmed" w={24} ta="right" aria-label={`Position ${rank.position}`}>
          {rank.position}
        </Text>
        <Stack gap={4} className={classes.main}>
          <Group gap="xs">
            <RankBadge name={rank.name} colour={rank.colour} />
            {FLAGS.filter(({ key }) => rank[key]).map(({ key, label }) => (
              <Badge key={key} size="xs" variant="outline" color="gray" tt="none">
                {label}
              </Badge>
            ))}
            {rank.staff?.canResign && (
              <Badge size="xs" variant="outline" color="gray" tt="none">
                May resign
              </Badge>
            )}
          </Group>
          {rank.description && (
            <Text size="xs" c="dimmed" className={classes.wrap}>
              {rank.description}
            </Text>
          )}
          {!editable && (
            <Text size="xs" c="dimmed">
              At or above your own rank: you cannot change it.
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          {editable && (
            <>
              <MoveButtons
                name={rank.name}
                onUp={busy ? undefined : onMoveUp}
                onDown={busy ? undefined : onMoveDown}
              />
              <Button
                component={AppLink}
                to={pathTo('/staff/admin/rank-manager/$id', { id: rank.id })}
                size="xs"
                variant="default"
              >
                Edit <VisuallyHidden>{rank.name}</VisuallyHidden>
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
