/**
 * `/staff/admin/rank-manager` (MANAGE_RANKS): every rank, reordered by drag, keyboard or buttons. What it does:
 * docs/product/profiles-and-users.md#rank-manager.
 */

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { pathTo } from '@lib/access';
import type { Rank } from '@lib/schemas/rank';
import { useCurrentUser } from '@lib/session';
import { useRanks } from '@lib/site-data';
import { ActionIcon, Badge, Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconLock, IconPlus } from '@tabler/icons-react';
import { AppLink } from '@ui/AppLink';
import { DataState } from '@ui/DataState';
import { PageHeader } from '@ui/PageHeader';
import { RankBadge } from '@ui/RankBadge';
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
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeader
          title="Rank Manager"
          description="Ranks from most to least senior. Drag a rank, or use the move buttons, to change the order."
          actions={
            <Button
              component={AppLink}
              to={pathTo('/staff/admin/rank-manager/create')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New rank
            </Button>
          }
        />
        <DataState
          source={ranks}
          loadingLabel="Loading the ranks"
          errorMessage="The ranks could not be loaded."
          isEmpty={(data) => data.ranks.length === 0}
          empty={<Text c="dimmed">No ranks yet. Create the first one.</Text>}
        >
          {(data) => <RankList ranks={byPosition(data.ranks)} />}
        </DataState>
      </Stack>
    </Container>
  );
}

function RankList({ ranks }: { ranks: Rank[] }) {
  const user = useCurrentUser();
  const reorder = useReorderRanks();
  const ids = ranks.map((rank) => rank.id);
  const manager = { ranks: user?.ranks ?? [], permissions: user?.permissions ?? 0 };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const save = (next: string[]) => {
    if (reorder.pending || next.join() === ids.join() || !orderAllowed(manager, ranks, next)) return;
    void reorder.run(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    save(move(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const name = (id: string | number) => ranks.find((rank) => rank.id === id)?.name ?? 'the rank';

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move a rank, press Space, use the arrow keys, then press Space again to drop it, or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${name(active.id)} is over ${name(over.id)}.`
              : `${name(active.id)} is no longer over a rank.`,
          onDragEnd: ({ active, over }) =>
            over ? `${name(active.id)} dropped in place of ${name(over.id)}.` : `${name(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          gap="xs"
          className={classes.list}
          aria-label="Ranks, most senior first"
          aria-busy={reorder.pending}
        >
          {ranks.map((rank, index) => {
            const editable = canEditRank(manager, rank, ranks);
            const canMoveUp =
              editable && index > 0 && orderAllowed(manager, ranks, move(ids, index, index - 1));
            const canMoveDown =
              editable &&
              index < ranks.length - 1 &&
              orderAllowed(manager, ranks, move(ids, index, index + 1));
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
        </Stack>
      </SortableContext>
    </DndContext>
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: rank.id,
      disabled: !editable || busy,
    });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      p="sm"
      className={classes.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group gap="sm" wrap="wrap" align="center">
        {editable ? (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={`Move ${rank.name}`}
            className={classes.handle}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
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
              <ActionIcon
                variant="default"
                aria-label={`Move ${rank.name} up`}
                disabled={!onMoveUp || busy}
                onClick={onMoveUp}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={`Move ${rank.name} down`}
                disabled={!onMoveDown || busy}
                onClick={onMoveDown}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <Button
                component={AppLink}
                to={pathTo('/staff/admin/rank-manager/$id', { id: rank.id })}
                size="xs"
                variant="default"
              >
                Edit <span className={classes.hidden}>{rank.name}</span>
              </Button>
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
