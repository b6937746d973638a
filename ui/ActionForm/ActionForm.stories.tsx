import { useAction } from '@lib/action';
import { ApiError } from '@lib/http';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { ActionForm } from './ActionForm';

interface DemoProps {
  /** Stands in for the request the form's action sends. */
  onSave: (name: string) => Promise<void>;
  /** A page's Cancel link. */
  cancelTo?: string;
}

/** A one-field form the way a page builds one: Mantine's `useForm`, a `useAction`, and the form around them. */
function TeamNameForm({ onSave, cancelTo }: DemoProps) {
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() === '' ? 'Give the team a name.' : null) },
  });
  const save = useAction((name: string) => onSave(name));
  return (
    <ActionForm
      onSubmit={form.onSubmit((values) => void save.run(values.name))}
      action={save}
      failureTitle="The team was not created"
      submitLabel="Create team"
      cancelTo={cancelTo}
    >
      <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
    </ActionForm>
  );
}

const meta = preview.meta({
  title: 'UI/ActionForm',
  component: TeamNameForm,
  args: { onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  parameters: {
    docs: {
      description: {
        component:
          'A form that does one thing when sent (create a team, file leave, send an appeal): if the server ' +
          'refuses, why, in a red alert on top; then the fields; then Cancel and the main button on the right. ' +
          'The main button spins while the request is on its way, and a second click does nothing. What was ' +
          'typed stays after a failure. Pages put it under their header; a create or edit dialog is a ' +
          '`FormDialog` (UI/Dialog), the same form with its buttons in the dialog’s bar.',
      },
    },
  },
});

export const Sends = meta.story({
  parameters: { docs: { description: { story: 'Filled in and sent: the request goes once.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Night Shift');
    const submit = canvas.getByRole('button', { name: 'Create team' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).not.toHaveAttribute('data-loading'));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith('Night Shift');
  },
});

export const Invalid = meta.story({
  parameters: { docs: { description: { story: 'A required field left empty: its message, nothing sent.' } } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }));
    await expect(await canvas.findByText('Give the team a name.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

export const Refused = meta.story({
  args: {
    onSave: fn(() =>
      Promise.reject(new ApiError({ statusCode: 409, message: 'A team with that name already exists' })),
    ),
  },
  parameters: {
    docs: { description: { story: 'The server said no: its words on top, what was typed still there.' } },
  },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Night Shift');
    await userEvent.click(canvas.getByRole('button', { name: 'Create team' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The team was not created');
    await expect(alert).toHaveTextContent('A team with that name already exists');
    await expect(name).toHaveValue('Night Shift');
  },
});

export const WithCancel = meta.story({
  args: { cancelTo: '/staff/admin/teams' },
  parameters: { docs: { description: { story: 'On a page: Cancel goes back, before the main button.' } } },
  play: async ({ canvas }) => {
    const cancel = canvas.getByRole('link', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('href', '/staff/admin/teams');
    const submit = canvas.getByRole('button', { name: 'Create team' });
    await expect(cancel.compareDocumentPosition(submit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
});
