import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DialogProps extends Omit<ModalRootProps, 'title' | 'children'> {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called by the close button, Escape and a click outside. */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog for every confirmation and form. Same look as Mantine's Modal (640 px wide, centred), but
 * its header is a plain `div`: Mantine's `<header>` would be a second banner landmark next to the page's
 * own header, which screen readers (and axe) reject.
 */
export function Dialog({ opened, onClose, title, children, ...rootProps }: DialogProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={640} centered {...rootProps}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close dialog" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
