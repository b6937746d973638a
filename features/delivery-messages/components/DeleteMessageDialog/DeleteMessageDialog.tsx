import { type Action, bindAction } from '@lib/action';
import type { DeliveryMessage } from '@lib/schemas/catalogue';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '@ui/ConfirmDialog';

export interface DeleteMessageDialogProps {
  opened: boolean;
  message: DeliveryMessage;
  onClose: () => void;
  /** Deletes (`useDeleteDeliveryMessage`); its failure shows in the dialog. */
  remove: Action<[DeliveryMessage]>;
}

/** The confirmation before a premade message leaves the directory. */
export function DeleteMessageDialog({ opened, message, onClose, remove }: DeleteMessageDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete this message?"
      confirmLabel="Delete"
      failureTitle="The message was not deleted"
      onClose={onClose}
      action={bindAction(remove, message)}
    >
      <Text span fw={600}>
        {message.title}
      </Text>{' '}
      leaves the directory for everyone. Staff who use it as their delivery message keep their copy. This
      cannot be undone.
    </ConfirmDialog>
  );
}
