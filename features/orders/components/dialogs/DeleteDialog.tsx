/** Delete an order: a reason is required, and the dialog is the confirmation. */
import type { Action } from '@lib/action';
import type { Order } from '@lib/schemas/order';
import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { Dialog, DialogActions, DialogCancel } from '@ui/Dialog';
import { useState } from 'react';
import classes from './dialogs.module.css';

export interface DeleteDialogProps {
  order: Order | null;
  onClose: () => void;
  /** Deletes (the board's action): its failure shows here and the reason stays. */
  remove: Action<[Order, string]>;
}

export function DeleteDialog({ order, onClose, remove }: DeleteDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const missing = reason.trim().length === 0;

  function submit() {
    setTouched(true);
    if (!order || missing) return;
    void remove.run(order, reason.trim());
  }

  return (
    <Dialog
      opened={order !== null}
      onClose={onClose}
      busy={remove.pending}
      dirty={reason.trim() !== ''}
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
          {remove.error && (
            <Alert color="red" role="alert" title="Not deleted">
              {remove.error}
            </Alert>
          )}
          <DialogActions>
            <DialogCancel>Keep order</DialogCancel>
            <Button color="red.4" onClick={submit} loading={remove.pending}>
              Delete order
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Dialog>
  );
}
