import { useAction } from '@lib/endpoint';
import { errorMessage } from '@lib/http';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Dialog } from '../Dialog';

export interface ConfirmDialogProps {
  /** Whether the dialog is open. Every opening starts without a failure. */
  opened: boolean;
  /** The question, e.g. "Delete this message?"; also the dialog's accessible name. */
  title: ReactNode;
  /** What confirming does, in a sentence or two (shown as small body text). */
  children: ReactNode;
  /** Label of the confirm button, e.g. "Delete". */
  confirmLabel: string;
  /** The confirm button's colour: `danger` (red, the default) destroys something; `primary` approves it. */
  tone?: 'danger' | 'primary';
  /** Title of the alert shown when `onConfirm` rejects, e.g. "The message was not deleted". */
  failureTitle: string;
  /** Extra content between the body and the buttons, e.g. an option the caller reads in its `onConfirm`. */
  extra?: ReactNode;
  /** Called by Cancel, the close button, Escape and a click outside (not while confirming); the failure is cleared. */
  onClose: () => void;
  /**
   * Does the work. While the promise is pending the confirm button shows a spinner, Cancel is disabled and
   * further clicks are ignored. A rejection keeps the dialog open with the error's message in an alert; on
   * success the caller closes the dialog (and says so, e.g. with a toast).
   */
  onConfirm: () => Promise<void>;
}

/**
 * A confirmation before something that cannot be undone: the question as title, what will happen, Cancel
 * (focused first, so Enter does not destroy anything) and the confirm button (red unless told otherwise).
 * While the work runs the dialog cannot be closed, so its outcome is always seen.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  tone = 'danger',
  failureTitle,
  extra,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const action = useAction(onConfirm);

  // A dialog closed by its caller (e.g. after it succeeded) opens again without the old failure.
  if (!opened && failure !== null) setFailure(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await action.run();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const close = () => {
    if (action.pending) return;
    setFailure(null);
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        {failure !== null && (
          <Alert color="red" title={failureTitle} role="alert">
            {failure}
          </Alert>
        )}
        <Text size="sm">{children}</Text>
        {extra}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={action.pending} data-autofocus>
            Cancel
          </Button>
          <Button
            color={tone === 'danger' ? 'red' : undefined}
            onClick={() => void confirm()}
            loading={action.pending}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
