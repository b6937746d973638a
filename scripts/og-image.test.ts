/**
 * public/og-image.png, the link preview image (`og:image`, written by scripts/make-og-image.mjs): a PNG of
 * exactly 1200x630, the size Discord and the others show large, and small enough to fetch at once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_BYTES = 100 * 1024;
const file = readFileSync(path.join(import.meta.dirname, '..', 'public', 'og-image.png'));

describe('public/og-image.png', () => {
  it('is a PNG of 1200x630', () => {
    expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The first chunk is IHDR: 4 bytes of length (13), its type, then width and height (big-endian).
    expect(file.readUInt32BE(8)).toBe(13);
    expect(file.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect({ width: file.readUInt32BE(16), height: file.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    });
  });

  it(`is under ${MAX_BYTES / 1024} KiB`, () => {
    expect(file.length).toBeLessThan(MAX_BYTES);
  });
});
