import { useDialogState } from '@lib/dialog-state';
import { useUnsavedChanges } from '@lib/unsaved';
import { Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSaveSetting } from '../hooks';
import { describeValue, parseJsonText, sameJson, toJsonText } from '../model';
import { ConfirmSettingDialog } from './ConfirmSettingDialog';
import { SettingCard } from './SettingCard';
import classes from './SettingsPage.module.css';

export interface JsonSettingProps {
  settingKey: string;
  value: unknown;
  canManage: boolean;
}

/** A setting the site has no control for: its value as JSON, checked before it is offered for saving. */
export function JsonSetting({ settingKey, value, canManage }: JsonSettingProps) {
  // Remounted when the stored value changes (SettingsPage keys it by version): the form starts from it.
  const form = useForm({ initialValues: { text: toJsonText(value) } });
  const changed = form.isDirty();
  useUnsavedChanges(changed);
  const asking = useDialogState<unknown>();
  const save = useSaveSetting({ success: `Saved ${settingKey}`, onSuccess: asking.close });

  const ask = () => {
    const parsed = parseJsonText(form.values.text);
    if (!parsed.ok) form.setFieldError('text', parsed.error);
    else if (sameJson(parsed.value, value)) form.reset();
    else asking.open(parsed.value, save);
  };

  return (
    <SettingCard title={settingKey}>
      <Textarea
        label={`Value of ${settingKey}`}
        autosize
        minRows={2}
        maxRows={14}
        className={classes.json}
        disabled={!canManage}
        {...form.getInputProps('text')}
        spellCheck={false}
        autoComplete="off"
      />
      {canManage && (
        <Group justify="flex-end">
          <Button variant="default" disabled={!changed} onClick={() => form.reset()}>
            Undo
          </Button>
          <Button onClick={ask} disabled={!changed}>
            Save {settingKey.length > 40 ? 'this setting' : settingKey}
          </Button>
        </Group>
      )}
      <ConfirmSettingDialog
        opened={asking.opened}
        change={{ key: settingKey, value: asking.item }}
        question={`Change ${settingKey.length > 40 ? 'this setting' : settingKey}?`}
        confirmLabel="Save"
        onClose={asking.close}
        save={save}
      >
        {`${settingKey} becomes ${describeValue(asking.item)}. It is saved exactly as written: check it is what the bot expects.`}
      </ConfirmSettingDialog>
    </SettingCard>
  );
}
