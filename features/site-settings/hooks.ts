/**
 * The settings the admin pages read, and the one write, which updates every tab's cached settings in place
 * (docs/product/administration.md#settings-and-announce).
 */
import { type ActionOptions, cached, useAction, useCacheWrite } from '@lib/action';
import { loadOnce, useEndpoint } from '@lib/endpoint';
import { settingsEndpoint, shareSettingChange, withSetting } from '@lib/site-data';
import { saveSettingEndpoint, settingEndpoint } from './api';

/** The settings map: the start-up copy, reused without another read (docs/architecture.md#caching). */
export function useSettingsMap() {
  return useEndpoint(settingsEndpoint, undefined, loadOnce);
}

/**
 * One setting read by its key when its editor opens, so the editor starts from the server's current value (the
 * start-up copy may be old: another admin may have changed it since). A cached copy shows at once; the fresh one
 * also replaces the key in the cached settings map, so the rest of the site (the banner) follows.
 */
export function useStoredSetting(key: string) {
  const write = useCacheWrite();
  return useEndpoint(
    settingEndpoint,
    { key },
    {
      ...loadOnce,
      revalidateOnMount: true,
      onSuccess: ({ value }) =>
        void write(cached.update(settingsEndpoint, undefined, (data) => withSetting(data, key, value))),
    },
  );
}

export interface SettingChange {
  key: string;
  value: unknown;
}

/**
 * The value the server stored: the answer's `updatedValue`; when the answer lacks it, the key read again; when
 * that read fails too, the value sent (the write itself succeeded).
 */
async function saveSetting({ key, value }: SettingChange): Promise<unknown> {
  const { updatedValue } = await saveSettingEndpoint.call({ key, value });
  if (updatedValue !== undefined) return updatedValue;
  try {
    return (await settingEndpoint.call({ key })).value;
  } catch {
    return value;
  }
}

/**
 * Saves one setting (`run({ key, value })`). On success the stored value (see {@link saveSetting}) replaces the
 * cached one in place (this tab's banner, teams switch and pages, and the key's own read), and the other tabs of
 * this browser are told (lib/site-data.ts). The server's message stays in `error` on failure.
 */
export function useSaveSetting(
  options: Pick<ActionOptions<[SettingChange], unknown>, 'success' | 'onSuccess'> = {},
) {
  return useAction(saveSetting, {
    ...options,
    cache: (stored, { key }) => {
      shareSettingChange(key, stored);
      return [
        cached.update(settingsEndpoint, undefined, (data) => withSetting(data, key, stored)),
        cached.set(settingEndpoint, { key }, { value: stored }),
      ];
    },
  });
}
