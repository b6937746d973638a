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
import { ActionIcon, type MantineSpacing, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import classes from './SortableList.module.css';

export interface SortableListProps {
  /** The items' ids, in their order; each child calls `useSortableItem` with its id. */
  ids: readonly string[];
  /** An item was dropped (pointer or keyboard) from one place to another. */
  onMove: (from: number, to: number) => void;
  /** What one item is, for the screen-reader instructions: `rank`, `question`. */
  noun: string;
  /** How screen readers name one item while it moves: `Question 2`, a rank's name. */
  itemName: (id: string) => string;
  /** The list's accessible name, saying the order: `Ranks, most senior first`. */
  label: string;
  gap?: MantineSpacing;
  /** The new order is being saved. */
  busy?: boolean;
  /** The items: `<li>`s whose props come from `useSortableItem`. */
  children: ReactNode;
}

/**
 * An ordered list whose items move by dragging their handle, or by keyboard on it (Space to lift, arrows to
 * move, Space to drop, Escape to cancel), each step told to screen readers. Move buttons, when a list has
 * them, are the caller's.
 */
export function SortableList({ ids, onMove, noun, itemName, label, gap, busy, children }: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const name = (id: string | number) => itemName(String(id));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To move a ${noun}, press Space, use the arrow keys, then press Space again to drop it, or Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${name(active.id)} is over ${name(over.id)}.`
              : `${name(active.id)} is no longer over a ${noun}.`,
          onDragEnd: ({ active, over }) =>
            over ? `${name(active.id)} dropped in place of ${name(over.id)}.` : `${name(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap={gap} className={classes.list} aria-label={label} aria-busy={busy}>
          {children}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

export interface SortableItem {
  /** Spread on the item's `<li>` (it moves with the pointer and is raised while dragged). */
  itemProps: {
    ref: (element: HTMLElement | null) => void;
    style: CSSProperties;
    className: string | undefined;
    'data-dragging': true | undefined;
  };
  /** Spread on the item's `DragHandle`. */
  handleProps: HTMLAttributes<HTMLElement> & { ref: Ref<HTMLButtonElement> };
}

/** One item of a `SortableList`: `disabled` pins it (it neither moves nor lets others take its place by drag). */
export function useSortableItem(id: string, disabled = false): SortableItem {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return {
    itemProps: {
      ref: setNodeRef,
      style: { transform: CSS.Transform.toString(transform), transition },
      className: classes.item,
      'data-dragging': isDragging || undefined,
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

export interface DragHandleProps {
  /** From `useSortableItem`. */
  handle: SortableItem['handleProps'];
  /** Its accessible name: `Move Chef`. */
  label: string;
}

/** The grip an item is dragged by, and the key target for moving it. */
export function DragHandle({ handle, label }: DragHandleProps) {
  return (
    <ActionIcon variant="subtle" color="gray" aria-label={label} className={classes.handle} {...handle}>
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}

export interface MoveButtonsProps {
  /** What moves, in the buttons' names: `Move Chef up`. */
  name: string;
  /** Moves the item one place up; without it the button is disabled (first item, or not allowed). */
  onUp?: () => void;
  /** Moves the item one place down; without it the button is disabled. */
  onDown?: () => void;
}

/** Move up and Move down: the way to reorder without dragging, one place at a time. */
export function MoveButtons({ name, onUp, onDown }: MoveButtonsProps) {
  return (
    <>
      <ActionIcon variant="default" aria-label={`Move ${name} up`} disabled={!onUp} onClick={onUp}>
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="default" aria-label={`Move ${name} down`} disabled={!onDown} onClick={onDown}>
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
    </>
  );
}
