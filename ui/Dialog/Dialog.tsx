import { useUnsavedChanges } from '@lib/unsaved';
import { Button, type ButtonProps, Group, Modal, type ModalRootProps, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';

export interface DialogProps extends Omit<ModalRootProps, 'title' | 'children'> {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called by the close button, Escape, a click outside and {@link DialogCancel} (see `busy` and `dirty`). */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /**
   * A request runs: Escape, a click outside, the × button and {@link DialogCancel} do nothing, so the outcome
   * is always seen and nothing typed is lost.
   */
  busy?: boolean;
  /**
   * The dialog holds text the user typed: closing asks 'Discard your changes?' first, and the page counts as
   * holding unsaved text (lib/unsaved.ts) while it is open.
   */
  dirty?: boolean;
  children: ReactNode;
}

interface DialogCloseValue {
  requestClose: () => void;
  busy: boolean;
}

const DialogCloseContext = createContext<DialogCloseValue | null>(null);

/**
 * A modal dialog for every confirmation and form. Same look as Mantine's Modal (640 px wide, centred), but
 * its header is a plain `div`: Mantine's `<header>` would be a second banner landmark next to the page's
 * own header, which screen readers (and axe) reject. Every way of closing goes through one guard: nothing
 * while `busy`, a confirmation first while `dirty`.
 */
export function Dialog({
  opened,
  onClose,
  title,
  busy = false,
  dirty = false,
  children,
  ...rootProps
}: DialogProps) {
  const [asking, setAsking] = useState(false);
  // Mounted already open (a dialog whose code loads with the click that opens it): it opens one render later,
  // so Mantine notes what had the focus and gives it back on closing.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useUnsavedChanges(opened && dirty);
  // Every opening starts without the question.
  useEffect(() => {
    if (!opened) setAsking(false);
  }, [opened]);

  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };

  return (
    <DialogCloseContext value={{ requestClose, busy }}>
      <Modal.Root
        opened={opened && mounted}
        onClose={requestClose}
        size={640}
        centered
        closeOnEscape={!busy && !asking}
        closeOnClickOutside={!busy && !asking}
        {...rootProps}
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title>{title}</Modal.Title>
            <Modal.CloseButton aria-label="Close dialog" disabled={busy} />
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <Modal.Root opened={opened && asking} onClose={() => setAsking(false)} size={440} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title>Discard your changes?</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              <Text size="sm">What you typed in this dialog will be lost.</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
                  Keep editing
                </Button>
                <Button
                  color="red"
                  onClick={() => {
                    setAsking(false);
                    onClose();
                  }}
                >
                  Discard
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </DialogCloseContext>
  );
}

/** Closes the enclosing {@link Dialog} through its guard (nothing while busy; asks first while dirty). */
export function useDialogClose(): () => void {
  const value = use(DialogCloseContext);
  if (!value) throw new Error('useDialogClose needs a <Dialog>');
  return value.requestClose;
}

/** The dialog's Cancel button: closes through the guard, disabled while a request runs. */
export function DialogCancel({ children, ...props }: Omit<ButtonProps, 'onClick'> & { children: ReactNode }) {
  const value = use(DialogCloseContext);
  if (!value) throw new Error('DialogCancel needs a <Dialog>');
  return (
    <Button variant="default" {...props} onClick={value.requestClose} disabled={value.busy || props.disabled}>
      {children}
    </Button>
  );
}
