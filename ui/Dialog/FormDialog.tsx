import type { ReactNode } from 'react';
import { ActionForm, type ActionFormProps } from '../ActionForm';
import { Dialog, DialogActions, DialogCancel } from './Dialog';

export interface FormDialogProps
  extends Omit<ActionFormProps, 'cancel' | 'cancelTo' | 'buttonBar' | 'title'> {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called by Cancel, ×, Escape and a click outside, through the dialog's guard. */
  onClose: () => void;
  /** The dialog's heading, e.g. “Edit Pizza”; also its accessible name. */
  title: ReactNode;
  /** The form holds typed text (`form.isDirty()`): closing asks 'Discard your changes?' first. */
  dirty: boolean;
  /** The Cancel button's words. */
  cancelLabel?: string;
}

/**
 * A create or edit dialog (docs/patterns.md#dialogs): a {@link Dialog} holding an `ActionForm`, busy while its
 * action runs, dirty while its form holds typed text, with Cancel and the submit button in the sticky bar.
 */
export function FormDialog({
  opened,
  onClose,
  title,
  dirty,
  cancelLabel = 'Cancel',
  action,
  ...form
}: FormDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} busy={action.pending} dirty={dirty} title={title}>
      <ActionForm
        action={action}
        cancel={<DialogCancel>{cancelLabel}</DialogCancel>}
        buttonBar={DialogActions}
        {...form}
      />
    </Dialog>
  );
}
