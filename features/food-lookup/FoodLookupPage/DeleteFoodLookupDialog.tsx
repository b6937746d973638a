import type { FoodLookupItem } from '@lib/schemas/catalogue';
import { Checkbox, Text } from '@mantine/core';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import { useState } from 'react';

export interface DeleteFoodLookupDialogProps {
  opened: boolean;
  item: FoodLookupItem | null;
  onClose: () => void;
  /** Deletes; a rejection shows its message in the dialog. */
  onConfirm: (item: FoodLookupItem, log: boolean) => Promise<void>;
}

/** The confirmation before an item leaves the food lookup. */
export function DeleteFoodLookupDialog({ opened, item, onClose, onConfirm }: DeleteFoodLookupDialogProps) {
  const [log, setLog] = useState(true);
  // Every opening starts with logging on (reset as it opens, so the box does not flip while closing).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setLog(true);
  }

  return (
    <ConfirmDialog
      opened={opened && item !== null}
      title={`Delete ${item?.food ?? 'item'}?`}
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
      onConfirm={async () => {
        if (item) await onConfirm(item, log);
      }}
    >
      <Text span fw={600}>
        {item?.food}
      </Text>{' '}
      leaves the food lookup for every member of staff. This cannot be undone.
    </ConfirmDialog>
  );
}
