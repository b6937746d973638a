/**
 * The web app manifest (scripts/web-manifest.ts) and the icons it names: what Chromium's installability check and
 * the home screens read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_COLOR, THEME_COLOR, webManifest } from './web-manifest';

const root = path.join(import.meta.dirname, '..');
const manifest = webManifest();

/** Width and height of a PNG, from its IHDR chunk (the first, right after the 8-byte signature). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(root, 'public', file));
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('has what an installable app needs: names, a start page in its scope, its own window', () => {
    expect(manifest.name).toBe('Virtual Diner');
    // Home screens cut labels longer than about 12 characters.
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    // Home, marked as the app's launch: app/guards.ts takes staff on to their dashboard.
    expect(manifest.start_url).toBe('/?launch=app');
    expect(manifest.display).toBe('standalone');
  });

  it("uses the site's orange and the dark page colour that index.html paints first", () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(manifest.theme_color).toBe(THEME_COLOR);
    expect(html).toContain(`html { background: ${BACKGROUND_COLOR};`);
    expect(manifest.background_color).toBe(BACKGROUND_COLOR);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('names PNG icons of 192 and 512 px, one of them maskable, each the size it says', () => {
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src), icon.src).toEqual({ width, height });
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it("offers the kitchen's two pages as shortcuts, named as the access map names them", () => {
    expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'Order Manager', url: '/staff/orders' },
      { name: 'Food Lookup', url: '/staff/food-lookup' },
    ]);
  });
});
