import type { Action } from '@lib/action';
import type { Team } from '@lib/schemas/team';
import { useForm } from '@mantine/form';
import { FormDialog } from '@ui/Dialog';
import type { TeamFields } from '../api';
import { TeamNameFields } from '../components/TeamNameFields/TeamNameFields';
import { changedTeamFields, type TeamFormValues, validateTeamForm } from '../model';

export interface TeamFormDialogProps {
  opened: boolean;
  team: Team | null;
  onClose: () => void;
  save: Action<[Team, Partial<TeamFields>]>;
}

/**
 * Rename a team or change its chat role; only what changed is sent. Rendered afresh for each opening
 * (docs/patterns.md#dialogs).
 */
export function TeamFormDialog({ team, ...props }: TeamFormDialogProps) {
  return team && <TeamForm team={team} {...props} />;
}

function TeamForm({ opened, team, onClose, save }: TeamFormDialogProps & { team: Team }) {
  const form = useForm<TeamFormValues>({
    initialValues: { name: team.name, roleID: team.roleID ?? '' },
    validate: validateTeamForm,
    validateInputOnBlur: true,
  });
  const changes = changedTeamFields(team, form.values);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      title={`Edit ${team.name}`}
      onSubmit={form.onSubmit((values) => void save.run(team, changedTeamFields(team, values)))}
      action={save}
      failureTitle="The team was not saved"
      submitLabel="Save changes"
      submitDisabled={Object.keys(changes).length === 0}
    >
      <TeamNameFields
        form={form}
        roleDescription="The role members get in the chat community. Changing it does not move existing members’ roles."
      />
    </FormDialog>
  );
}
