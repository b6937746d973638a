/** Delete an order: a reason is required, and the dialog is the confirmation. */
import { errorMessage } from '@lib/http';
import type { Order } from '@lib/schemas/order';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { Dialog } from '@ui/Dialog';
import { useState } from 'react';
import classes from './dialogs.module.css';

export interface DeleteDialogProps {
  order: Order | null;
  onClose: () => void;
  onDelete: (order: Order, reason: string) => Promise<unknown>;
}

export function DeleteDialog({ order, onClose, onDelete }: DeleteDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const missing = reason.trim().length === 0;

  async function submit() {
    setTouched(true);
    if (!order || missing || submitting) return;
    setSubmitting(true);
    setProblem(null);
    try {
      await onDelete(order, reason.trim());
    } catch (error) {
      setProblem(errorMessage(error, 'The order could not be deleted.'));
    } finally {
      setSubmitting(false);
    }
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
          {problem && (
            <Alert color="red" role="alert" title="Not deleted">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep order
            </Button>
            <Button color="red.4" onClick={() => void submit()} loading={submitting}>
              Delete order
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
