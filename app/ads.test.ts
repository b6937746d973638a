import { AD_SIZES, adRequestOptions, MINI_AD_SIZES } from '@ui/AdSlot';
import { describe, expect, it, vi } from 'vitest';
import { type AdScriptHost, adsAllowedOn, createAdProvider, nitroAdOptions, startSponsorFor } from './ads';

const SCRIPT = 'https://s.nitropay.com/ads-1234.js';

/** A page stand-in: the global the library lives on, and the scripts added to the document. */
function fakePage() {
  const scripts: string[] = [];
  const page: AdScriptHost = { global: {}, appendScript: (src) => scripts.push(src) };
  return { page, scripts, host: vi.fn(() => page) };
}

describe('the script URL (configuredExternalUrl, lib/safe-url.ts)', () => {
  it('loads an https URL as configured', () => {
    const { page, scripts } = fakePage();
    createAdProvider(SCRIPT, () => page)?.createAd('vd-bottom-ad', adRequestOptions({ mini: true }));
    expect(scripts).toEqual([SCRIPT]);
  });

  it.each([
    '',
    'not a url',
    'http://s.nitropay.com/ads-1234.js',
    '//s.nitropay.com/ads-1234.js',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'https://user:secret@s.nitropay.com/ads-1234.js',
  ])('refuses %j: no provider, so no slot and no script', (raw) => {
    const { host } = fakePage();
    expect(createAdProvider(raw, host)).toBeUndefined();
    expect(host).not.toHaveBeenCalled();
  });
});

describe('createAdProvider', () => {
  it('is no provider (placeholders) when the URL is unset or unsafe', () => {
    const { host } = fakePage();
    expect(createAdProvider('', host)).toBeUndefined();
    expect(createAdProvider('http://s.nitropay.com/ads-1234.js', host)).toBeUndefined();
    expect(host).not.toHaveBeenCalled();
  });

  it('loads nothing until a slot asks for an ad, then the script once; early ads wait in the queue', () => {
    const { page, scripts, host } = fakePage();
    const provider = createAdProvider(SCRIPT, host);
    expect(provider).toBeDefined();
    expect(host).not.toHaveBeenCalled();

    provider?.createAd('vd-bottom-ad', adRequestOptions({ mini: true }));
    provider?.createAd('vd-other-ad', adRequestOptions({ lazyLoading: true }));

    expect(scripts).toEqual([SCRIPT]);
    expect(page.global.nitroAds?.queue).toEqual([
      ['createAd', ['vd-bottom-ad', nitroAdOptions(adRequestOptions({ mini: true }))], expect.any(Function)],
      [
        'createAd',
        ['vd-other-ad', nitroAdOptions(adRequestOptions({ lazyLoading: true }))],
        expect.any(Function),
      ],
    ]);
  });

  it('talks to the library once it has replaced the queue, and survives its failures', () => {
    const { page, scripts, host } = fakePage();
    const createAd = vi.fn(() => Promise.reject(new Error('blocked')));
    page.global.nitroAds = { createAd };
    const provider = createAdProvider(SCRIPT, host);
    expect(() => provider?.createAd('vd-bottom-ad', adRequestOptions({ mini: true }))).not.toThrow();
    expect(createAd).toHaveBeenCalledWith('vd-bottom-ad', {
      refreshTime: 30,
      refreshLimit: 0,
      renderVisibleOnly: false,
      sizes: [['728', '90']],
    });
    expect(scripts).toEqual([SCRIPT]);

    page.global.nitroAds = {
      createAd: () => {
        throw new Error('broken');
      },
    };
    expect(() => provider?.createAd('vd-bottom-ad', adRequestOptions({}))).not.toThrow();
  });
});

describe('nitroAdOptions', () => {
  it('maps the slot request: 30 s refresh, no limit, lazy loading, sizes as strings', () => {
    expect(nitroAdOptions(adRequestOptions({ lazyLoading: true }))).toEqual({
      refreshTime: 30,
      refreshLimit: 0,
      renderVisibleOnly: true,
      sizes: AD_SIZES.map(([w, h]) => [String(w), String(h)]),
    });
    expect(nitroAdOptions(adRequestOptions({ mini: true })).sizes).toEqual(
      MINI_AD_SIZES.map(([w, h]) => [String(w), String(h)]),
    );
  });
});

describe('adsAllowedOn', () => {
  it.each(['/', '/store', '/leaderboard', '/users/@me', '/stafff', '/login-help'])('allows %s', (path) => {
    expect(adsAllowedOn(path)).toBe(true);
  });

  it.each(['/login', '/LOGIN', '/staff', '/staff/dashboard', '/staff/admin/users'])('refuses %s', (path) => {
    expect(adsAllowedOn(path)).toBe(false);
  });
});

describe('mustLeaveAdScript', () => {
  it('is false until this document added a script, then true for /login and staff pages only', async () => {
    vi.resetModules();
    const fresh = await import('./ads');
    expect(fresh.mustLeaveAdScript('/staff/orders')).toBe(false);

    const { host } = fakePage();
    fresh.createAdProvider(SCRIPT, host)?.createAd('vd-bottom-ad', adRequestOptions({ mini: true }));

    expect(fresh.mustLeaveAdScript('/staff/orders')).toBe(true);
    expect(fresh.mustLeaveAdScript('/login')).toBe(true);
    expect(fresh.mustLeaveAdScript('/store')).toBe(false);
  });
});

describe('the sponsor start (docs/product/store-and-rewards.md#ads-and-sponsor-token)', () => {
  it('asks for nothing without a provider (ads not configured: demo and tests)', async () => {
    const fetchToken = vi.fn(async () => ({ token: 'tok' }));
    await expect(startSponsorFor(undefined, fetchToken)).resolves.toBe(false);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('hands the library the token with success and cancel URLs on the store, same origin', async () => {
    const { page, scripts, host } = fakePage();
    const provider = createAdProvider(SCRIPT, host);
    const started = await startSponsorFor(provider, async () => ({ token: 'tok-1' }), 'https://vd.example');
    expect(started).toBe(true);
    expect(scripts).toEqual([SCRIPT]);
    expect(page.global.nitroAds?.queue).toEqual([
      [
        'addUserToken',
        [
          'tok-1',
          { successUrl: 'https://vd.example/store?success=true', cancelUrl: 'https://vd.example/store' },
        ],
        expect.any(Function),
      ],
    ]);
  });

  it('calls the loaded library directly, and leaves the ads alone when the token request fails', async () => {
    const { page, host } = fakePage();
    const addUserToken = vi.fn();
    page.global.nitroAds = { createAd: vi.fn(), addUserToken };
    const provider = createAdProvider(SCRIPT, host);
    await expect(
      startSponsorFor(provider, async () => {
        throw new Error('401');
      }),
    ).resolves.toBe(false);
    expect(addUserToken).not.toHaveBeenCalled();
    await startSponsorFor(provider, async () => ({ token: 't' }), 'https://vd.example');
    expect(addUserToken).toHaveBeenCalledWith('t', {
      successUrl: 'https://vd.example/store?success=true',
      cancelUrl: 'https://vd.example/store',
    });
  });

  it('survives a library without the sponsor call or one that throws', async () => {
    const { page, host } = fakePage();
    page.global.nitroAds = { createAd: vi.fn() };
    const provider = createAdProvider(SCRIPT, host);
    await expect(startSponsorFor(provider, async () => ({ token: 't' }))).resolves.toBe(true);
    page.global.nitroAds.addUserToken = () => {
      throw new Error('boom');
    };
    await expect(startSponsorFor(provider, async () => ({ token: 't' }))).resolves.toBe(true);
  });
});
