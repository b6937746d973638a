import { type Action, bindAction } from '@lib/action';
import type { FoodLookupItem } from '@lib/schemas/catalogue';
import { Checkbox, Text } from '@mantine/core';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { useState } from 'react';

export interface DeleteFoodLookupDialogProps {
  opened: boolean;
  item: FoodLookupItem | null;
  onClose: () => void;
  /** Deletes (`useDeleteFoodLookup`); its failure shows in the dialog. */
  remove: Action<[FoodLookupItem, boolean]>;
}

/** The confirmation before an item leaves the food lookup. */
export function DeleteFoodLookupDialog({ opened, item, onClose, remove }: DeleteFoodLookupDialogProps) {
  // Logging is on at every opening (the page renders the dialog afresh for each: docs/patterns.md#dialogs).
  const [log, setLog] = useState(true);

  // Nothing to ask about until an item is chosen (the page keeps the item while the dialog closes).
  if (!item) return null;
  return (
    <ConfirmDialog
      opened={opened}
      title={`Delete ${item.food}?`}
      confirmLabel="Delete"
      failureTitle="The item was not deleted"
      extra={
        <Checkbox
          label="Log this change to the Discord server"
          checked={log}
          onChange={(event) => setLog(event.currentTarget.checked)}
        />
      }
      onClose={onClose}
      action={bindAction(remove, item, log)}
    >
      <Text span fw={600}>
        {item.food}
      </Text>{' '}
      leaves the food lookup for every member of staff. This cannot be undone.
    </ConfirmDialog>
  );
}
