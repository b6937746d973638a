import { bindAction, useAction } from '@lib/action';
import { useDialogState } from '@lib/dialog-state';
import { ApiError } from '@lib/http';
import { Button, Checkbox, Text } from '@mantine/core';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const TITLE = 'Delete this message?';
const SERVER_MESSAGE = 'Only the creator or a manager may delete this message';

/** The dialog is rendered in a portal, outside the story's canvas. */
const dialog = async () => within(await screen.findByRole('dialog', { name: TITLE }));

type ConfirmStoryProps = Omit<ConfirmDialogProps, 'action'> & {
  /** Stands in for the request: the story's action runs it (pages pass a `useAction` from lib/action.ts). */
  onConfirm: () => Promise<void>;
};

/** The dialog with an action made from `onConfirm`, the way a page makes one with `useAction`. */
function ConfirmWithAction({ onConfirm, ...props }: ConfirmStoryProps) {
  const action = useAction(onConfirm);
  return <ConfirmDialog {...props} action={action} />;
}

const meta = preview.meta({
  title: 'UI/ConfirmDialog',
  component: ConfirmWithAction,
  args: {
    opened: true,
    title: TITLE,
    children: (
      <>
        <Text span fw={600}>
          Classic Hot &amp; Fresh
        </Text>{' '}
        leaves the directory for everyone. This cannot be undone.
      </>
    ),
    confirmLabel: 'Delete',
    failureTitle: 'The message was not deleted',
    onClose: fn(),
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The question asked before something that cannot be undone (deleting a message, an item…): what will ' +
          'happen, Cancel, and a red confirm button (orange for an approval). Cancel has the focus when it opens, so a stray Enter never ' +
          'destroys anything. While the request is on its way the confirm button spins and Cancel waits; if the ' +
          'server refuses, its message appears in a red alert and the dialog stays open to try again. The page ' +
          'opens it with `useDialogState` and its action, so the next opening starts without the alert. The page gives it the action to run (`action`: a `useAction` with its arguments ' +
          'bound, docs/patterns.md); in these stories `onConfirm` stands in for the request.',
      },
    },
  },
});

export const Default = meta.story({
  parameters: {
    docs: {
      description: {
        story: 'Asking first. Confirming runs the action once, however often the button is clicked.',
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    const cancel = modal.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(modal.getByText(/leaves the directory for everyone/)).toBeVisible();
    await expect(modal.queryByRole('alert')).toBeNull();

    const confirm = modal.getByRole('button', { name: 'Delete' });
    await expect(confirm.style.getPropertyValue('--button-bg')).toMatch(/red/);
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(modal.queryByRole('alert')).toBeNull();
  },
});

export const Cancelled = meta.story({
  parameters: {
    docs: { description: { story: 'Cancel closes the dialog without doing anything.' } },
  },
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const Confirming = meta.story({
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  parameters: {
    docs: {
      description: {
        story:
          'The request is on its way: the confirm button spins, Cancel is disabled, and Escape does not close ' +
          'the dialog, so the outcome is always seen.',
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    const confirm = modal.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('data-loading', 'true');
    await expect(confirm).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
});

export const Approval = meta.story({
  args: {
    title: 'Mark this report as completed?',
    children: 'The report on order Mr2kDs leaves the list of open reports. This cannot be undone.',
    confirmLabel: 'Mark completed',
    failureTitle: 'The report was not marked as completed',
    tone: 'primary',
  },
  parameters: {
    docs: {
      description: {
        story:
          'Confirming an approval rather than a destruction: the confirm button takes the primary orange.',
      },
    },
  },
  play: async ({ userEvent }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Mark this report as completed?' }));
    const confirm = modal.getByRole('button', { name: 'Mark completed' });
    // Mantine paints a filled button with `--button-bg`: the primary orange here, red for `danger`.
    await expect(confirm.style.getPropertyValue('--button-bg')).toMatch(/orange|primary/);
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeEnabled());
  },
});

export const Failed = meta.story({
  args: {
    onConfirm: fn(() => Promise.reject(new ApiError({ statusCode: 403, message: SERVER_MESSAGE }))),
  },
  parameters: {
    docs: {
      description: {
        story:
          'The server refused: its message, verbatim, in a red alert above the question. The dialog stays ' +
          'open and both buttons work again.',
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Delete' }));
    const alert = await modal.findByRole('alert');
    await expect(alert).toHaveTextContent('The message was not deleted');
    await expect(alert).toHaveTextContent(SERVER_MESSAGE);
    await expect(modal.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

/** Opens the dialog from a button and closes it on Cancel, as a page does. */
/** The dialog as a page runs it: `useDialogState`, opened with the action whose failure it shows. */
function ConfirmFromPage({ onConfirm, ...props }: Omit<ConfirmStoryProps, 'opened' | 'onClose'>) {
  const confirm = useDialogState();
  const remove = useAction(onConfirm);
  return (
    <>
      <Button onClick={() => confirm.open(true, remove)}>Delete…</Button>
      <ConfirmDialog {...props} opened={confirm.opened} onClose={confirm.close} action={remove} />
    </>
  );
}

export const ReopenedWithoutTheFailure = meta.story({
  args: {
    onConfirm: fn(() => Promise.reject(new ApiError({ statusCode: 500, message: 'The database is down' }))),
  },
  render: (args) => <ConfirmFromPage {...args} />,
  parameters: {
    docs: {
      description: {
        story:
          'After a failure, closing and opening the dialog again starts without the alert: the page opens it ' +
          'with its action (`useDialogState`).',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
    let modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Delete' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('The database is down');
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
    modal = await dialog();
    await expect(modal.queryByRole('alert')).toBeNull();
  },
});

const deleteItem = fn(async (_log: boolean) => {});

/** A caller with an option of its own, passed into its action. */
function ConfirmWithOption({ onConfirm: _, ...props }: Omit<ConfirmStoryProps, 'extra'>) {
  const [log, setLog] = useState(true);
  const remove = useAction(deleteItem);
  return (
    <ConfirmDialog
      {...props}
      extra={
        <Checkbox
          label="Log this change to the Discord server"
          checked={log}
          onChange={(event) => setLog(event.currentTarget.checked)}
        />
      }
      action={bindAction(remove, log)}
    />
  );
}

export const WithExtraContent = meta.story({
  render: (args) => <ConfirmWithOption {...args} />,
  parameters: {
    docs: {
      description: {
        story:
          'An option between the question and the buttons (the food lookup asks whether to log the change); ' +
          'the page reads its value when the action runs.',
      },
    },
  },
  play: async ({ userEvent }) => {
    deleteItem.mockClear();
    const modal = await dialog();
    const option = modal.getByRole('checkbox', { name: 'Log this change to the Discord server' });
    await expect(option).toBeChecked();
    await userEvent.click(option);
    await userEvent.click(modal.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteItem).toHaveBeenCalledWith(false));
    await expect(deleteItem).toHaveBeenCalledOnce();
  },
});
