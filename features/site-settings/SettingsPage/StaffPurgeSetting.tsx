import { useDialogState } from '@lib/dialog-state';
import { DATE_INPUT_FORMAT } from '@lib/format';
import type { Settings } from '@lib/schemas/settings';
import { Alert, Button, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
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

/** `staffPurge`: whether the purge of inactive staff runs, and its next and last days. */
export function StaffPurgeSetting({ settings, canManage }: StaffPurgeSettingProps) {
  const stored = readStaffPurge(settings);
  const [enabled, setEnabled] = useState(stored.enabled);
  const [next, setNext] = useState(toDay(stored.nextPurgeDate));
  const [last, setLast] = useState(toDay(stored.lastPurgeDate));
  const purge: StaffPurge = {
    enabled,
    nextPurgeDate: fromDay(next, stored.nextPurgeDate),
    lastPurgeDate: fromDay(last, stored.lastPurgeDate),
  };
  const changed = !sameStaffPurge(purge, stored);
  const [problem, setProblem] = useState<string | null>(null);
  const asking = useDialogState();
  const save = useSaveSetting({ success: 'The staff purge is saved', onSuccess: asking.close });

  const ask = () => {
    const error = validateStaffPurge(purge);
    setProblem(error);
    if (!error) asking.open(true, save);
  };

  return (
    <SettingCard
      title="Staff purge"
      description="The periodic removal of inactive staff: whether it runs, and when it ran and runs next."
    >
      <Switch
        label="Purge inactive staff"
        checked={enabled}
        disabled={!canManage}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerInput
          label="Next purge"
          description="Empty: none planned."
          valueFormat={DATE_INPUT_FORMAT}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the next purge day' }}
          disabled={!canManage}
          value={next}
          onChange={(value) => {
            setNext(value);
            setProblem(null);
          }}
          error={problem}
        />
        <DatePickerInput
          label="Last purge"
          description="Empty: it never ran."
          valueFormat={DATE_INPUT_FORMAT}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the last purge day' }}
          disabled={!canManage}
          value={last}
          onChange={(value) => {
            setLast(value);
            setProblem(null);
          }}
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
