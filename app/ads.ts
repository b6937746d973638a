/**
 * The ad library behind ui/AdSlot (docs/product/navigation.md#ads: ads at the bottom of pages, a refresh
 * every 30 s with no limit). The API hands out a `nitroPayToken`, so the library is NitroPay's:
 * `VITE_ADS_SCRIPT_URL` is its site script (`https://s.nitropay.com/ads-{site}.js`), which replaces a
 * `window.nitroAds` command queue once it runs.
 *
 * Safety (docs/architecture.md#security): the script is added only when the first ad slot asks for an ad, and
 * only the default layout renders slots, never on /login or staff pages ({@link adsAllowedOn}); it is added
 * once; it must be https without credentials. Unset or unsafe: no provider, so there is no slot at all (nothing
 * shown, no space kept). A script cannot be unloaded, so once a public page added it, going to /login or a staff
 * page loads that page as a new document (the root route's `beforeLoad` asks {@link mustLeaveAdScript}): the
 * script never runs there. Limit: it runs on this origin, where it can read the session cookie; isolating ads
 * in a sandboxed cross-origin frame would avoid that.
 */
import { ads } from '@lib/config';
import { configuredExternalUrl } from '@lib/safe-url';
import { type SponsorStart, sponsorStart } from '@lib/sponsor';
import type { AdProvider, AdRequestOptions } from '@ui/AdSlot';

/** NitroPay's global: a queue of commands until the script loads, then the library itself. */
interface NitroAds {
  createAd: (id: string, options: NitroAdOptions) => unknown;
  /**
   * The sponsor start for a signed-in user: the API's token and where the provider sends the user back.
   * Assumption to check against the provider's documentation before going live: the call's name and the
   * shape of its options are not documented; all that is known is that it "starts with a sponsor token ... with success
   * and cancel URLs on the store page".
   */
  addUserToken?: (token: string, options: { successUrl: string; cancelUrl: string }) => unknown;
  queue?: unknown[];
}

/** The subset of NitroPay's ad options that the slot's request maps to. */
export interface NitroAdOptions {
  refreshTime: number;
  refreshLimit: number;
  /** Load only when the slot is in view. */
  renderVisibleOnly: boolean;
  /** Accepted sizes as `[width, height]` strings, preferred first. */
  sizes: [string, string][];
}

/** Where the provider puts the script and finds the library's global; the page's by default. */
export interface AdScriptHost {
  global: { nitroAds?: NitroAds };
  appendScript: (src: string) => void;
}

const pageHost = (): AdScriptHost => ({
  global: globalThis as { nitroAds?: NitroAds },
  appendScript: (src) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  },
});

/** The slot's request in NitroPay's terms. */
export function nitroAdOptions(request: AdRequestOptions): NitroAdOptions {
  return {
    refreshTime: request.refreshTime,
    refreshLimit: request.refreshLimit,
    renderVisibleOnly: request.lazyLoad,
    sizes: request.sizes.map(([width, height]) => [String(width), String(height)]),
  };
}

/**
 * An {@link AdProvider} for the script at `scriptUrl`, or undefined when it is unset or not a safe https URL.
 * Nothing loads until the first `createAd`; ads asked for before the script runs wait in its queue.
 */
export function createAdProvider(
  scriptUrl: string,
  host: () => AdScriptHost = pageHost,
): SiteAdProvider | undefined {
  const src = configuredExternalUrl(scriptUrl);
  if (!src) return undefined;
  let target: AdScriptHost | null = null;
  const library = (): NitroAds => {
    if (!target) {
      target = host();
      scriptAdded = true;
      const queue: unknown[] = [];
      target.global.nitroAds ??= {
        queue,
        createAd: (...args) => new Promise((resolve) => queue.push(['createAd', args, resolve])),
        addUserToken: (...args) => new Promise((resolve) => queue.push(['addUserToken', args, resolve])),
      };
      target.appendScript(src);
    }
    return target.global.nitroAds as NitroAds;
  };
  return {
    createAd(elementId, options) {
      // A failing ad library never breaks the page: the slot just stays empty.
      try {
        Promise.resolve(library().createAd(elementId, nitroAdOptions(options))).catch(() => undefined);
      } catch {
        // ignored, as above
      }
    },
    startSponsor({ token, successUrl, cancelUrl }) {
      try {
        const nitro = library();
        Promise.resolve(nitro.addUserToken?.(token, { successUrl, cancelUrl })).catch(() => undefined);
      } catch {
        // ignored, as above
      }
    },
  };
}

/** The site's ad library: the slots' {@link AdProvider} and the sponsor start for signed-in users. */
export interface SiteAdProvider extends AdProvider {
  /** Hands the library the user's sponsor token and the store URLs (loads the script like a slot does). */
  startSponsor: (start: SponsorStart) => void;
}

/**
 * Starts the sponsor flow for a signed-in user (docs/product/store-and-rewards.md#ads-and-sponsor-token):
 * asks the API for a token (`POST /api/client/npay/token`) and hands it to the library with the store's
 * success and cancel URLs on `origin`. Without a provider (ads not configured: the demo and the tests) it asks
 * for nothing. A failed or refused token request leaves the ads as they are. Resolves whether it started.
 */
export async function startSponsorFor(
  provider: SiteAdProvider | undefined,
  fetchToken: () => Promise<{ token: string }>,
  origin?: string,
): Promise<boolean> {
  if (!provider) return false;
  let token: string;
  try {
    ({ token } = await fetchToken());
  } catch {
    return false;
  }
  provider.startSponsor(sponsorStart(token, origin));
  return true;
}

/** Whether this document has added an ad script (it stays until the document is replaced). */
let scriptAdded = false;

/**
 * True when navigating to `pathname` must replace the document: this one runs an ad script and the page is
 * one where ads never run (/login, staff pages).
 */
export function mustLeaveAdScript(pathname: string): boolean {
  return scriptAdded && !adsAllowedOn(pathname);
}

/**
 * Ads (and so the ad script) never show on the login page or on staff pages (docs/product/navigation.md#ads).
 */
export function adsAllowedOn(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return !(
    path === '/login' ||
    path.startsWith('/login/') ||
    path === '/staff' ||
    path.startsWith('/staff/')
  );
}

/** The site's provider, from `VITE_ADS_SCRIPT_URL`; undefined (placeholders) when unset. */
export const adProvider: SiteAdProvider | undefined = createAdProvider(ads.scriptUrl);
