/** Deliver a ready order, or report it instead with a reason (it then leaves the board either way). */
import type { Action } from '@lib/action';
import type { Order } from '@lib/schemas/order';
import { Checkbox, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OrderDialog, type OrderDialogProps } from './OrderDialog';

export interface DeliverDialogProps extends OrderDialogProps {
  /** Delivers or reports (the board's action): its failure shows here and what was typed stays. */
  deliver: Action<[Order, boolean, string]>;
}

export function DeliverDialog({ order, opened, onClose, deliver }: DeliverDialogProps) {
  const form = useForm({
    initialValues: { report: false, reason: '' },
    validate: {
      reason: (value, { report }) => (report && !value.trim() ? 'Give a reason for the report' : null),
    },
  });
  const { report, reason } = form.values;
  const submit = form.onSubmit((values) => void deliver.run(order, values.report, values.reason.trim()));
  return (
    <OrderDialog
      order={order}
      opened={opened}
      onClose={onClose}
      busy={deliver.pending}
      dirty={report && reason.trim() !== ''}
      title={`Deliver order #${order.orderID}`}
      problem={
        deliver.error ? { title: report ? 'Not reported' : 'Not delivered', message: deliver.error } : null
      }
      cancel="Cancel"
      submit={{
        label: report ? 'Report order' : 'Deliver order',
        color: report ? 'red.4' : undefined,
        onClick: () => submit(),
        loading: deliver.pending,
      }}
    >
      <Checkbox
        label="Report this order instead of delivering it"
        description="For orders that break the rules: the customer is told it was reported."
        {...form.getInputProps('report', { type: 'checkbox' })}
      />
      {report && (
        <Textarea
          label="Reason for the report"
          required
          {...form.getInputProps('reason')}
          autosize
          minRows={2}
        />
      )}
    </OrderDialog>
  );
}
