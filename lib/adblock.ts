/**
 * Ad-block detection (docs/product/navigation.md#ad-block-notice): where ads are configured, the ad-delivery
 * URL is probed up to {@link PROBE_ATTEMPTS} times, {@link PROBE_INTERVAL_MS} apart; when every probe fails
 * the visitor is taken to block ads and sees the full-screen notice, which they may dismiss for the session.
 *
 * The timing and the decision are pure here (the probe, the timer and the storage are passed in), so unit
 * tests run them with fake timers and never touch the network.
 */
import { safeExternalUrl } from './safe-url';

/** Probes before the visitor is taken to block ads (docs/product/navigation.md#ad-block-notice). */
export const PROBE_ATTEMPTS = 3;
/** Pause between two probes (docs/product/navigation.md#ad-block-notice). */
export const PROBE_INTERVAL_MS = 250;
/** The sessionStorage key that remembers a dismissed notice until the tab closes. */
export const DISMISSED_KEY = 'vd.adblockNoticeDismissed';

/** One probe: resolves true when the ad-delivery URL answered, false (or rejects) when it was blocked. */
export type AdProbe = () => Promise<boolean>;

export interface DetectOptions {
  probe: AdProbe;
  attempts?: number;
  intervalMs?: number;
  /** The pause between probes; `setTimeout` by default (fake timers in tests). */
  wait?: (ms: number) => Promise<void>;
  /** Stops early (the page went away): the answer is then `false`, never "blocking". */
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * True when every one of up to `attempts` probes failed (a rejected probe counts as failed). Stops at the
 * first probe that succeeds. An aborted run answers false: only a finished run may show the notice.
 */
export async function detectAdBlock({
  probe,
  attempts = PROBE_ATTEMPTS,
  intervalMs = PROBE_INTERVAL_MS,
  wait = sleep,
  signal,
}: DetectOptions): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await wait(intervalMs);
    if (signal?.aborted) return false;
    const answered = await probe().catch(() => false);
    if (signal?.aborted) return false;
    if (answered) return false;
  }
  return true;
}

/**
 * A probe of `url` with `fetch` in `no-cors` mode: any answer, even an error status, means the request got
 * through; only a network failure (what ad blockers cause) counts as blocked. No cookies are sent and nothing
 * is cached. Undefined when the URL is not a safe https URL (then nothing is probed and no notice shows).
 */
export function pixelProbe(
  rawUrl: string,
  send: typeof fetch = (...args) => globalThis.fetch(...args),
): AdProbe | undefined {
  let host: string;
  try {
    host = new URL(rawUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const url = safeExternalUrl(rawUrl, new Set([host]));
  if (!url) return undefined;
  return async () => {
    // A fresh query each time so no cache answers for the network.
    const probeUrl = new URL(url);
    probeUrl.searchParams.set('vdprobe', String(Date.now()));
    await send(probeUrl.toString(), { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    return true;
  };
}

/** The part of `sessionStorage` used here; tests pass a map. */
export type NoticeStorage = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): NoticeStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Whether the visitor dismissed the notice in this session (a storage that fails counts as not dismissed). */
export function noticeDismissed(storage: NoticeStorage | undefined = sessionStore()): boolean {
  try {
    return storage?.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the dismissal until the tab closes; a storage that fails just forgets it. */
export function dismissNotice(storage: NoticeStorage | undefined = sessionStore()): void {
  try {
    storage?.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Private mode or a full storage: the notice may come back on the next page load.
  }
}

/**
 * Whether the check runs at all: ads are configured (a probe exists), the page may show ads (never /login or
 * staff pages), and the visitor has not dismissed the notice in this session.
 */
export function shouldCheckForAdBlock(options: {
  probe: AdProbe | undefined;
  adsShown: boolean;
  dismissed: boolean;
}): boolean {
  return options.probe !== undefined && options.adsShown && !options.dismissed;
}
