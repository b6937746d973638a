/** Delete an order: a reason is required, and the dialog is the confirmation. */
import type { Order } from '@lib/schemas/order';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Dialog } from '@ui/Dialog';
import { useState } from 'react';
import classes from './dialogs.module.css';
import { useSubmit } from './useSubmit';

export interface DeleteDialogProps {
  order: Order | null;
  onClose: () => void;
  onDelete: (order: Order, reason: string) => Promise<unknown>;
}

export function DeleteDialog({ order, onClose, onDelete }: DeleteDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useSubmit('The order could not be deleted.');

  const missing = reason.trim().length === 0;

  function submit() {
    setTouched(true);
    if (!order || missing) return;
    void request.run(() => onDelete(order, reason.trim()));
  }

  return (
    <Dialog
      opened={order !== null}
      onClose={onClose}
      title={order ? `Delete order #${order.orderID}?` : 'Delete order?'}
    >
      {order && (
        <Stack gap="md">
          <Text size="sm" className={classes.orderText}>
            {order.order}
          </Text>
          <Text size="sm">
            The customer is told their order was deleted, with your reason. This cannot be undone.
          </Text>
          <Textarea
            label="Reason"
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && missing ? 'Give a reason for deleting the order' : undefined}
            autosize
            minRows={2}
            data-autofocus
          />
          {request.problem && (
            <Alert color="red" role="alert" title="Not deleted">
              {request.problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep order
            </Button>
            <Button color="red.4" onClick={submit} loading={request.pending}>
              Delete order
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
