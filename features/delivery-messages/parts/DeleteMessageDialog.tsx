import { useAction } from '@lib/endpoint';
import { errorMessage } from '@lib/http';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@ui/Dialog';
import { useState } from 'react';

export interface DeleteMessageDialogProps {
  opened: boolean;
  message: DeliveryMessage;
  onClose: () => void;
  /** Deletes; a rejection shows its message in the dialog. */
  onConfirm: () => Promise<void>;
}

/** The confirmation before a premade message leaves the directory. */
export function DeleteMessageDialog({ opened, message, onClose, onConfirm }: DeleteMessageDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useAction(onConfirm);
  const confirm = async () => {
    setFailure(null);
    try {
      await remove.run();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title="Delete this message?">
      <Stack gap="md">
        {failure && (
          <Alert color="red" title="The message was not deleted" role="alert">
            {failure}
          </Alert>
        )}
        <Text size="sm">
          <Text span fw={600}>
            {message.title}
          </Text>{' '}
          leaves the directory for everyone. Staff who use it as their delivery message keep their copy. This
          cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.pending} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.pending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
