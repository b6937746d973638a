/**
 * One screenshot test per story of the static Storybook (storybook-static/index.json), compared with the
 * committed baseline e2e/visual/__screenshots__/<story id>.png. Stories tagged `no-visual` are skipped; a tag
 * `viewport-WxH` (e.g. `viewport-375x812`) sets the page size for that story.
 * Run through `node scripts/visual.mjs` (builds and serves Storybook); `--update` rewrites baselines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const indexFile = path.join(
  process.env.STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'),
  'index.json',
);

function readStories(): IndexEntry[] {
  let index: { entries: Record<string, IndexEntry> };
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8'));
  } catch (cause) {
    throw new Error(`Cannot read ${indexFile}: build Storybook first (node scripts/visual.mjs does).`, {
      cause,
    });
  }
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'),
  );
}

/**
 * Waits until Storybook has rendered the story and run its play function: the preview channel remembers
 * the last `storyFinished` event. Fails on Storybook's error display (a render or play exception).
 */
async function waitForStory(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (storyId) => {
      const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: { last?: (event: string) => unknown } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      const finished = channel?.last?.('storyFinished') as [{ storyId?: string }] | undefined;
      return finished?.[0]?.storyId === storyId || document.body.classList.contains('sb-show-errordisplay');
    },
    id,
    { timeout: 20_000 },
  );
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'unknown error')
      : null,
  );
  expect(failure, `story ${id} failed to render`).toBeNull();
  // Rendered content: in the root, or in a portal (modals, menus) when the root itself stays empty.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
          document.querySelector('[data-portal]') !== null,
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  // Network idle, within reason: a Loading story keeps its request pending on purpose.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Every story sees the same wall-clock time, so ages, countdowns and dates in the screenshots never drift
 * between runs (timers still run; only `Date` is pinned).
 */
const FIXED_TIME = new Date('2026-11-21T12:00:00Z');

/** A story tagged `viewport-375x812` is screenshotted at that size instead of the default 1280×800. */
function viewportOf(story: IndexEntry): { width: number; height: number } | null {
  for (const tag of story.tags ?? []) {
    const match = /^viewport-(\d+)x(\d+)$/.exec(tag);
    if (match) return { width: Number(match[1]), height: Number(match[2]) };
  }
  return null;
}

for (const story of readStories()) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    const viewport = viewportOf(story);
    if (viewport) await page.setViewportSize(viewport);
    await page.clock.setFixedTime(FIXED_TIME);
    // Toasts stay until the screenshot (.storybook/preview.tsx reads this), so a slow run cannot miss one.
    await page.addInitScript(() => {
      (window as { __VD_VISUAL__?: boolean }).__VD_VISUAL__ = true;
    });
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    await waitForStory(page, story.id);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
