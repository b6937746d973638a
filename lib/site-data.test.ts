import { describe, expect, it } from 'vitest';
import { readSettingMessage, withSetting } from './site-data';

describe('lib/site-data settings writes', () => {
  it('sets one key of the cached map, leaving the others and the old map alone', () => {
    const before = { settings: { teamsEnabled: true, dailySpecial: { item: 'Ramen' } } };
    const after = withSetting(before, 'teamsEnabled', false);
    expect(after).toEqual({ settings: { teamsEnabled: false, dailySpecial: { item: 'Ramen' } } });
    expect(before.settings.teamsEnabled).toBe(true);
  });

  it('reads a value the way the start-up read does (the cache strings converted)', () => {
    expect(withSetting({ settings: {} }, 'teamsEnabled', 'true').settings.teamsEnabled).toBe(true);
    expect(withSetting({ settings: {} }, 'x', '{"a":1}').settings.x).toEqual({ a: 1 });
  });

  it('stores a key named __proto__ as a plain key, never as the prototype', () => {
    const after = withSetting({ settings: {} }, '__proto__', { polluted: true });
    expect(Object.getPrototypeOf(after.settings)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('accepts only { key, value } messages from other tabs', () => {
    expect(readSettingMessage({ key: 'teamsEnabled', value: false })).toEqual({
      key: 'teamsEnabled',
      value: false,
    });
    expect(readSettingMessage({ key: 'x', value: null })).toEqual({ key: 'x', value: null });
    for (const bad of [null, 'teamsEnabled', { key: 1, value: 1 }, { key: '', value: 1 }, { key: 'x' }]) {
      expect(readSettingMessage(bad)).toBeNull();
    }
  });
});
