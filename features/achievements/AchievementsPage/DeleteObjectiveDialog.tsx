import { type Action, bindAction } from '@lib/action';
import type { Objective } from '@lib/schemas/objective';
import { Text } from '@mantine/core';
import { ConfirmDialog } from '@ui/ConfirmDialog';

export interface DeleteObjectiveDialogProps {
  opened: boolean;
  objective: Objective | null;
  onClose: () => void;
  remove: Action<[Objective]>;
}

/** The confirmation before an objective goes, with every claim of it. */
export function DeleteObjectiveDialog({ opened, objective, onClose, remove }: DeleteObjectiveDialogProps) {
  if (!objective) return null;
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete this objective?"
      confirmLabel="Delete"
      failureTitle="The objective was not deleted"
      onClose={onClose}
      action={bindAction(remove, objective)}
    >
      <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
        “{objective.description}”
      </Text>{' '}
      goes for everyone, and every claim of it goes with it: nobody will see it as claimed any more. Rewards
      already given are kept. This cannot be undone.
    </ConfirmDialog>
  );
}
