import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'vd:preferences';

/**
 * The documented defaults (docs/product/navigation.md#preferences), written out independently of the module.
 */
const SPEC_DEFAULTS = {
  festiveSnow: true,
  festiveCountdown: true,
  sidebar: true,
  soundEffects: false,
  keepScreenAwake: false,
  orderNotifications: false,
  orderFilter: { deliveryQueue: true, kitchenQueue: true },
  dismissedAnnouncement: null,
};

/** An in-memory Storage; `failing` makes every call throw like a blocked or full storage. */
class FakeStorage implements Storage {
  readonly data = new Map<string, string>();
  failing = false;
  get length() {
    return this.data.size;
  }
  private guard() {
    if (this.failing) throw new DOMException('blocked', 'SecurityError');
  }
  clear() {
    this.guard();
    this.data.clear();
  }
  getItem(key: string) {
    this.guard();
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.guard();
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.guard();
    this.data.set(key, String(value));
  }
}

/** Window-like event target for `storage` events, installed on globalThis. */
let windowEvents: EventTarget;
let storage: FakeStorage;

function storageEvent(init: { key: string | null; newValue: string | null; storageArea?: Storage | null }) {
  const event = new Event('storage');
  return Object.assign(event, { storageArea: storage, oldValue: null, url: 'http://localhost/', ...init });
}

async function freshModule() {
  vi.resetModules();
  return import('./preferences');
}

beforeEach(() => {
  storage = new FakeStorage();
  windowEvents = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('removeEventListener', windowEvents.removeEventListener.bind(windowEvents));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading', () => {
  it('starts from the spec defaults when nothing is stored', async () => {
    const prefs = await freshModule();
    expect(prefs.getPreferences()).toEqual(SPEC_DEFAULTS);
    expect(prefs.DEFAULT_PREFERENCES).toEqual(SPEC_DEFAULTS);
  });

  it('reads stored values', async () => {
    const stored = {
      ...SPEC_DEFAULTS,
      festiveSnow: false,
      soundEffects: true,
      orderFilter: { deliveryQueue: false, kitchenQueue: true },
    };
    storage.setItem(KEY, JSON.stringify(stored));
    const prefs = await freshModule();
    expect(prefs.getPreferences()).toEqual(stored);
  });

  it('falls back per field: bad or missing fields take their default, good ones are kept', async () => {
    storage.setItem(
      KEY,
      JSON.stringify({
        festiveSnow: 'no',
        sidebar: false,
        orderFilter: { kitchenQueue: false, deliveryQueue: 1 },
        dismissedAnnouncement: 42,
        extra: 1,
      }),
    );
    const prefs = await freshModule();
    expect(prefs.getPreferences()).toEqual({
      festiveSnow: true,
      festiveCountdown: true,
      sidebar: false,
      soundEffects: false,
      keepScreenAwake: false,
      orderNotifications: false,
      orderFilter: { deliveryQueue: true, kitchenQueue: false },
      dismissedAnnouncement: null,
    });
  });

  it.each(['not json', '', 'null', '42', '"string"', '[]', '{"orderFilter":null}'])(
    'gives defaults for the stored value %j',
    async (raw) => {
      storage.setItem(KEY, raw);
      const prefs = await freshModule();
      expect(prefs.getPreferences()).toEqual(SPEC_DEFAULTS);
    },
  );

  it('returns the same object until something changes (a stable snapshot)', async () => {
    const prefs = await freshModule();
    expect(prefs.getPreferences()).toBe(prefs.getPreferences());
  });
});

