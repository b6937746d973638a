import { useAction } from '@lib/endpoint';
import { errorMessage } from '@lib/http';
import type { FoodLookupItem } from '@lib/schemas/catalogue';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@ui/Dialog';
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
  return (
    <Dialog opened={opened} onClose={onClose} title={`Delete ${item?.food ?? 'item'}?`}>
      {item && <DeleteConfirmation item={item} onCancel={onClose} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function DeleteConfirmation({
  item,
  onCancel,
  onConfirm,
}: {
  item: FoodLookupItem;
  onCancel: () => void;
  onConfirm: DeleteFoodLookupDialogProps['onConfirm'];
}) {
  const [log, setLog] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useAction(onConfirm);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove.run(item, log);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      {failure && (
        <Alert color="red" title="The item was not deleted" role="alert">
          {failure}
        </Alert>
      )}
      <Text size="sm">
        <Text span fw={600}>
          {item.food}
        </Text>{' '}
        leaves the food lookup for every member of staff. This cannot be undone.
      </Text>
      <Checkbox
        label="Log this change to the Discord server"
        checked={log}
        onChange={(event) => setLog(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={remove.pending} data-autofocus>
          Cancel
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={remove.pending}>
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
