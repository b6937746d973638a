import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { DragHandle, MoveButtons, SortableList, useSortableItem } from './SortableList';

const STATIONS = ['Grill', 'Fryer', 'Salads', 'Desserts'];

function Row({ name, index, count, pinned, onMove }: Row) {
  const { itemProps, handleProps } = useSortableItem(name, pinned);
  return (
    <Paper component="li" withBorder p="sm" {...itemProps} aria-label={name}>
      <Group gap="sm" wrap="nowrap">
        {pinned ? <Text w={28} /> : <DragHandle handle={handleProps} label={`Move ${name}`} />}
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Group gap={4} ml="auto" wrap="nowrap">
          <MoveButtons
            name={name}
            onUp={pinned || index === 0 ? undefined : () => onMove(index, index - 1)}
            onDown={pinned || index === count - 1 ? undefined : () => onMove(index, index + 1)}
          />
        </Group>
      </Group>
    </Paper>
  );
}
interface Row {
  name: string;
  index: number;
  count: number;
  pinned: boolean;
  onMove: (from: number, to: number) => void;
}

/** A list with its own order, as a page keeps it (the rank manager saves each move). */
function Stations({ pinned = [] }: { pinned?: string[] }) {
  const [order, setOrder] = useState(STATIONS);
  const move = (from: number, to: number) =>
    setOrder((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved !== undefined) next.splice(to, 0, moved);
      return next;
    });
  return (
    <SortableList
      ids={order}
      onMove={move}
      noun="station"
      itemName={(id) => id}
      label="Stations, first served first"
      gap="xs"
    >
      {order.map((name, index) => (
        <Row
          key={name}
          name={name}
          index={index}
          count={order.length}
          pinned={pinned.includes(name)}
          onMove={move}
        />
      ))}
    </SortableList>
  );
}

const meta = preview.meta({
  title: 'UI/SortableList',
  component: Stations,
  parameters: {
    docs: {
      description: {
        component:
          'An ordered list a person rearranges: drag an item by its grip, or focus the grip and press Space, ' +
          'the arrow keys, then Space to drop (Escape cancels); each step is read out to screen readers. The ' +
          'Move up / Move down buttons do the same one place at a time. A pinned item has no grip and its ' +
          'buttons are off. Used by the rank manager and the recruitment form builder.',
      },
    },
  },
});

const namesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

export const MoveButtonsAndKeyboard = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Move buttons move one place; on the grip, Space, an arrow and Space move by keyboard.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Stations, first served first' });
    await expect(canvas.getByRole('button', { name: 'Move Grill up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Fryer up' }));
    await expect(namesOf(list)).toEqual(['Fryer', 'Grill', 'Salads', 'Desserts']);

    const body = within(canvasElement.ownerDocument.body);
    const handle = canvas.getByRole('button', { name: 'Move Desserts' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(body.getByText('Desserts is over Salads.')).toBeInTheDocument());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(namesOf(list)).toEqual(['Fryer', 'Grill', 'Desserts', 'Salads']));
    await expect(body.getByText('Desserts dropped in place of Salads.')).toBeInTheDocument();
  },
});

export const Pinned = meta.story({
  args: { pinned: ['Grill'] },
  parameters: { docs: { description: { story: 'A pinned item: no grip, its move buttons off.' } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Move Grill' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Move Grill down' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Fryer' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    );
  },
});
