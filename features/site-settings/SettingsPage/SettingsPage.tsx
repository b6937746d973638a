/**
 * `/staff/admin/settings` (MANAGE_SETTINGS or MANAGE_ANNOUNCEMENT): every site setting. What it does:
 * docs/product/administration.md#site-settings.
 */
import { hasAllPermissions } from '@lib/permissions';
import { useCurrentUser } from '@lib/session';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DataState } from '@ui/DataState';
import { Page } from '@ui/PageHeader';
import { useSettingsMap } from '../hooks';
import { otherKeys } from '../model';
import { AnnouncementSummary } from './AnnouncementSummary';
import { DailySpecialSetting } from './DailySpecialSetting';
import { JsonSetting } from './JsonSetting';
import { StaffPurgeSetting } from './StaffPurgeSetting';
import { TeamsSetting } from './TeamsSetting';

export const READ_ONLY_NOTE =
  'You may change the announcement only. The other settings need the Manage settings permission.';

/** Remounts a setting's form when its stored value changes (a save, a fresher copy). */
const versionOf = (value: unknown) => JSON.stringify(value) ?? 'undefined';

export function SettingsPage() {
  const user = useCurrentUser();
  const canManage = hasAllPermissions(user, ['MANAGE_SETTINGS']);
  const source = useSettingsMap();

  return (
    <Page
      title="Site Settings"
      description="Site-wide settings. Every change asks first and applies at once."
    >
      <DataState
        source={source}
        loadingLabel="Loading the settings"
        skeleton="detail"
        errorMessage="The settings could not be loaded."
        refusedTitle="The settings are not open to you"
      >
        {({ settings }) => {
          const others = otherKeys(settings);
          return (
            <Stack gap="lg">
              {!canManage && (
                <Alert color="blue" variant="light" title="Read only">
                  {READ_ONLY_NOTE}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <TeamsSetting settings={settings} canManage={canManage} />
                <DailySpecialSetting
                  key={versionOf(settings.dailySpecial)}
                  settings={settings}
                  canManage={canManage}
                />
                <StaffPurgeSetting
                  key={versionOf(settings.staffPurge)}
                  settings={settings}
                  canManage={canManage}
                />
                <AnnouncementSummary settings={settings} />
              </SimpleGrid>
              <Stack gap="sm">
                <Title order={2} size="h3">
                  Other settings
                </Title>
                <Text size="sm" c="dimmed">
                  Settings without a form of their own, as the bot stores them. Change one only if you know
                  what the bot expects: it is saved exactly as written.
                </Text>
                {others.length === 0 ? (
                  <Text size="sm">No other settings.</Text>
                ) : (
                  others.map((key) => (
                    <JsonSetting
                      key={`${key}:${versionOf(settings[key])}`}
                      settingKey={key}
                      value={settings[key]}
                      canManage={canManage}
                    />
                  ))
                )}
              </Stack>
            </Stack>
          );
        }}
      </DataState>
    </Page>
  );
}
