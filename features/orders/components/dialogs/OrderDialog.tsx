/**
 * The frame of the board's three dialogs (prepare, deliver, delete): the order's text, the dialog's own fields,
 * the last failure titled by what failed, and the bar with Cancel and the main action.
 */
import type { Order } from '@lib/schemas/order';
import { Alert, Button, type ButtonProps, Stack, Text } from '@mantine/core';
import { Dialog, DialogActions, DialogCancel } from '@ui/Dialog';
import type { ReactNode } from 'react';
import classes from './dialogs.module.css';

/** What a dialog shows for its order: opened and closed by the board (lib/dialog-state.ts). */
export interface OrderDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

interface OrderDialogFrameProps extends OrderDialogProps {
  title: string;
  busy: boolean;
  dirty: boolean;
  /** The last failure, titled by what failed ("Not delivered"), or null. */
  problem: { title: string; message: string } | null;
  cancel: string;
  /** The main action's button. */
  submit: {
    label: string;
    onClick: () => void;
    loading: boolean;
    disabled?: boolean;
    color?: ButtonProps['color'];
  };
  children: ReactNode;
}

export function OrderDialog({
  order,
  opened,
  onClose,
  title,
  busy,
  dirty,
  problem,
  cancel,
  submit,
  children,
}: OrderDialogFrameProps) {
  return (
    <Dialog opened={opened} onClose={onClose} busy={busy} dirty={dirty} title={title}>
      <Stack gap="md">
        <Text size="sm" className={classes.orderText}>
          {order.order}
        </Text>
        {children}
        {problem && (
          <Alert color="red" role="alert" title={problem.title}>
            {problem.message}
          </Alert>
        )}
        <DialogActions>
          <DialogCancel>{cancel}</DialogCancel>
          <Button
            color={submit.color}
            onClick={submit.onClick}
            loading={submit.loading}
            disabled={submit.disabled}
          >
            {submit.label}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
