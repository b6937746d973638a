/** The settings the admin pages read, and the one write, which updates every tab's cached settings in place. */
import { type ActionOptions, cached, useAction } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { settingsEndpoint, shareSettingChange, withSetting } from '@lib/site-data';
import { saveSettingEndpoint } from './api';

/**
 * The settings map: the start-up copy at once, refreshed from the server when an admin page opens (it is the
 * map the whole site reads, so the banner and the teams follow too).
 */
export function useSettingsMap() {
  return useEndpoint(settingsEndpoint, undefined, { ...loadOnce, revalidateOnMount: true });
}

export interface SettingChange {
  key: string;
  value: unknown;
}

/**
 * Saves one setting (`run({ key, value })`). On success the value replaces the cached one in place (this tab's
 * banner, teams switch and pages), and the other tabs of this browser are told (lib/site-data.ts). The server's
 * message stays in `error` on failure.
 */
export function useSaveSetting(
  options: Pick<ActionOptions<[SettingChange], unknown>, 'success' | 'onSuccess'> = {},
) {
  return useAction(({ key, value }: SettingChange) => saveSettingEndpoint.call({ key, value }), {
    ...options,
    cache: (_, { key, value }) => {
      shareSettingChange(key, value);
      return cached.update(settingsEndpoint, undefined, (data) => withSetting(data, key, value));
    },
  });
}
