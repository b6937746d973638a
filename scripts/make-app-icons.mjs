/**
 * The installed app's icons (public/manifest.webmanifest): the kitchen icon in dark ink on the theme's orange,
 * rendered in headless Chromium (e2e/support/chromium.ts) and written to public/icons/:
 *
 * - `icon-192.png` and `icon-512.png` ("any"): a rounded orange tile on a transparent square, as the og-image's;
 * - `icon-maskable-512.png` ("maskable"): the tile's orange to every edge and the icon inside the middle 60%, so
 *   whatever shape a launcher cuts (circle, squircle) keeps all of it (the maskable safe zone is the middle 80%).
 *
 * The same bytes on every run. Run by hand after changing them, look at the pictures, commit them
 * (scripts/app-icons.test.ts checks their sizes).
 *
 *   ./nodew run app-icons
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { INK, iconSvg, ORANGE } from './lib/brand.mjs';
import { repoRoot } from './lib/run.mjs';

/** Each icon: its file, its size in px, and whether it is the full-bleed maskable one. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

function template({ size, maskable }) {
  // The "any" tile fills the square with the og-image's corner radius; the maskable one is the whole square.
  const radius = maskable ? 0 : Math.round(size * 0.22);
  const glyph = Math.round(size * (maskable ? 0.6 : 0.72));
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; background: transparent; }
  .tile { width: ${size}px; height: ${size}px; border-radius: ${radius}px; background: ${ORANGE}; color: ${INK};
    display: flex; align-items: center; justify-content: center; }
</style></head><body><div class="tile">${iconSvg(glyph, 2)}</div></body></html>`;
}

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const icon of APP_ICONS) {
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(template(icon));
      const png = await page.screenshot({ type: 'png', omitBackground: true });
      const out = path.join(repoRoot, 'public', 'icons', icon.file);
      writeFileSync(out, png);
      process.stdout.write(
        `make-app-icons: public/icons/${icon.file}, ${icon.size}x${icon.size}, ${(png.length / 1024).toFixed(1)} KiB\n`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
