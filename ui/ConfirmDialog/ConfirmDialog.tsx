import type { Action } from '@lib/action';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog, DialogActions } from '../Dialog';
import { ActionError } from '../ErrorState';

export interface ConfirmDialogProps {
  /**
   * Whether the dialog is open. Opened through `useDialogState` with its action (`open(item, action)`), each
   * opening starts without the last failure (docs/patterns.md#dialogs); the failure stays while it closes.
   */
  opened: boolean;
  /** The question, e.g. "Delete this message?"; also the dialog's accessible name. */
  title: ReactNode;
  /** What confirming does, in a sentence or two (shown as small body text). */
  children: ReactNode;
  /** Label of the confirm button, e.g. "Delete". */
  confirmLabel: string;
  /** The confirm button's colour: `danger` (red, the default) destroys something; `primary` approves it. */
  tone?: 'danger' | 'primary';
  /** Title of the alert shown when the action fails, e.g. "The message was not deleted". */
  failureTitle: string;
  /** Extra content between the body and the buttons, e.g. an option the caller passes to its action. */
  extra?: ReactNode;
  /** `extra` holds text the user typed: closing asks first (see `Dialog`'s `dirty`). */
  dirty?: boolean;
  /** Called by Cancel, the close button, Escape and a click outside (not while confirming). */
  onClose: () => void;
  /**
   * What confirming does: a `useAction` (lib/action.ts) with its arguments bound (`bindAction(remove, item)`),
   * its failure left inline. While it runs the confirm button spins, Cancel is disabled and further clicks are
   * ignored. A failure keeps the dialog open with the server's message in an alert; on success the action's
   * `onSuccess` closes the dialog (and its `success` toast says so).
   */
  action: Action<[], unknown>;
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
  dirty = false,
  onClose,
  action,
}: ConfirmDialogProps) {
  const close = () => {
    if (!action.pending) onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title={title} busy={action.pending} dirty={dirty}>
      <Stack gap="md">
        <ActionError error={action.error} title={failureTitle} />
        <Text size="sm">{children}</Text>
        {extra}
        <DialogActions>
          <Button variant="default" onClick={close} disabled={action.pending} data-autofocus>
            Cancel
          </Button>
          <Button
            color={tone === 'danger' ? 'red' : undefined}
            onClick={() => void action.run()}
            loading={action.pending}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
