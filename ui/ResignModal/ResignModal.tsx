import type { Action } from '@lib/action';
import { Alert, Button, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Dialog, DialogActions } from '../Dialog';

/** The exact label of the acknowledgement switch (docs/product/session.md#resign). */
export const RESIGN_ACKNOWLEDGEMENT = 'I understand, I wish to resign';

export interface ResignModalProps {
  /**
   * Whether the dialog is open. Render it with a new `key` at each opening (`useDialogState`,
   * docs/patterns.md#dialogs), so every opening starts unacknowledged.
   */
  opened: boolean;
  /** Called by the Close button, Escape and the overlay. */
  onClose: () => void;
  /**
   * Sends the resignation: a `useAction` (lib/action.ts) that reports success and failure itself (toasts,
   * close, navigate). While it runs Resign spins and further clicks are ignored.
   */
  resign: Action<[]>;
}

/**
 * Resign from staff (docs/product/session.md#resign): a warning, an acknowledgement switch, Close and Resign.
 */
export function ResignModal({ opened, onClose, resign }: ResignModalProps) {
  const form = useForm({ initialValues: { acknowledged: false } });
  const { acknowledged } = form.values;

  const pending = resign.pending;

  return (
    <Dialog opened={opened} onClose={onClose} title="Resign from staff">
      <Stack>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Before you resign" role="note">
          <Text size="sm">
            Resigning removes your staff rank straight away, along with access to the staff area. You will not
            be able to apply for a staff position again for 1 week.
          </Text>
        </Alert>
        <Switch
          label={RESIGN_ACKNOWLEDGEMENT}
          {...form.getInputProps('acknowledged', { type: 'checkbox' })}
          disabled={pending}
        />
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (acknowledged) void resign.run();
            }}
            disabled={!acknowledged}
            loading={pending}
          >
            Resign
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
