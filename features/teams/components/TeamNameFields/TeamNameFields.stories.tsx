import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { EMPTY_TEAM_FORM, type TeamFormValues, validateTeamForm } from '../../model';
import { TeamNameFields } from './TeamNameFields';

/** The fields in a form of their own, as New team and the edit dialog hold them. */
function InForm({ initial = EMPTY_TEAM_FORM }: { initial?: TeamFormValues }) {
  const form = useForm<TeamFormValues>({
    initialValues: initial,
    validate: validateTeamForm,
    validateInputOnBlur: true,
  });
  return (
    <Stack gap="md" maw={480}>
      <TeamNameFields form={form} roleDescription="The role members get in the chat community (optional)." />
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Features/Teams/TeamNameFields',
  component: InForm,
  parameters: {
    docs: {
      description: {
        component:
          'A team’s name, with a count of its characters, and its chat role: the fields of New team and of the ' +
          'Team Manager’s edit dialog. Each is checked when it loses the focus.',
      },
    },
  },
});

export const Empty = meta.story({
  parameters: { docs: { description: { story: 'A new team: nothing typed yet.' } } },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await expect(canvas.getByText('0 / 50 characters')).toBeVisible();
    await userEvent.type(name, 'Night shift');
    await expect(canvas.getByText('11 / 50 characters')).toBeVisible();
  },
});

export const Invalid = meta.story({
  args: { initial: { name: 'Grill', roleID: '' } },
  parameters: {
    docs: { description: { story: 'A name cleared and a role ID that is not one: both say why.' } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Chat role ID/ }), '123');
    await userEvent.tab();
    await expect(canvas.getByText('Name the team')).toBeVisible();
    await expect(canvas.getByText('A role ID is 17 to 19 digits (copy it from the chat app)')).toBeVisible();
  },
});
