import { useAction } from '@lib/action';
import { ApiError } from '@lib/http';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { FormDialog } from './FormDialog';

const TITLE = 'Edit Night Shift';

/** The dialog is rendered in a portal, outside the story's canvas. */
const dialog = async () => within(await screen.findByRole('dialog', { name: TITLE }));

interface DemoProps {
  /** Stands in for the request the dialog's action sends. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** An edit dialog the way a feature builds one: its own `useForm`, the page's action, Save off until a change. */
function RenameTeamDialog({ onSave, onClose }: DemoProps) {
  const form = useForm({ initialValues: { name: 'Night Shift' } });
  const save = useAction((name: string) => onSave(name));
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={TITLE}
      dirty={form.isDirty()}
      onSubmit={form.onSubmit((values) => void save.run(values.name))}
      action={save}
      failureTitle="The team was not saved"
      submitLabel="Save changes"
      submitDisabled={!form.isDirty()}
    >
      <TextInput label="Name" data-autofocus autoComplete="off" {...form.getInputProps('name')} />
    </FormDialog>
  );
}

const meta = preview.meta({
  title: 'UI/FormDialog',
  component: RenameTeamDialog,
  args: { onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))), onClose: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A dialog that creates or edits one thing (a team, a food lookup item): its fields, then Cancel and ' +
          'the main button in the bar at the bottom. While the request is on its way it cannot be closed; with ' +
          'something typed, closing asks “Discard your changes?” first. If the server refuses, why shows in a ' +
          'red alert on top and what was typed stays. The feature opens it afresh each time (a new form), so ' +
          'every opening starts from the thing as it is.',
      },
    },
  },
});

export const Saves = meta.story({
  parameters: {
    docs: { description: { story: 'Save is off until something changed; then it sends once.' } },
  },
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    const save = modal.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), ' Crew');
    await expect(save).toBeEnabled();
    await userEvent.dblClick(save);
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith('Night Shift Crew');
  },
});

export const Refused = meta.story({
  args: {
    onSave: fn(() => Promise.reject(new ApiError({ statusCode: 409, message: 'That name is taken' }))),
  },
  parameters: {
    docs: { description: { story: 'The server said no: its words on top, the dialog open, the text kept.' } },
  },
  play: async ({ userEvent, args }) => {
    const modal = await dialog();
    const name = modal.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, ' Crew');
    await userEvent.click(modal.getByRole('button', { name: 'Save changes' }));
    const alert = await modal.findByRole('alert');
    await expect(alert).toHaveTextContent('The team was not saved');
    await expect(alert).toHaveTextContent('That name is taken');
    await expect(name).toHaveValue('Night Shift Crew');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const CancelAsksWhenChanged = meta.story({
  parameters: {
    docs: { description: { story: 'Cancel with a change typed asks first; Discard closes.' } },
  },
  play: async ({ userEvent, args }) => {
    const modal = await dialog();
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), ' Crew');
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
});
