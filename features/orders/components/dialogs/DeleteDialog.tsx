/** Delete an order: a reason is required, and the dialog is the confirmation. */
import type { Action } from '@lib/action';
import type { Order } from '@lib/schemas/order';
import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OrderDialog, type OrderDialogProps } from './OrderDialog';

export interface DeleteDialogProps extends OrderDialogProps {
  /** Deletes (the board's action): its failure shows here and the reason stays. */
  remove: Action<[Order, string]>;
}

export function DeleteDialog({ order, opened, onClose, remove }: DeleteDialogProps) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : 'Give a reason for deleting the order') },
  });
  const submit = form.onSubmit(({ reason }) => void remove.run(order, reason.trim()));
  return (
    <OrderDialog
      order={order}
      opened={opened}
      onClose={onClose}
      busy={remove.pending}
      dirty={form.values.reason.trim() !== ''}
      title={`Delete order #${order.orderID}?`}
      problem={remove.error ? { title: 'Not deleted', message: remove.error } : null}
      cancel="Keep order"
      submit={{ label: 'Delete order', color: 'red.4', onClick: () => submit(), loading: remove.pending }}
    >
      <Text size="sm">
        The customer is told their order was deleted, with your reason. This cannot be undone.
      </Text>
      <Textarea
        label="Reason"
        required
        {...form.getInputProps('reason')}
        autosize
        minRows={2}
        data-autofocus
      />
    </OrderDialog>
  );
}
