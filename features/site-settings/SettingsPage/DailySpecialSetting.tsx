import { useDialogState } from '@lib/dialog-state';
import type { Settings } from '@lib/schemas/settings';
import { useUnsavedChanges } from '@lib/unsaved';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveSetting } from '../hooks';
import {
  DAILY_SPECIAL_MAX,
  dailySpecialValue,
  formatTime,
  readDailySpecial,
  validateDailySpecial,
} from '../model';
import { ConfirmSettingDialog } from './ConfirmSettingDialog';
import { SettingCard } from './SettingCard';

export interface DailySpecialSettingProps {
  settings: Settings;
  canManage: boolean;
}

/** `dailySpecial`: today's special dish, stamped with the time it changed. */
export function DailySpecialSetting({ settings, canManage }: DailySpecialSettingProps) {
  const stored = readDailySpecial(settings);
  // Remounted when the stored special changes (SettingsPage keys it by version): the form starts from it.
  const form = useForm({ initialValues: { item: stored.item }, validate: { item: validateDailySpecial } });
  useUnsavedChanges(form.isDirty());
  const item = form.values.item;
  const asking = useDialogState<unknown>();
  const save = useSaveSetting({ success: 'The daily special is saved', onSuccess: asking.close });
  const changed = item.trim() !== stored.item;

  const ask = () => {
    if (!form.validate().hasErrors) asking.open(dailySpecialValue(settings, item, Date.now()), save);
  };

  return (
    <SettingCard title="Daily special" description="Today’s special dish.">
      <TextInput
        label="Special"
        autoComplete="off"
        disabled={!canManage}
        {...form.getInputProps('item')}
        description={`${item.trim().length} / ${DAILY_SPECIAL_MAX} characters`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Text size="sm" c="dimmed">
        {stored.lastUpdated === null ? 'Never changed.' : `Last changed ${formatTime(stored.lastUpdated)}.`}
      </Text>
      {canManage && (
        <Group justify="flex-end">
          <Button onClick={ask} disabled={!changed}>
            Save the special
          </Button>
        </Group>
      )}
      <ConfirmSettingDialog
        opened={asking.opened}
        change={{ key: 'dailySpecial', value: asking.item }}
        question="Change the daily special?"
        confirmLabel="Save"
        onClose={asking.close}
        save={save}
      >
        {item.trim() ? `The daily special becomes “${item.trim()}”.` : 'The daily special is cleared.'}
      </ConfirmSettingDialog>
    </SettingCard>
  );
}
