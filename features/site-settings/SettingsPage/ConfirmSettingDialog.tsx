import { type Action, bindAction } from '@lib/action';
import { ConfirmDialog } from '@ui/ConfirmDialog';
import type { ReactNode } from 'react';
import type { SettingChange } from '../hooks';

export interface ConfirmSettingDialogProps {
  /** The change to confirm; null closes the dialog (the last one is kept by the caller while it closes). */
  opened: boolean;
  change: SettingChange;
  question: string;
  confirmLabel: string;
  children: ReactNode;
  onClose: () => void;
  /** `useSaveSetting`: its failure shows in the dialog, in the server's words. */
  save: Action<[SettingChange], unknown>;
}

/** Every settings change asks first: what it will do, Cancel focused, then Save. */
export function ConfirmSettingDialog({
  opened,
  change,
  question,
  confirmLabel,
  children,
  onClose,
  save,
}: ConfirmSettingDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      title={question}
      confirmLabel={confirmLabel}
      tone="primary"
      failureTitle="The setting was not saved"
      onClose={onClose}
      action={bindAction(save, change)}
    >
      {children}
    </ConfirmDialog>
  );
}
