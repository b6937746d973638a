/**
 * Start-up fetch (docs/architecture.md#start-up-data): ranks, settings and, when `teamsEnabled` is on, teams;
 * loaded once, reused.
 */
import { teamsEnabled, useRanks, useSettings, useTeams } from '@lib/site-data';

export function StartupData() {
  useRanks();
  const { settings } = useSettings();
  useTeams(teamsEnabled(settings));
  return null;
}
