/** `/staff/admin/teams/create` (MANAGE_TEAMS): a new team, its name and chat role. */
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { useForm } from '@mantine/form';
import { ActionForm } from '@ui/ActionForm';
import { Page } from '@ui/PageHeader';
import { TeamNameFields } from '../components/TeamNameFields/TeamNameFields';
import { useCreateTeam } from '../hooks';
import { EMPTY_TEAM_FORM, TEAMS_PATH, type TeamFormValues, toTeamFields, validateTeamForm } from '../model';

export interface CreateTeamPageProps {
  /** Goes to an app path (the Team Manager after creating). */
  onNavigate: (path: string) => void;
}

export function CreateTeamPage({ onNavigate }: CreateTeamPageProps) {
  const form = useForm<TeamFormValues>({
    initialValues: EMPTY_TEAM_FORM,
    validate: validateTeamForm,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());
  const create = useCreateTeam(() => leaveAfterSave(() => onNavigate(TEAMS_PATH)));
  return (
    <Page size="sm" title="New team" description="A team starts with no members and no orders.">
      <ActionForm
        onSubmit={form.onSubmit((values) => void create.run(toTeamFields(values)))}
        action={create}
        failureTitle="The team was not created"
        submitLabel="Create team"
        cancelTo={TEAMS_PATH}
      >
        <TeamNameFields
          form={form}
          roleDescription="The role members get in the chat community (optional)."
        />
      </ActionForm>
    </Page>
  );
}
