/**
 * Start-up fetch (docs/architecture.md#start-up-data): ranks, settings and, when `teamsEnabled` is on, teams;
 * loaded once, reused; settings changed in another tab of this browser are applied in place.
 */
import { teamsEnabled, useRanks, useSettings, useSharedSettingChanges, useTeams } from '@lib/site-data';

export function StartupData() {
  useRanks();
  const { settings } = useSettings();
  useTeams(teamsEnabled(settings));
  // Settings written in another tab of this browser (the Announce page) reach this tab's banner at once.
  useSharedSettingChanges();
  return null;
}
