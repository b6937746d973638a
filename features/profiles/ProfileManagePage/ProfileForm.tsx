import { BIOGRAPHY_MAX_LENGTH, FAV_FOOD_MAX_LENGTH, PRONOUNS_MAX, USER_PRONOUNS } from '@lib/profile-fields';
import { useUnsavedChanges } from '@lib/unsaved';
import {
  Button,
  Chip,
  Group,
  Input,
  Paper,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ActionError } from '@ui/ErrorState';
import { useMemo } from 'react';
import { useUpdateProfile } from '../hooks';
import {
  formValuesOf,
  hasChanges,
  type Profile,
  type ProfileFormValues,
  profileChanges,
  profileRules,
} from '../model';
import classes from './ProfileManagePage.module.css';

/** Every IANA time zone the browser knows, plus the saved one if it is not among them. */
function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

export interface ProfileFormProps {
  profile: Profile;
  /** Your own profile (the texts say "you"). */
  self: boolean;
}

/** The profile's editable fields; Save sends only what changed. The form starts again from what was saved. */
export function ProfileForm({ profile, self }: ProfileFormProps) {
  const form = useForm<ProfileFormValues>({
    initialValues: formValuesOf(profile),
    validate: profileRules,
    validateInputOnChange: ['pronouns'],
    validateInputOnBlur: true,
  });
  const changes = profileChanges(profile, form.values);
  const changed = hasChanges(changes);
  useUnsavedChanges(changed);
  const save = useUpdateProfile(profile, self, () => {
    // What was saved is the new starting point: nothing is unsaved any more.
    form.setInitialValues(form.values);
    form.resetDirty();
  });
  const zones = useMemo(() => timeZones(profile.information.timezone ?? ''), [profile.information.timezone]);

  return (
    <Paper component="section" aria-label="Profile details" p="lg">
      <form onSubmit={form.onSubmit(() => void save.run(changes))} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            Profile details
          </Title>
          <ActionError error={save.error} title="Your changes were not saved" />
          <Textarea
            label={self ? 'About me' : 'About'}
            autosize
            minRows={3}
            maxRows={10}
            description={`${form.values.biography.trim().length} / ${BIOGRAPHY_MAX_LENGTH} characters`}
            {...form.getInputProps('biography')}
          />
          <TextInput
            label="Favourite food"
            autoComplete="off"
            description={`${form.values.favFood.trim().length} / ${FAV_FOOD_MAX_LENGTH} characters`}
            {...form.getInputProps('favFood')}
          />
          <Select
            label="Time zone"
            placeholder="Choose a time zone"
            searchable
            clearable
            data={zones}
            nothingFoundMessage="No time zone by that name"
            value={form.values.timezone || null}
            onChange={(value) => form.setFieldValue('timezone', value ?? '')}
            error={form.errors.timezone}
          />
          <fieldset className={classes.fieldset} aria-describedby="profile-pronouns-hint">
            <Input.Label component="legend" className={classes.legend}>
              Pronouns
            </Input.Label>
            <Input.Description id="profile-pronouns-hint">Choose up to {PRONOUNS_MAX}.</Input.Description>
            <Chip.Group
              multiple
              value={form.values.pronouns}
              onChange={(value) => form.setFieldValue('pronouns', value)}
            >
              <Group gap="xs" mt={6}>
                {USER_PRONOUNS.map((pronoun) => (
                  <Chip key={pronoun} value={pronoun} size="sm">
                    {pronoun}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {form.errors.pronouns && <Input.Error mt={6}>{form.errors.pronouns}</Input.Error>}
          </fieldset>
          <Switch
            label="Hide the profile"
            description="Only the user and user managers can open a hidden profile; to everyone else it does not exist."
            {...form.getInputProps('hideProfile', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!changed || save.pending}>
              Undo changes
            </Button>
            <Button type="submit" loading={save.pending} disabled={!changed}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
