/** Deliver a ready order, or report it instead with a reason (it then leaves the board either way). */
import type { Action } from '@lib/action';
import type { Order } from '@lib/schemas/order';
import { Alert, Button, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { Dialog, DialogActions, DialogCancel } from '@ui/Dialog';
import { useState } from 'react';
import classes from './dialogs.module.css';

export interface DeliverDialogProps {
  order: Order | null;
  onClose: () => void;
  /** Delivers or reports (the board's action): its failure shows here and what was typed stays. */
  deliver: Action<[Order, boolean, string]>;
}

export function DeliverDialog({ order, onClose, deliver }: DeliverDialogProps) {
  const [report, setReport] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const reasonMissing = report && reason.trim().length === 0;

  function submit() {
    setTouched(true);
    if (!order || reasonMissing) return;
    void deliver.run(order, report, reason.trim());
  }

  return (
    <Dialog
      opened={order !== null}
      onClose={onClose}
      busy={deliver.pending}
      dirty={report && reason.trim() !== ''}
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
          {deliver.error && (
            <Alert color="red" role="alert" title={report ? 'Not reported' : 'Not delivered'}>
              {deliver.error}
            </Alert>
          )}
          <DialogActions>
            <DialogCancel>Cancel</DialogCancel>
            <Button color={report ? 'red.4' : undefined} onClick={submit} loading={deliver.pending}>
              {report ? 'Report order' : 'Deliver order'}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Dialog>
  );
}