describe('setPreference and subscribe', () => {
  it('stores the change under one key and notifies subscribers', async () => {
    const prefs = await freshModule();
    const listener = vi.fn();
    const unsubscribe = prefs.subscribe(listener);
    prefs.setPreference('festiveSnow', false);
    prefs.setPreference('orderFilter', { deliveryQueue: false, kitchenQueue: true });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(prefs.getPreferences()).toMatchObject({
      festiveSnow: false,
      orderFilter: { deliveryQueue: false },
    });
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({
      ...SPEC_DEFAULTS,
      festiveSnow: false,
      orderFilter: { deliveryQueue: false, kitchenQueue: true },
    });
    expect([...storage.data.keys()]).toEqual([KEY]);
    unsubscribe();
    prefs.setPreference('sidebar', false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('changes the snapshot identity on change only', async () => {
    const prefs = await freshModule();
    const listener = vi.fn();
    prefs.subscribe(listener);
    const before = prefs.getPreferences();
    prefs.setPreference('sidebar', true); // already true
    expect(prefs.getPreferences()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    prefs.setPreference('sidebar', false);
    expect(prefs.getPreferences()).not.toBe(before);
  });

  it('survives in a fresh load (another page view)', async () => {
    (await freshModule()).setPreference('soundEffects', true);
    expect((await freshModule()).getPreferences().soundEffects).toBe(true);
  });

  it('replaces an invalid value with the default', async () => {
    const prefs = await freshModule();
    prefs.setPreference('festiveCountdown', 'yes' as unknown as boolean);
    expect(prefs.getPreferences().festiveCountdown).toBe(true);
  });

  it('resets to the defaults', async () => {
    const prefs = await freshModule();
    prefs.setPreference('festiveSnow', false);
    const listener = vi.fn();
    prefs.subscribe(listener);
    prefs.resetPreferences();
    expect(prefs.getPreferences()).toEqual(SPEC_DEFAULTS);
    expect(storage.getItem(KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('cross-tab sync (storage event)', () => {
  it('takes the value another tab wrote', async () => {
    const prefs = await freshModule();
    const listener = vi.fn();
    prefs.subscribe(listener);
    const other = { ...SPEC_DEFAULTS, festiveSnow: false };
    windowEvents.dispatchEvent(storageEvent({ key: KEY, newValue: JSON.stringify(other) }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(prefs.getPreferences()).toEqual(other);
  });

  it('goes back to defaults when another tab removes the key or clears storage', async () => {
    storage.setItem(KEY, JSON.stringify({ ...SPEC_DEFAULTS, sidebar: false }));
    const prefs = await freshModule();
    prefs.subscribe(() => {});
    expect(prefs.getPreferences().sidebar).toBe(false);
    windowEvents.dispatchEvent(storageEvent({ key: null, newValue: null }));
    expect(prefs.getPreferences()).toEqual(SPEC_DEFAULTS);
  });

  it('ignores other keys and other storage areas', async () => {
    const prefs = await freshModule();
    const listener = vi.fn();
    prefs.subscribe(listener);
    windowEvents.dispatchEvent(storageEvent({ key: 'other', newValue: '{}' }));
    windowEvents.dispatchEvent(
      storageEvent({
        key: KEY,
        newValue: JSON.stringify({ sidebar: false }),
        storageArea: new FakeStorage(),
      }),
    );
    expect(listener).not.toHaveBeenCalled();
    expect(prefs.getPreferences()).toEqual(SPEC_DEFAULTS);
  });

  it('stops listening when the last subscriber leaves', async () => {
    const prefs = await freshModule();
    const listener = vi.fn();
    const unsubscribe = prefs.subscribe(listener);
    unsubscribe();
    windowEvents.dispatchEvent(storageEvent({ key: KEY, newValue: JSON.stringify({ sidebar: false }) }));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('without a usable localStorage', () => {
  it('works in memory when storage throws (private mode, blocked)', async () => {
    storage.failing = true;
    const prefs = await freshModule();
    expect(prefs.getPreferences()).toEqual(SPEC_DEFAULTS);
    expect(() => prefs.setPreference('festiveSnow', false)).not.toThrow();
    expect(prefs.getPreferences().festiveSnow).toBe(false);
    expect(() => prefs.resetPreferences()).not.toThrow();
  });

  it('works when even reading the localStorage global throws', async () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const prefs = await freshModule();
      expect(prefs.getPreferences()).toEqual(SPEC_DEFAULTS);
      prefs.setPreference('sidebar', false);
      expect(prefs.getPreferences().sidebar).toBe(false);
    } finally {
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        writable: true,
        value: undefined,
      });
    }
  });

  it('works with no window at all (Node, SSR)', async () => {
    vi.unstubAllGlobals();
    const prefs = await freshModule();
    const unsubscribe = prefs.subscribe(() => {});
    prefs.setPreference('soundEffects', true);
    expect(prefs.getPreferences().soundEffects).toBe(true);
    unsubscribe();
  });
});

describe('announcementFingerprint', () => {
  it('is the same for the same announcement and differs when its text or style changes', async () => {
    const { announcementFingerprint } = await freshModule();
    const welcome = announcementFingerprint('info', 'Welcome to the **new** site!');
    expect(announcementFingerprint(' INFO ', 'Welcome to the **new** site!  ')).toBe(welcome);
    expect(announcementFingerprint('info', 'Welcome to the **new** site.')).not.toBe(welcome);
    expect(announcementFingerprint('warning', 'Welcome to the **new** site!')).not.toBe(welcome);
    expect(welcome.length).toBeLessThanOrEqual(64);
  });

  it('is kept as the dismissed announcement across page views', async () => {
    const prefs = await freshModule();
    const print = prefs.announcementFingerprint('info', 'Hello');
    prefs.setPreference('dismissedAnnouncement', print);
    expect((await freshModule()).getPreferences().dismissedAnnouncement).toBe(print);
  });
});

describe('rememberAnnouncement', () => {
  it("stores the last announcement's fingerprint, or none, for the next visit's first paint", async () => {
    const prefs = await freshModule();
    const listener = vi.fn();
    prefs.subscribe(listener);
    prefs.rememberAnnouncement(prefs.announcementFingerprint('info', 'Hello'));
    expect(storage.getItem(prefs.LAST_ANNOUNCEMENT_KEY)).toBe(prefs.announcementFingerprint('info', 'Hello'));
    prefs.rememberAnnouncement(null);
    expect(storage.getItem(prefs.LAST_ANNOUNCEMENT_KEY)).toBe('none');
    // Not a preference: nothing re-renders for it.
    expect(listener).not.toHaveBeenCalled();
  });

  it('does nothing where storage is blocked', async () => {
    storage.failing = true;
    const prefs = await freshModule();
    expect(() => prefs.rememberAnnouncement(null)).not.toThrow();
  });
});

describe('usePreferences', () => {
  it('renders the defaults on the server, whatever this browser stored', async () => {
    storage.setItem(KEY, JSON.stringify({ ...SPEC_DEFAULTS, festiveSnow: false }));
    const prefs = await freshModule();
    function Probe() {
      const value = prefs.usePreferences();
      return createElement('output', null, JSON.stringify(value));
    }
    const html = renderToString(createElement(Probe));
    expect(html).toContain(JSON.stringify(SPEC_DEFAULTS).replaceAll('"', '&quot;'));
  });
});
