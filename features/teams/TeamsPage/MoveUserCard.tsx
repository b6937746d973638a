import type { Team } from '@lib/schemas/team';
import { useUnsavedChanges } from '@lib/unsaved';
import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMoveUser } from '../hooks';
import { validateMove } from '../model';

const NO_TEAM = '__none__';

/** Move one user into a team (or out of any), by their ID. */
export function MoveUserCard({ teams }: { teams: readonly Team[] }) {
  const form = useForm({
    initialValues: { userID: '', teamID: teams[0]?.id ?? NO_TEAM },
    validate: { userID: validateMove },
  });
  useUnsavedChanges(form.values.userID.trim() !== '');
  const nameOf = (id: string | null) => teams.find((t) => t.id === id)?.name ?? 'the team';
  const move = useMoveUser(nameOf);

  const submit = form.onSubmit(({ userID, teamID }) => {
    void move.run(userID.trim(), teamID === NO_TEAM ? null : teamID).then((outcome) => {
      if (outcome.status === 'done') form.setFieldValue('userID', '');
    });
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="move-user">
      <Stack gap="sm">
        <Title order={2} size="h4" id="move-user">
          Move one user
        </Title>
        <Text size="sm" c="dimmed">
          Their chat role follows: the old team’s role is taken away and the new one given.
        </Text>
        {move.error && (
          <Alert color="red" title="The user was not moved" role="alert">
            {move.error}
          </Alert>
        )}
        <Group align="flex-start" gap="sm" grow preventGrowOverflow={false}>
          <TextInput label="User ID" autoComplete="off" {...form.getInputProps('userID')} miw={200} />
          <Select
            label="Team"
            allowDeselect={false}
            data={[
              ...teams.map((t) => ({ value: t.id, label: t.name })),
              { value: NO_TEAM, label: 'No team' },
            ]}
            {...form.getInputProps('teamID')}
            miw={180}
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => submit()} loading={move.pending}>
            Move
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
