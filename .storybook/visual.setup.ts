/**
 * Visual regression inside the story tests: after a story has rendered and its play function and axe checks
 * passed, the same browser run takes its screenshot and compares it with the committed baseline
 * `e2e/visual/__screenshots__/<story id>.png` (Vitest's `toMatchScreenshot`). The picture does not render the
 * story again (a failed story gets one retry: vitest.config.ts).
 *
 * - Every story sees the same wall-clock date (`Date` only; timers still run), so ages and countdowns in the
 *   pictures never drift.
 * - Every story sees notifications not yet asked for (`Notification.permission` is 'default'), whatever the
 *   machine's browser was told: the Order Manager's switch looks the same everywhere. A story about notifications
 *   puts in its own fake.
 * - Toasts stay until the picture is taken (`.storybook/preview.tsx` reads `__VD_VISUAL__`).
 * - The picture is of the whole story, not only the viewport: the viewport grows to the document's height
 *   for the shot (as a full-page screenshot does), then shrinks back. Elements one screen tall
 *   (`min-height: 100vh`) keep the height they had, so a footer below such a layout stays in the picture.
 * - A story tagged `no-visual` is tested but not photographed. A story's viewport comes from its
 *   `globals.viewport` (the Storybook viewport toolbar), as in the catalogue.
 * - Before the shot: images decoded, every font the text needs loaded, no request of the story in flight (a
 *   request the `loading` scenario holds does not count; one a story's own handler never answers is given up once
 *   the network has been quiet for a second), and no data that has arrived still waiting for its first render
 *   (`DataState` renders it in a transition, which a busy machine can hold back for seconds). The held ones are
 *   released when the story test is over.
 *
 * `npm run test:visual -- --update` rewrites the baselines that changed (scripts/visual.mjs).
 */
import { heldRequests } from '@mocks/scenarios';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

/** The date every story sees. */
export const FIXED_TIME = new Date('2026-11-21T12:00:00Z');

(globalThis as { __VD_VISUAL__?: boolean }).__VD_VISUAL__ = true;

if (typeof Notification !== 'undefined') {
  Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'default' });
}

// The current story's requests in flight, for "wait until the network is idle" (the app fetches through `fetch`
// only). A story's requests are its own: one left unanswered by an earlier story (a Loading state) does not count,
// or every later story would wait for it. Kept on the window and `fetch` wrapped once, however often this file
// runs in one page.
interface Network {
  story: number;
  inFlight: number;
  lastActivity: number;
}
const NETWORK = Symbol.for('vd:story-network');
const scope = globalThis as { [NETWORK]?: Network };
const network: Network = scope[NETWORK] ?? { story: 0, inFlight: 0, lastActivity: 0 };
if (!scope[NETWORK]) {
  scope[NETWORK] = network;
  const originalFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    const ownStory = network.story;
    network.inFlight += 1;
    network.lastActivity = performance.now();
    try {
      return await originalFetch(...args);
    } finally {
      if (ownStory === network.story) {
        network.inFlight -= 1;
        network.lastActivity = performance.now();
      }
    }
  }) as typeof fetch;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idle: nothing in flight for 150 ms but the requests the `loading` scenario holds (mocks/scenarios.ts),
 * or in flight but silent for 1 s (a request a story's own handler never answers).
 */
async function networkIdle(limitMs = 5_000): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const quietFor = performance.now() - network.lastActivity;
    if (network.inFlight - heldRequests.count <= 0 && quietFor >= 150) return;
    if (network.inFlight > 0 && quietFor >= 1_000) return;
    await sleep(50);
  }
}

/**
 * Waits (10 s at most) until no `DataState` shows its skeleton for data that has already arrived (`data-arriving`):
 * the data's first render is a transition. Measured before this wait, one story's page was one screen tall, its list
 * still a skeleton, and the list came in while the picture was taken (cut off at 900 px).
 */
