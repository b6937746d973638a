/**
 * Build-time configuration, read once from `VITE_*` variables (see README "Configuration").
 * Everything here is a constant after the build: no environment branches elsewhere in product code.
 */
const env = import.meta.env;

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

declare const __APP_VERSION__: string;
declare const __DEMO__: boolean;
declare const __BUILD_YEAR__: number;

/** Origin of the bot's API, without a trailing slash; empty string = same origin (demo mode). */
export const apiUrl: string = str(env.VITE_API_URL, '').replace(/\/+$/, '');

/**
 * Demo mode: the stateful fake backend runs in the browser. On when `VITE_API_MOCKING=true`, or when no
 * API URL is configured and mocking is not explicitly switched off (vite.config.ts `isMockedBuild`, which
 * defines `__DEMO__`; app/main.tsx tests `__DEMO__` itself so the bundler drops the mock chunk).
 */
export const isDemo: boolean =
  typeof __DEMO__ === 'boolean'
    ? __DEMO__
    : env.VITE_API_MOCKING === 'true' || (env.VITE_API_MOCKING !== 'false' && apiUrl === '');

export const appVersion: string = str(
  env.VITE_APP_VERSION,
  typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
);

/**
 * The year the site was built, which prerendered pages show in the footer until they are hydrated
 * (lib/hydration.ts); the current year outside a build.
 */
export const buildYear: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

/**
 * How long a request may take, answer included, before it fails with the no-response error (lib/http.ts):
 * `VITE_API_TIMEOUT_MS`, 15 s by default. A request that never answers must not keep a page loading forever.
 */
export const requestTimeoutMs: number = positiveInt(env.VITE_API_TIMEOUT_MS, 15_000);

function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Websocket URL of the gateway: `VITE_GATEWAY_URL`, else the API origin (or this page's) with ws/wss and `/ws/`. */
export function gatewayUrl(pageOrigin: string = globalThis.location?.origin ?? 'http://localhost'): string {
  const configured = str(env.VITE_GATEWAY_URL, '');
  if (configured) return configured;
  const origin = new URL(apiUrl || pageOrigin);
  origin.protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${origin.origin.replace(/^http/, 'ws')}/ws/`;
}

export const discord = {
  clientId: str(env.VITE_DISCORD_CLIENT_ID, '000000000000000000'),
  /** Where Discord sends the user back: `/login` on this site unless configured. */
  redirectUri(pageOrigin: string = globalThis.location?.origin ?? 'http://localhost'): string {
    return str(env.VITE_OAUTH_REDIRECT_URI, `${pageOrigin}/login`);
  },
  authorizeUrl: str(env.VITE_DISCORD_AUTHORIZE_URL, 'https://discord.com/oauth2/authorize'),
  scopes: str(env.VITE_DISCORD_SCOPES, 'identify'),
};

/** Outside addresses of the navigation and footer (the access map, lib/access, says which link goes where). */
export const links = {
  blog: str(env.VITE_LINK_BLOG, 'https://blog.virtualdiner.app'),
  docs: str(env.VITE_LINK_DOCS, 'https://docs.virtualdiner.app'),
  invite: str(
    env.VITE_LINK_INVITE,
    'https://discord.com/oauth2/authorize?client_id=000000000000000000&scope=bot',
  ),
  support: str(env.VITE_LINK_SUPPORT, 'https://discord.gg/virtualdiner'),
  upvote: str(env.VITE_LINK_UPVOTE, 'https://top.gg/bot/virtualdiner/vote'),
};

/** Where visitors write about their data and the terms (the Privacy Policy and Terms of Service pages). */
export const contactEmail: string = str(env.VITE_CONTACT_EMAIL, 'support@virtualdiner.app');

/** Ads: no provider configured means no ad slot at all. */
export const ads = {
  scriptUrl: str(env.VITE_ADS_SCRIPT_URL, ''),
  publisherId: str(env.VITE_ADS_PUBLISHER_ID, ''),
  /**
   * The ad-delivery URL the ad-block check probes (lib/adblock.ts); the ad script's own URL by default, the
   * first thing an ad blocker stops. Probed only when the ad script is configured.
   */
  probeUrl: str(env.VITE_AD_PROBE_URL, str(env.VITE_ADS_SCRIPT_URL, '')),
  /**
   * The ad-block instruction manifest of `/disable-your-adblocker` (JSON on a storage service); a same-origin
   * path by default, which the demo's fake backend serves. Unreadable: the page's built-in instructions.
   */
  adblockManifestUrl: str(env.VITE_ADBLOCK_MANIFEST_URL, '/adblock/instructions.json'),
};

/** Hosts allowed for images the server hands us (order images, uploads); exact host names. */
export const imageHosts: ReadonlySet<string> = new Set(
  str(env.VITE_IMAGE_HOSTS, 'cdn.discordapp.com,images.unsplash.com,i.imgur.com')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * Hosts the payment provider's pages may be on (the subscription checkout and the billing portal); exact host
 * names, https only (lib/safe-url.ts `safeExternalUrl`). Any other address the server sends is never opened.
 */
export const paymentHosts: ReadonlySet<string> = new Set(
  str(env.VITE_PAYMENT_HOSTS, 'checkout.stripe.com,billing.stripe.com')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
);

/** The public image host chefs upload pictures to (an Imgur-compatible API; the demo fakes it). */
export const imageUpload = {
  url: str(env.VITE_IMAGE_UPLOAD_URL, 'https://api.imgur.com/3/image'),
  clientId: str(env.VITE_IMAGE_UPLOAD_CLIENT_ID, 'virtual-diner-demo'),
  /** Largest file accepted before upload (the host's own limit). */
  maxBytes: 10 * 1024 * 1024,
};
