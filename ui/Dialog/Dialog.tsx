import { useUnsavedChanges } from '@lib/unsaved';
import { Button, type ButtonProps, Modal, type ModalRootProps, Stack, Text } from '@mantine/core';
import { markDialogOpen } from '@ui/theme';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import classes from './Dialog.module.css';

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

/** The frame of every dialog (Dialog.module.css): below the toast band, a sheet on phones. */
const FRAME = { inner: classes.inner, content: classes.content, body: classes.body };

/**
 * A modal dialog for every confirmation and form (docs/patterns.md#dialogs). Same look as Mantine's Modal
 * (640 px wide, centred; on phones a sheet across the width from below the toast band to the bottom edge),
 * but its header is a plain `div`: Mantine's `<header>` would be a second banner landmark next to the page's
 * own header, which screen readers (and axe) reject. Its buttons go in {@link DialogActions}, a bar that stays
 * at the bottom while the content scrolls. Every way of closing goes through one guard: nothing while `busy`,
 * a confirmation first while `dirty`.
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
  // Toasts keep to one at a time above an open dialog (ui/theme/open-dialogs.ts).
  const shown = opened && mounted;
  useEffect(() => (shown ? markDialogOpen() : undefined), [shown]);

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
        classNames={FRAME}
        {...rootProps}
      >
        <Modal.Overlay />
        <Modal.Content data-dialog>
          <Modal.Header component="div">
            <Modal.Title>{title}</Modal.Title>
            <Modal.CloseButton aria-label="Close dialog" disabled={busy} />
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <Modal.Root
        opened={opened && asking}
        onClose={() => setAsking(false)}
        size={440}
        centered
        classNames={FRAME}
      >
        <Modal.Overlay />
        <Modal.Content data-dialog>
          <Modal.Header component="div">
            <Modal.Title>Discard your changes?</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Stack gap="md">
              <Text size="sm">What you typed in this dialog will be lost.</Text>
              <DialogActionBar>
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
              </DialogActionBar>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </DialogCloseContext>
  );
}

/** The bar itself (also for the dialog's own question, outside the guard's context). */
function DialogActionBar({ children }: { children: ReactNode }) {
  return (
    <div className={classes.actions} data-dialog-actions>
      {children}
    </div>
  );
}

/**
 * A dialog's buttons (Cancel first, the main action last, on the right): a bar stuck to the bottom of the
 * dialog, so however long the content (a picture grid, a note, an error), the main action stays in view; the
 * content scrolls under it. Put it last in the dialog's content, inside its `<form>` when there is one (submit
 * buttons keep working).
 */
export function DialogActions({ children }: { children: ReactNode }) {
  if (!use(DialogCloseContext)) throw new Error('DialogActions needs a <Dialog>');
  return <DialogActionBar>{children}</DialogActionBar>;
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