async function arrivalsRendered(): Promise<void> {
  const started = performance.now();
  while (document.querySelector('[data-arriving]') && performance.now() - started < 10_000) await sleep(20);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Every font the text on screen needs, loaded. `document.fonts.ready` alone is not enough: it only waits for
 * loads already started, and a unicode-range part (an arrow in Noto Sans Symbols 2) starts loading only when
 * layout first needs it, so a picture could catch the machine's font in its place. Asking each of our
 * families for the page's text starts every part it needs; then the page gets two frames to draw with them.
 */
async function fontsSettled(): Promise<void> {
  await nextFrame();
  const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  const text = [document.body.innerText, ...fields.map((field) => field.value)].join(' ');
  const families = new Set([...document.fonts].map((face) => face.family.replace(/^["']|["']$/g, '')));
  await Promise.all(
    [...families].map((family) =>
      document.fonts.load(`16px "${family}"`, text).catch(() => [] /* reported by the comparison */),
    ),
  );
  await document.fonts.ready;
  await nextFrame();
  await nextFrame();
}

async function imagesSettled(): Promise<void> {
  await Promise.all(
    [...document.images].map((image) =>
      image.complete ? undefined : image.decode().catch(() => undefined /* a broken image is a state too */),
    ),
  );
}

beforeEach(() => {
  vi.setSystemTime(FIXED_TIME);
  network.story += 1;
  network.inFlight = 0;
  // Normally done when the last story test ended; again here in case its end ran late.
  heldRequests.release();
});

afterEach(async (context) => {
  try {
    await photograph(context);
  } finally {
    heldRequests.release();
  }
});

/** The story's screenshot, compared with its baseline (unless it failed or is tagged `no-visual`). */
async function photograph(context: Parameters<Parameters<typeof afterEach>[0]>[0]): Promise<void> {
  const { task } = context;
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  const storyId = (task.meta as { storyId?: string }).storyId;
  if (!story || !storyId || task.result?.state === 'fail' || story.tags.includes('no-visual')) return;

  // Read by scripts/visual.mjs, which deletes the baselines of stories no longer photographed.
  (task.meta as { screenshot?: boolean }).screenshot = true;
  await networkIdle();
  await arrivalsRendered();
  await imagesSettled();
  await fontsSettled();

  const width = window.innerWidth;
  const height = window.innerHeight;
  // A layout at least one screen tall (`min-height: 100vh`) would grow with the taller viewport and push what
  // follows it (the footer) out of the picture again: hold such heights at one screen while the shot is taken.
  const unpin = pinScreenHeights(height);
  try {
    await growToPage(width, height);
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(
      storyId.replaceAll('--', '__'),
      {
        screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
        comparatorName: 'pixelmatch',
        comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
      },
    );
  } catch (error) {
    // Says so when the frame did not hold the whole page once the picture was taken: a cut-off picture.
    const full = pageHeight(height);
    if (window.innerWidth !== width || window.innerHeight !== full) {
      throw new Error(
        `After the picture, the story's frame was ${window.innerWidth}×${window.innerHeight} px and its page ${width}×${full}.`,
        { cause: error },
      );
    }
    throw error;
  } finally {
    if (window.innerWidth !== width || window.innerHeight !== height) await resizeFrame(width, height);
    unpin();
  }
}

/** The page's height, at least one screen. */
const pageHeight = (screen: number) =>
  Math.max(screen, document.documentElement.scrollHeight, document.body.scrollHeight);

/**
 * Grows the frame to the page's full height (as a full-page screenshot does), and again while the page still grows
 * at the new size (a late chunk or font), a few times at most. One CI run photographed a story cut off at 900 px,
 * the page below blank: measured once, the frame had not held the page.
 */
async function growToPage(width: number, screen: number): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const full = pageHeight(screen);
    if (window.innerHeight === full) return;
    await resizeFrame(width, full);
  }
}

/** Resizes the story's frame and waits until its document has the new size, then for two frames drawn at it. */
async function resizeFrame(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  const started = performance.now();
  while (window.innerWidth !== width || window.innerHeight !== height) {
    if (performance.now() - started > 3_000) {
      throw new Error(
        `The story's frame stayed ${window.innerWidth}×${window.innerHeight} px after it was resized to ${width}×${height}.`,
      );
    }
    await sleep(20);
  }
  await nextFrame();
  await nextFrame();
}

/**
 * Sets an inline `min-height` of `screen` px on every element whose computed minimum height is one screen
 * (`100vh`, `100dvh`); returns the function that puts them back.
 */
function pinScreenHeights(screen: number): () => void {
  const pinned: { element: HTMLElement; value: string; priority: string }[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (getComputedStyle(element).minHeight !== `${screen}px`) continue;
    pinned.push({
      element,
      value: element.style.getPropertyValue('min-height'),
      priority: element.style.getPropertyPriority('min-height'),
    });
    element.style.setProperty('min-height', `${screen}px`, 'important');
  }
  return () => {
    for (const { element, value, priority } of pinned) {
      if (value) element.style.setProperty('min-height', value, priority);
      else element.style.removeProperty('min-height');
    }
  };
}
