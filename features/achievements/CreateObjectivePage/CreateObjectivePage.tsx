/**
 * `/staff/achievements/create` (MANAGE_ACHIEVEMENTS): a new objective: what to do, what counts, the target, for
 * everyone or one user, and the reward with its data (an amount, a perk, a rank from the ranks, or words).
 */

import { REWARD_TYPE } from '@lib/schemas/objective';
import { leaveAfterSave, useUnsavedChanges } from '@lib/unsaved';
import { Alert, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { ActionForm } from '@ui/ActionForm';
import { Page } from '@ui/PageHeader';
import { useCreateObjective, useSiteRanksOptions } from '../hooks';
import {
  ACHIEVEMENTS_PATH,
  DESCRIPTION_MAX,
  EMPTY_OBJECTIVE_FORM,
  OBJECTIVE_TYPES,
  type ObjectiveFormValues,
  PERK_OPTIONS,
  REWARD_TYPES,
  toNewObjective,
  validateObjectiveForm,
} from '../model';

export interface CreateObjectivePageProps {
  /** Goes to an app path (My Achievements after creating). */
  onNavigate: (path: string) => void;
}

export function CreateObjectivePage({ onNavigate }: CreateObjectivePageProps) {
  const form = useForm<ObjectiveFormValues>({
    initialValues: EMPTY_OBJECTIVE_FORM,
    validate: validateObjectiveForm,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());
  const create = useCreateObjective(() => leaveAfterSave(() => onNavigate(ACHIEVEMENTS_PATH)));

  return (
    <Page size="sm" title="New objective" description="Set a goal for the staff and what reaching it gives.">
      <ActionForm
        onSubmit={form.onSubmit((values) => void create.run(toNewObjective(values)))}
        action={create}
        failureTitle="The objective was not created"
        submitLabel="Create objective"
        cancelTo={ACHIEVEMENTS_PATH}
      >
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          data-autofocus
          description={`${form.values.description.trim().length} / ${DESCRIPTION_MAX} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="What counts"
            data={OBJECTIVE_TYPES.map(({ value, label }) => ({ value: String(value), label }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <TextInput
            label="Target (orders)"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('target')}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="objective-scope">
            For
          </Text>
          <SegmentedControl
            aria-labelledby="objective-scope"
            data={[
              { value: 'global', label: 'Everyone' },
              { value: 'user', label: 'One user' },
            ]}
            {...form.getInputProps('scope')}
          />
        </Stack>
        {form.values.scope === 'user' && (
          <>
            <TextInput
              label="User ID"
              withAsterisk
              autoComplete="off"
              description="The user's Discord ID, e.g. 245919458931539968."
              {...form.getInputProps('userID')}
            />
            <Alert color="yellow" variant="light">
              Only objectives for everyone give their reward when claimed: this one is marked when reached,
              and its reward is up to the staff.
            </Alert>
          </>
        )}
        <RewardFields form={form} />
      </ActionForm>
    </Page>
  );
}

/** The kind of reward, then what it is: an amount, a perk, a rank or words. */
function RewardFields({ form }: { form: UseFormReturnType<ObjectiveFormValues> }) {
  const rankOptions = useSiteRanksOptions();
  const reward = Number(form.values.rewardType);
  return (
    <>
      <Select
        label="Reward"
        data={REWARD_TYPES.map(({ value, label }) => ({ value: String(value), label }))}
        allowDeselect={false}
        {...form.getInputProps('rewardType')}
      />
      {reward === REWARD_TYPE.currency && (
        <TextInput
          label="Amount (VD currency)"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('amount')}
        />
      )}
      {reward === REWARD_TYPE.perk && (
        <>
          <Select label="Perk" withAsterisk data={PERK_OPTIONS} searchable {...form.getInputProps('perk')} />
          <Text size="sm" c="dimmed">
            The server does not hand perks out yet: claiming records the claim only.
          </Text>
        </>
      )}
      {reward === REWARD_TYPE.rank && (
        <Select
          label="Rank"
          withAsterisk
          data={rankOptions}
          searchable
          nothingFoundMessage="No rank by that name"
          {...form.getInputProps('rank')}
        />
      )}
      {reward === REWARD_TYPE.custom && (
        <TextInput
          label="What they get"
          withAsterisk
          autoComplete="off"
          description="Handed out by the staff, e.g. a shout-out in the staff channel."
          {...form.getInputProps('custom')}
        />
      )}
    </>
  );
}
