import { useAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { Button } from '@mantine/core';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { RESIGN_ACKNOWLEDGEMENT, ResignModal, type ResignModalProps } from './ResignModal';

/** The dialog is rendered in a portal, outside the story's canvas. */
const dialog = () => screen.findByRole('dialog', { name: 'Resign from staff' });

type ResignStoryProps = Omit<ResignModalProps, 'resign'> & {
  /** Stands in for the request: the story's action runs it (the staff layout passes `useResign`). */
  onResign: () => Promise<unknown>;
};

/** The modal with an action made from `onResign`, as the staff layout makes one with `useResign`. */
function ResignWithAction({ onResign, ...props }: ResignStoryProps) {
  const resign = useAction(onResign);
  return <ResignModal {...props} resign={resign} />;
}

const meta = preview.meta({
  title: 'UI/ResignModal',
  component: ResignWithAction,
  args: {
    opened: true,
    onClose: fn(),
    onResign: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The “Resign from staff” dialog of the staff sidebar. A warning explains the consequences (the staff rank ' +
          'goes, no new application for 1 week). Resign stays disabled until the user turns on “I understand, I ' +
          'wish to resign”, and while the request is on its way; every opening starts with the switch off.',
      },
    },
  },
});

/** While the Default story's play holds it, the request ends when the play calls `finishResign`. */
let holdResign = false;
let finishResign: (() => void) | undefined;

export const Default = meta.story({
  // Held, not 400 ms: on a loaded machine the time ran out between the double click and the check that the
  // button waits. Clicked by hand (the docs), the request still takes 400 ms.
  args: {
    onResign: fn(
      () =>
        new Promise<void>((resolve) => {
          if (holdResign) finishResign = resolve;
          else setTimeout(resolve, 400);
        }),
    ),
  },
  parameters: {
    docs: {
      description: {
        story: 'Acknowledge, then resign: the button waits for the request and only sends it once.',
      },
    },
  },
  play: async ({ args, userEvent }) => {
    holdResign = true;
    const modal = within(await dialog());
    const resign = modal.getByRole('button', { name: 'Resign' });
    await expect(modal.getByText(/apply for a staff position again for 1 week/)).toBeVisible();
    await expect(resign).toBeDisabled();

    await userEvent.click(modal.getByRole('switch', { name: RESIGN_ACKNOWLEDGEMENT }));
    await expect(resign).toBeEnabled();

    await userEvent.dblClick(resign);
    await expect(resign).toBeDisabled();
    await expect(args.onResign).toHaveBeenCalledOnce();
    holdResign = false;
    finishResign?.();
    await waitFor(() => expect(resign).toBeEnabled());
    await expect(args.onResign).toHaveBeenCalledOnce();
  },
});

export const InFlight = meta.story({
  args: { onResign: fn(() => new Promise<void>(() => {})) },
  parameters: {
    docs: {
      description: {
        story: 'The request is on its way: Resign shows a spinner and cannot be clicked again.',
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('switch', { name: RESIGN_ACKNOWLEDGEMENT }));
    const resign = modal.getByRole('button', { name: 'Resign' });
    await userEvent.click(resign);
    await expect(resign).toBeDisabled();
    await expect(resign).toHaveAttribute('data-loading', 'true');
    await expect(modal.getByRole('switch', { name: RESIGN_ACKNOWLEDGEMENT })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Close' })).toBeEnabled();
    await expect(args.onResign).toHaveBeenCalledOnce();
  },
});

export const Closed = meta.story({
  args: { opened: false },
  parameters: { docs: { description: { story: 'Nothing is shown while the dialog is closed.' } } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

/** Opens the dialog from a button, as the staff sidebar does: a new key at each opening. */
function ResignFromSidebar(props: Omit<ResignStoryProps, 'opened' | 'onClose'>) {
  const resign = useDialogState();
  return (
    <>
      <Button onClick={() => resign.open(true)}>Resign</Button>
      <ResignWithAction key={resign.key} {...props} opened={resign.opened} onClose={resign.close} />
    </>
  );
}

export const ReopenStartsOver = meta.story({
  render: (args) => <ResignFromSidebar onResign={args.onResign} />,
  parameters: {
    docs: {
      description: { story: 'Closing the dialog and opening it again turns the acknowledgement back off.' },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    await userEvent.click(within(await dialog()).getByRole('switch', { name: RESIGN_ACKNOWLEDGEMENT }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Resign' }));
    const modal = within(await dialog());
    await expect(modal.getByRole('switch', { name: RESIGN_ACKNOWLEDGEMENT })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: 'Resign' })).toBeDisabled();
  },
});
