/**
 * The "Leave without saving?" dialog of app/UnsavedChangesPrompt.tsx, in a chunk of its own: the prompt is mounted
 * at the root of every page, and Mantine's modal is not part of a first visit's code.
 */
// A Modal, no shell component: the styles come with this code.
import '@ui/theme/mantine-pages.css';
import { Button, Stack, Text } from '@mantine/core';
import { Dialog, DialogActions } from '@ui/Dialog';

export interface UnsavedChangesDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

export default function UnsavedChangesDialog({ opened, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <Dialog opened={opened} onClose={onStay} title="Leave without saving?" size={440}>
      <Stack gap="md">
        <Text size="sm">Your changes on this page have not been saved. If you leave now, they are lost.</Text>
        <DialogActions>
          <Button variant="default" onClick={onStay} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
