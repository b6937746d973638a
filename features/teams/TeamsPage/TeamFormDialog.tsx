import type { Action } from '@lib/action';
import type { Team } from '@lib/schemas/team';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Dialog, DialogActions, DialogCancel } from '@ui/Dialog';
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
    <Dialog
      opened={opened}
      onClose={onClose}
      busy={save.pending}
      dirty={form.isDirty()}
      title={`Edit ${team.name}`}
    >
      <form
        onSubmit={form.onSubmit((values) => void save.run(team, changedTeamFields(team, values)))}
        noValidate
      >
        <Stack gap="md">
          {save.error && (
            <Alert color="red" title="The team was not saved" role="alert">
              {save.error}
            </Alert>
          )}
          <TeamNameFields
            form={form}
            roleDescription="The role members get in the chat community. Changing it does not move existing members’ roles."
          />
          <DialogActions>
            <DialogCancel>Cancel</DialogCancel>
            <Button type="submit" loading={save.pending} disabled={Object.keys(changes).length === 0}>
              Save changes
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Dialog>
  );
}
