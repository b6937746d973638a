/**
 * The link preview image (`og:image`): renders the card below in headless Chromium (e2e/support/chromium.ts:
 * Debian's Chromium with its one-font fontconfig, so a letter in anything but the self-hosted Inter would show
 * in DejaVu Serif; the script also fails unless Inter's one face loaded) and writes `public/og-image.png`,
 * 1200x630, about 45 KiB (flat colours, no gradient; the same bytes on every run). Run by hand after changing
 * the card, look at the picture, commit it (scripts/og-image.test.ts checks its size and bytes).
 *
 *   ./nodew run og-image [-- --out path.png]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { INK, iconSvg, ORANGE } from './lib/brand.mjs';
import { repoRoot } from './lib/run.mjs';

export const WIDTH = 1200;
export const HEIGHT = 630;

const TITLE = 'Virtual Diner';
/** index.html's description, the site's tagline. */
const TAGLINE = 'Virtual food, cooked and delivered by real people in your Discord community.';
const icon = iconSvg;

function template() {
  const font = readFileSync(
    path.join(repoRoot, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  ).toString('base64');
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  @font-face { font-family: 'Inter Variable'; font-weight: 100 900; font-display: block;
    src: url(data:font/woff2;base64,${font}) format('woff2'); }
  html, body { margin: 0; }
  body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; position: relative; background: ${INK};
    color: #fff; font-family: 'Inter Variable'; }
  .card { position: absolute; inset: 0 0 14px 0; padding: 0 96px; display: flex; flex-direction: column;
    justify-content: center; gap: 40px; }
  .brand { display: flex; align-items: center; gap: 36px; }
  .tile { width: 152px; height: 152px; border-radius: 36px; background: ${ORANGE}; color: ${INK};
    display: flex; align-items: center; justify-content: center; flex: none; }
  h1 { margin: 0; font-size: 128px; font-weight: 800; letter-spacing: -0.035em; line-height: 1; }
  p { margin: 0; max-width: 1000px; font-size: 52px; font-weight: 500; line-height: 1.3; color: #c1c2c5;
    text-wrap: balance; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: ${ORANGE}; }
</style></head><body>
  <div class="card">
    <div class="brand"><div class="tile">${icon(104, 2)}</div><h1>${TITLE}</h1></div>
    <p>${TAGLINE}</p>
  </div>
  <div class="bar"></div>
</body></html>`;
}

async function main(argv) {
  const outIndex = argv.indexOf('--out');
  const out =
    outIndex >= 0 ? path.resolve(argv[outIndex + 1]) : path.join(repoRoot, 'public', 'og-image.png');
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    await page.setContent(template());
    // Every letter in Inter: the one face loaded (the machine's one font, DejaVu Serif, would show otherwise).
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((face) => `${face.family} ${face.status}`);
    });
    if (faces.join() !== "'Inter Variable' loaded" && faces.join() !== 'Inter Variable loaded') {
      throw new Error(`make-og-image: Inter did not load (${faces.join(', ')})`);
    }
    const png = await page.screenshot({ type: 'png' });
    writeFileSync(out, png);
    process.stdout.write(
      `make-og-image: ${path.relative(process.cwd(), out)}, ${WIDTH}x${HEIGHT}, ${(png.length / 1024).toFixed(1)} KiB\n`,
    );
  } finally {
    await browser.close();
  }
}

await main(process.argv.slice(2));
