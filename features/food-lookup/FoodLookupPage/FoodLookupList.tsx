import type { FoodLookupItem } from '@lib/schemas/catalogue';
import { ActionIcon, Badge, Group, Highlight, Paper, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconChefHat, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { memo } from 'react';
import classes from './FoodLookupPage.module.css';

/** Dark text on light orange: readable at any size (axe contrast). */
const HIGHLIGHT = { backgroundColor: 'var(--mantine-color-orange-3)', color: 'var(--mantine-color-black)' };

export interface FoodLookupListProps {
  items: readonly FoodLookupItem[];
  /** Words to highlight (the search). */
  highlight: string[];
  /** With MANAGE_FOOD_LOOKUP: edit and delete per item. */
  onEdit?: (item: FoodLookupItem) => void;
  onDelete?: (item: FoodLookupItem) => void;
}

/**
 * The items as rows: name, description, badges and actions side by side on wide screens, stacked as a card
 * below 48em (375 px phones).
 */
export const FoodLookupList = memo(function FoodLookupList({
  items,
  highlight,
  onEdit,
  onDelete,
}: FoodLookupListProps) {
  return (
    <Paper withBorder component="ul" className={classes.list} aria-label="Food lookup items">
      {items.map((item) => (
        <li key={item.id} className={classes.item}>
          <Highlight
            component="h2"
            highlight={highlight}
            className={classes.food}
            fw={600}
            size="md"
            highlightStyles={HIGHLIGHT}
          >
            {item.food}
          </Highlight>
          {item.description ? (
            <Highlight
              highlight={highlight}
              className={classes.description}
              size="sm"
              c="dark.0"
              highlightStyles={HIGHLIGHT}
            >
              {item.description}
            </Highlight>
          ) : (
            <Text className={classes.description} size="sm" c="dimmed" fs="italic">
              No description
            </Text>
          )}
          <Group gap={6} className={classes.badges}>
            {item.preparable ? (
              <Badge color="green" leftSection={<IconCheck size={12} aria-hidden />}>
                Preparable
              </Badge>
            ) : (
              <Badge color="red" leftSection={<IconX size={12} aria-hidden />}>
                Not preparable
              </Badge>
            )}
            {item.chefDiscretion && (
              <Badge color="yellow" leftSection={<IconChefHat size={12} aria-hidden />}>
                Chef's discretion
              </Badge>
            )}
          </Group>
          {(onEdit || onDelete) && (
            <Group gap={4} className={classes.actions} wrap="nowrap">
              {onEdit && (
                <Tooltip label="Edit">
                  <ActionIcon aria-label={`Edit ${item.food}`} onClick={() => onEdit(item)} color="gray">
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {onDelete && (
                <Tooltip label="Delete">
                  <ActionIcon aria-label={`Delete ${item.food}`} onClick={() => onDelete(item)} color="red">
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          )}
        </li>
      ))}
    </Paper>
  );
});
