import { useDialogState } from '@lib/dialog-state';
import type { Settings } from '@lib/schemas/settings';
import { teamsEnabled } from '@lib/site-data';
import { Switch } from '@mantine/core';
import { useSaveSetting } from '../hooks';
import { ConfirmSettingDialog } from './ConfirmSettingDialog';
import { SettingCard } from './SettingCard';

export interface TeamsSettingProps {
  settings: Settings;
  canManage: boolean;
}

/** `teamsEnabled`: a switch; turning it asks first, then the site starts or stops loading the teams. */
export function TeamsSetting({ settings, canManage }: TeamsSettingProps) {
  const on = teamsEnabled(settings);
  // The value being confirmed, kept while the dialog closes (so its words do not flip when the switch does).
  const asking = useDialogState<boolean>();
  const save = useSaveSetting({
    success: (_, { value }) => (value ? 'Teams are now on' : 'Teams are now off'),
    onSuccess: asking.close,
  });
  const value = asking.item ?? !on;
  return (
    <SettingCard
      title="Teams"
      description="While teams are on, every prepare, delivery and delete by a member adds to their team’s orders, and the site shows the teams."
    >
      <Switch
        label={on ? 'Teams are on' : 'Teams are off'}
        checked={on}
        disabled={!canManage}
        onChange={() => asking.open(!on, save)}
      />
      <ConfirmSettingDialog
        opened={asking.opened}
        change={{ key: 'teamsEnabled', value }}
        question={value ? 'Turn teams on?' : 'Turn teams off?'}
        confirmLabel={value ? 'Turn on' : 'Turn off'}
        onClose={asking.close}
        save={save}
      >
        {value
          ? 'Members’ prepares, deliveries and deletes count towards their teams again, and the site loads the teams.'
          : 'Members’ orders stop counting towards their teams, and the site stops loading the teams. Their counts are kept.'}
      </ConfirmSettingDialog>
    </SettingCard>
  );
}
