import { useDialogState } from '@lib/dialog-state';
import type { Settings } from '@lib/schemas/settings';
import { Alert, Button, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DayInput } from '@ui/DayInput';
import { useSaveSetting } from '../hooks';
import {
  formatDay,
  fromDay,
  readStaffPurge,
  type StaffPurge,
  sameStaffPurge,
  staffPurgeValue,
  toDay,
  validateStaffPurge,
} from '../model';
import { ConfirmSettingDialog } from './ConfirmSettingDialog';
import { SettingCard } from './SettingCard';

export interface StaffPurgeSettingProps {
  settings: Settings;
  canManage: boolean;
}

/** The form's days: `YYYY-MM-DD` as the date inputs give them, or null. */
interface PurgeFormValues {
  enabled: boolean;
  next: string | null;
  last: string | null;
}

/** `staffPurge`: whether the purge of inactive staff runs, and its next and last days. */
export function StaffPurgeSetting({ settings, canManage }: StaffPurgeSettingProps) {
  const stored = readStaffPurge(settings);
  const purgeOf = (values: PurgeFormValues): StaffPurge => ({
    enabled: values.enabled,
    nextPurgeDate: fromDay(values.next, stored.nextPurgeDate),
    lastPurgeDate: fromDay(values.last, stored.lastPurgeDate),
  });
  // Remounted when the stored purge changes (SettingsPage keys it by version): the form starts from it.
  const form = useForm<PurgeFormValues>({
    initialValues: {
      enabled: stored.enabled,
      next: toDay(stored.nextPurgeDate),
      last: toDay(stored.lastPurgeDate),
    },
    // The one rule spans both days: its message shows under the next purge until either day changes.
    validate: (values) => ({ next: validateStaffPurge(purgeOf(values)) }),
  });
  form.watch('last', () => form.clearFieldError('next'));
  const purge = purgeOf(form.values);
  const changed = !sameStaffPurge(purge, stored);
  const asking = useDialogState();
  const save = useSaveSetting({ success: 'The staff purge is saved', onSuccess: asking.close });

  const ask = () => {
    if (!form.validate().hasErrors) asking.open(true, save);
  };

  return (
    <SettingCard
      title="Staff purge"
      description="The periodic removal of inactive staff: whether it runs, and when it ran and runs next."
    >
      <Switch
        label="Purge inactive staff"
        disabled={!canManage}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DayInput
          label="Next purge"
          description="Empty: none planned."
          clearLabel="Clear the next purge day"
          disabled={!canManage}
          {...form.getInputProps('next')}
        />
        <DayInput
          label="Last purge"
          description="Empty: it never ran."
          clearLabel="Clear the last purge day"
          disabled={!canManage}
          {...form.getInputProps('last')}
        />
      </SimpleGrid>
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={ask} disabled={!changed}>
            Save the staff purge
          </Button>
        </Group>
      )}
      <ConfirmSettingDialog
        opened={asking.opened}
        change={{ key: 'staffPurge', value: staffPurgeValue(settings, purge) }}
        question="Save the staff purge?"
        confirmLabel="Save"
        onClose={asking.close}
        save={save}
      >
        <Text span inherit>
          {purge.enabled ? 'The purge runs' : 'The purge is off'}. Next purge:{' '}
          {formatDay(purge.nextPurgeDate)}. Last purge: {formatDay(purge.lastPurgeDate)}.
        </Text>
      </ConfirmSettingDialog>
      {!purge.enabled && stored.enabled && (
        <Alert color="yellow" variant="light">
          Saving this stops the purge: inactive staff keep their ranks.
        </Alert>
      )}
    </SettingCard>
  );
}
