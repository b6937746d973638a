/**
 * Asks before leaving a page that holds unsaved text (lib/unsaved.ts): a link, Back or the address bar within the
 * site opens "Leave without saving?"; closing or reloading the tab gets the browser's own question. A route whose
 * page edits something renders it beside the page (pages never import the router).
 */
import { hasUnsavedChanges } from '@lib/unsaved';
import { Button, Stack, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { Dialog, DialogActions } from '@ui/Dialog';

export function UnsavedChangesPrompt() {
  const blocker = useBlocker({
    shouldBlockFn: () => hasUnsavedChanges(),
    enableBeforeUnload: hasUnsavedChanges,
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';
  return (
    <Dialog opened={blocked} onClose={() => blocker.reset?.()} title="Leave without saving?" size={440}>
      <Stack gap="md">
        <Text size="sm">Your changes on this page have not been saved. If you leave now, they are lost.</Text>
        <DialogActions>
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
