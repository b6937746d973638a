/** Deliver a ready order, or report it instead with a reason (it then leaves the board either way). */
import type { Order } from '@lib/schemas/order';
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { Dialog } from '@ui/Dialog';
import { useState } from 'react';
import classes from './dialogs.module.css';
import { useSubmit } from './useSubmit';

export interface DeliverDialogProps {
  order: Order | null;
  onClose: () => void;
  onDeliver: (order: Order, report: boolean, reportReason: string) => Promise<unknown>;
}

export function DeliverDialog({ order, onClose, onDeliver }: DeliverDialogProps) {
  const [report, setReport] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const request = useSubmit('The order could not be delivered.');

  const reasonMissing = report && reason.trim().length === 0;

  function submit() {
    setTouched(true);
    if (!order || reasonMissing) return;
    void request.run(() => onDeliver(order, report, reason.trim()));
  }

  return (
    <Dialog
      opened={order !== null}
      onClose={onClose}
      title={order ? `Deliver order #${order.orderID}` : 'Deliver order'}
    >
      {order && (
        <Stack gap="md">
          <Text size="sm" className={classes.orderText}>
            {order.order}
          </Text>
          <Checkbox
            label="Report this order instead of delivering it"
            description="For orders that break the rules: the customer is told it was reported."
            checked={report}
            onChange={(event) => setReport(event.currentTarget.checked)}
          />
          {report && (
            <Textarea
              label="Reason for the report"
              required
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={touched && reasonMissing ? 'Give a reason for the report' : undefined}
              autosize
              minRows={2}
            />
          )}
          {request.problem && (
            <Alert color="red" role="alert" title={report ? 'Not reported' : 'Not delivered'}>
              {request.problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button color={report ? 'red.4' : undefined} onClick={submit} loading={request.pending}>
              {report ? 'Report order' : 'Deliver order'}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
