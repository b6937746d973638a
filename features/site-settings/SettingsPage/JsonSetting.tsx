import { useDialogState } from '@lib/dialog-state';
import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';
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
  const [text, setText] = useState(() => toJsonText(value));
  const [problem, setProblem] = useState<string | null>(null);
  const asking = useDialogState<unknown>();
  const save = useSaveSetting({ success: `Saved ${settingKey}`, onSuccess: asking.close });
  const changed = text !== toJsonText(value);

  const ask = () => {
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    if (sameJson(parsed.value, value)) {
      setText(toJsonText(value));
      return;
    }
    asking.open(parsed.value, save);
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
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(null);
        }}
        error={problem}
        spellCheck={false}
        autoComplete="off"
      />
      {canManage && (
        <Group justify="flex-end">
          <Button variant="default" disabled={!changed} onClick={() => setText(toJsonText(value))}>
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
        onClose={close}
        save={save}
      >
        {`${settingKey} becomes ${describeValue(asking.item)}. It is saved exactly as written: check it is what the bot expects.`}
      </ConfirmSettingDialog>
    </SettingCard>
  );
}
