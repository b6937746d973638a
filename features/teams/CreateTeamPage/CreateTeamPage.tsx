/** `/staff/admin/teams/create` (MANAGE_TEAMS): a new team, its name and chat role. */
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppLink } from '@ui/AppLink';
import { PageHeader } from '@ui/PageHeader';
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
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageHeader title="New team" description="A team starts with no members and no orders." />
        <form onSubmit={form.onSubmit((values) => void create.run(toTeamFields(values)))} noValidate>
          <Stack gap="md">
            {create.error && (
              <Alert color="red" title="The team was not created" role="alert">
                {create.error}
              </Alert>
            )}
            <TeamNameFields
              form={form}
              roleDescription="The role members get in the chat community (optional)."
            />
            <Group justify="flex-end" gap="sm">
              <Button component={AppLink} to={TEAMS_PATH} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={create.pending}>
                Create team
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
