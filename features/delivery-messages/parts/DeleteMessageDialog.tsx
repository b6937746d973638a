import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '@ui/ConfirmDialog';

export interface DeleteMessageDialogProps {
  opened: boolean;
  message: DeliveryMessage;
  onClose: () => void;
  /** Deletes; a rejection shows its message in the dialog. */
  onConfirm: () => Promise<void>;
}

/** The confirmation before a premade message leaves the directory. */
export function DeleteMessageDialog({ opened, message, onClose, onConfirm }: DeleteMessageDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete this message?"
      confirmLabel="Delete"
      failureTitle="The message was not deleted"
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <Text span fw={600}>
        {message.title}
      </Text>{' '}
      leaves the directory for everyone. Staff who use it as their delivery message keep their copy. This
      cannot be undone.
    </ConfirmDialog>
  );
}
