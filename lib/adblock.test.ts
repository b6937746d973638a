// Ad-block detection (docs/product/navigation.md#ad-block-notice): the timing and the decision.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISMISSED_KEY,
  detectAdBlock,
  dismissNotice,
  noticeDismissed,
  PROBE_ATTEMPTS,
  PROBE_INTERVAL_MS,
  pixelProbe,
  shouldCheckForAdBlock,
} from './adblock';

/** A probe answering from a list, recording when each call happened (fake time). */
function scriptedProbe(answers: (boolean | Error)[]) {
  const calls: number[] = [];
  const probe = vi.fn(async () => {
    calls.push(Date.now());
    const answer = answers[calls.length - 1] ?? false;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { probe, calls };
}

describe('detectAdBlock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('probes 3 times, 250 ms apart, and reports blocking when all fail', async () => {
    expect([PROBE_ATTEMPTS, PROBE_INTERVAL_MS]).toEqual([3, 250]);
    const { probe, calls } = scriptedProbe([false, false, false]);
    let result: boolean | undefined;
    void detectAdBlock({ probe }).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toEqual([0]);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 250]);
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual([0, 250, 500]);
    expect(result).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('stops at the first probe that gets through', async () => {
    const { probe, calls } = scriptedProbe([false, true, false]);
    const run = detectAdBlock({ probe });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(run).resolves.toBe(false);
    expect(calls).toEqual([0, 250]);
  });

  it('a first probe that gets through decides at once, without waiting', async () => {
    const { probe } = scriptedProbe([true]);
    const run = detectAdBlock({ probe });
    await vi.advanceTimersByTimeAsync(0);
    await expect(run).resolves.toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('counts a probe that throws as failed', async () => {
    const { probe } = scriptedProbe([new Error('blocked'), new TypeError('Failed to fetch'), false]);
    const run = detectAdBlock({ probe });
    await vi.advanceTimersByTimeAsync(500);
    await expect(run).resolves.toBe(true);
  });

  it('never reports blocking once aborted, and probes no more', async () => {
    const { probe } = scriptedProbe([false, false, false]);
    const controller = new AbortController();
    const run = detectAdBlock({ probe, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(run).resolves.toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
  });
});

describe('pixelProbe', () => {
  it('sends a no-cors request without cookies and counts any answer as through', async () => {
    const send = vi.fn(async () => new Response(null, { status: 404 }));
    const probe = pixelProbe('https://ads.example.com/pixel.gif', send as unknown as typeof fetch);
    await expect(probe?.()).resolves.toBe(true);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).origin + new URL(url).pathname).toBe('https://ads.example.com/pixel.gif');
    expect(init).toMatchObject({ mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
  });

  it('fails when the request fails, as an ad blocker makes it', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const probe = pixelProbe('https://ads.example.com/pixel.gif', send as unknown as typeof fetch);
    await expect(probe?.()).rejects.toThrow('Failed to fetch');
  });

  it('has no probe for an unset, malformed, http or credentialed URL', () => {
    for (const url of ['', 'not a url', 'http://ads.example.com/p.gif', 'https://u:p@ads.example.com/p.gif'])
      expect(pixelProbe(url), url).toBeUndefined();
  });
});

describe('the dismissal', () => {
  it('is remembered in the storage for the session', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    expect(noticeDismissed(storage)).toBe(false);
    dismissNotice(storage);
    expect(map.get(DISMISSED_KEY)).toBe('true');
    expect(noticeDismissed(storage)).toBe(true);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => dismissNotice(broken)).not.toThrow();
    expect(noticeDismissed(broken)).toBe(false);
    expect(noticeDismissed(undefined)).toBe(false);
  });
});

describe('shouldCheckForAdBlock', () => {
  const probe = async () => true;
  it('runs only with a probe, where ads show, and before a dismissal', () => {
    expect(shouldCheckForAdBlock({ probe, adsShown: true, dismissed: false })).toBe(true);
    expect(shouldCheckForAdBlock({ probe: undefined, adsShown: true, dismissed: false })).toBe(false);
    expect(shouldCheckForAdBlock({ probe, adsShown: false, dismissed: false })).toBe(false);
    expect(shouldCheckForAdBlock({ probe, adsShown: true, dismissed: true })).toBe(false);
  });
});
