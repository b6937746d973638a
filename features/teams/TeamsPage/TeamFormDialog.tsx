import type { Action } from '@lib/action';
import type { Team } from '@lib/schemas/team';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Dialog, DialogActions, DialogCancel } from '@ui/Dialog';
import { useEffect, useState } from 'react';
import type { TeamFields } from '../api';
import { TeamNameFields } from '../components/TeamNameFields/TeamNameFields';
import { changedTeamFields, type TeamFormValues, validateTeamForm } from '../model';

export interface TeamFormDialogProps {
  opened: boolean;
  team: Team | null;
  onClose: () => void;
  save: Action<[Team, Partial<TeamFields>]>;
}

/** Rename a team or change its chat role; only what changed is sent. */
export function TeamFormDialog({ opened, team, onClose, save }: TeamFormDialogProps) {
  const [dirty, setDirty] = useState(false);
  if (!team) return null;
  return (
    <Dialog opened={opened} onClose={onClose} busy={save.pending} dirty={dirty} title={`Edit ${team.name}`}>
      <TeamForm key={team.id} team={team} save={save} onDirtyChange={setDirty} />
    </Dialog>
  );
}

function TeamForm({
  team,
  save,
  onDirtyChange,
}: {
  team: Team;
  save: Action<[Team, Partial<TeamFields>]>;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useForm<TeamFormValues>({
    initialValues: { name: team.name, roleID: team.roleID ?? '' },
    validate: validateTeamForm,
    validateInputOnBlur: true,
  });
  const changes = changedTeamFields(team, form.values);
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  return (
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
  );
}
