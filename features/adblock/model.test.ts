// The instruction manifest of /disable-your-adblocker (docs/product/navigation.md#disable-your-adblocker).
import { describe, expect, it, vi } from 'vitest';
import { fetchAdblockInstructions } from './api';
import { BUILT_IN_INSTRUCTIONS, MAX_BROWSERS, MAX_STEPS, MAX_TEXT, parseAdblockManifest } from './model';

const chrome = { id: 'chrome', name: 'Chrome', steps: ['Click the icon.', 'Reload.'] };

describe('parseAdblockManifest', () => {
  it('reads the browsers and their steps, ignoring unknown fields', () => {
    expect(parseAdblockManifest({ version: 2, browsers: [{ ...chrome, extra: true }] })).toEqual([chrome]);
  });

  it('accepts the list on its own, and uses the name when the id is missing', () => {
    expect(parseAdblockManifest([{ name: 'Safari', steps: ['Untick.'] }])).toEqual([
      { id: 'Safari', name: 'Safari', steps: ['Untick.'] },
    ]);
  });

  it('drops bad browsers and bad steps, keeping the good ones next to them', () => {
    expect(
      parseAdblockManifest({
        browsers: [
          null,
          'Chrome',
          { name: '', steps: ['x'] },
          { name: 'No steps', steps: [] },
          { name: 'Odd steps', steps: [1, null, '  ', { text: 'x' }] },
          { id: 7, name: ' Firefox ', steps: ['  Turn it off. ', 42] },
          chrome,
          { ...chrome, name: 'Chrome again' },
        ],
      }),
    ).toEqual([{ id: 'Firefox', name: 'Firefox', steps: ['Turn it off.'] }, chrome]);
  });

  it('is null (built-in instructions) when nothing is usable', () => {
    for (const raw of [null, undefined, 'text', 42, {}, { browsers: 'x' }, { browsers: [] }, [{ name: 'x' }]])
      expect(parseAdblockManifest(raw), JSON.stringify(raw)).toBeNull();
  });

  it('caps the number of browsers, steps and the length of the text', () => {
    const long = 'a'.repeat(MAX_TEXT + 50);
    const browsers = Array.from({ length: MAX_BROWSERS + 5 }, (_, i) => ({
      id: `b${i}`,
      name: long,
      steps: Array.from({ length: MAX_STEPS + 5 }, () => long),
    }));
    const parsed = parseAdblockManifest({ browsers }) ?? [];
    expect(parsed).toHaveLength(MAX_BROWSERS);
    expect(parsed[0]?.steps).toHaveLength(MAX_STEPS);
    expect(parsed[0]?.name).toHaveLength(MAX_TEXT);
  });

  it('has built-in instructions with steps for each browser', () => {
    expect(BUILT_IN_INSTRUCTIONS.length).toBeGreaterThan(0);
    expect(parseAdblockManifest({ browsers: BUILT_IN_INSTRUCTIONS })).toEqual(BUILT_IN_INSTRUCTIONS);
  });
});

describe('fetchAdblockInstructions', () => {
  const answer = (response: Response | Error) =>
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }) as unknown as typeof fetch;

  it('reads the manifest without cookies', async () => {
    const send = answer(Response.json({ browsers: [chrome] }));
    await expect(fetchAdblockInstructions('https://cdn.example/adblock.json', send)).resolves.toEqual([
      chrome,
    ]);
    expect(send).toHaveBeenCalledWith(
      'https://cdn.example/adblock.json',
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('is null on a network failure, an error status, a body that is not JSON or not usable', async () => {
    for (const send of [
      answer(new TypeError('Failed to fetch')),
      answer(Response.json({ browsers: [chrome] }, { status: 500 })),
      answer(new Response('<html>', { status: 200 })),
      answer(Response.json({ nope: true })),
    ])
      await expect(fetchAdblockInstructions('/adblock/instructions.json', send)).resolves.toBeNull();
  });
});
