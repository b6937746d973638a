/**
 * Local preferences (docs/product/navigation.md#preferences): festive snow, countdown, sidebar and sound
 * effects.
 */
import { type Preferences, setPreference, usePreferences } from '@lib/preferences';
import { ActionIcon, Popover, Stack, Switch, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';

const TOGGLES: { key: keyof Omit<Preferences, 'orderFilter'>; label: string }[] = [
  { key: 'festiveSnow', label: 'Festive snow' },
  { key: 'festiveCountdown', label: 'Christmas countdown' },
  { key: 'sidebar', label: 'Expanded staff sidebar' },
  { key: 'soundEffects', label: 'Sound effects' },
];

export function PreferencesMenu() {
  const preferences = usePreferences();
  return (
    <Popover position="bottom-end" width={240} withinPortal shadow="md">
      <Popover.Target>
        <ActionIcon size="lg" aria-label="Site preferences" color="gray">
          <IconSettings size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text fw={600} size="sm">
            Preferences
          </Text>
          {TOGGLES.map((toggle) => (
            <Switch
              key={toggle.key}
              label={toggle.label}
              checked={preferences[toggle.key] as boolean}
              onChange={(event) => setPreference(toggle.key, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
