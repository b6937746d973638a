/**
 * First visit (docs/architecture.md#first-visit): each public page's HTML is its own, prerendered at build time
 * with its head for search engines and link previews, and React takes the markup over (hydration) without an
 * error and without moving anything.
 */
import type { Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../app/prerender/pages';
import { expect, holdScripts, test } from './support';
import { SITE_URL } from './support/site-url';

/** What each page shows before any script has run: its h1, and a line of its first text. */
const FIRST_TEXT: Record<string, { heading: string; text: string }> = {
  '/': {
    heading: 'Virtual food, cooked and delivered by real people.',
    text: 'Virtual Diner brings role-play meals to your community',
  },
  '/login': { heading: 'Log in', text: 'Use your Discord account to order' },
  '/store': { heading: 'Store', text: 'Perks for your orders, paid with the VD you earn.' },
  '/leaderboard': { heading: 'Leaderboard', text: 'The staff who handled the most orders this week.' },
  '/team': { heading: 'Meet the team', text: 'The people who cook, deliver and run Virtual Diner, by rank.' },
  '/privacy': { heading: 'Privacy Policy', text: 'stores about you when you use the bot and this website' },
  '/terms': { heading: 'Terms of Service', text: 'These terms are the rules for using' },
};

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

test.describe('each public page is served as its own HTML', () => {
  for (const page of PRERENDERED_PAGES) {
    test(`${page.path}: its text, title, description and link preview are in the HTML as served`, async ({
      request,
    }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const expected = FIRST_TEXT[page.path];
      if (!expected) throw new Error(`no expected text for ${page.path}`);
      // The markup React will hydrate, marked with its page.
      expect(html).toContain(`<div id="root" data-vd-page="${page.path}">`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${expected.heading}</h1>`));
      expect(html).toContain(expected.text);
      // Its own head.
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(meta(html, 'name', 'description')).toBe(page.description);
      const url = `${SITE_URL}${page.path}`;
      expect(html).toContain(`<link rel="canonical" href="${url}" />`);
      expect(meta(html, 'property', 'og:title')).toBe(page.title);
      expect(meta(html, 'property', 'og:description')).toBe(page.description);
      expect(meta(html, 'property', 'og:type')).toBe('website');
      expect(meta(html, 'property', 'og:url')).toBe(url);
      expect(meta(html, 'property', 'og:image')).toBe(`${SITE_URL}/og-image.png`);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'theme-color')).toBe('#ff922b');
      // Only the one hashed inline script the policy allows; the page's own styles are linked, not injected later.
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toHaveLength(1);
    });
  }

  test('the image of the link preview is a PNG', async ({ request }) => {
    const response = await request.get('/og-image.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('an unknown path gets the not-found page, not indexed, with status 404', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-vd-page="404">');
    expect(html).toContain('This page could not be found');
    expect(html).toContain('<title>Page not found · Virtual Diner</title>');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
  });

  test('an app route gets the shell, which hydrates nothing', async ({ request }) => {
    const html = await (await request.get('/staff/orders')).text();
    expect(html).toContain('<div id="root"><div class="vd-boot-header"');
    expect(html).not.toContain('<div id="root" data-vd-page');
  });
});

/**
 * Watches a page from before its first paint: layout shifts (the browser's own measure), the page's h1 node as
 * parsed before any script ran, and where its heading was at the first paint.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as {
      __vdShifts: { value: number; sources: string[] }[];
      __vdFirst: { h1: Element | null; rect: DOMRect | null } | null;
    };
    state.__vdShifts = [];
    state.__vdFirst = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        state.__vdShifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (source) =>
              (source.node as Element | null)?.outerHTML?.slice(0, 120) ?? source.node?.nodeName ?? '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // `interactive`: the markup is parsed and no module script has run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive' || state.__vdFirst) return;
      const first = { h1: document.querySelector('h1'), rect: null as DOMRect | null };
      state.__vdFirst = first;
      // Where the heading was at the first contentful paint.
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        first.rect = document.querySelector('main h1')?.getBoundingClientRect() ?? null;
      }).observe({ type: 'paint', buffered: true });
    });
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`hydration at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const page of PRERENDERED_PAGES) {
      test(`${page.path}: taken over without an error and without moving`, async ({
        page: tab,
        consoleErrors,
      }) => {
        await watchFirstPaint(tab);
        await tab.goto(page.path);
        // The announcement arrives from the API after hydration, into the space the markup kept for it.
        await expect(tab.getByRole('region', { name: 'Announcement' })).toBeVisible();
        await expect(tab.getByRole('contentinfo')).toContainText(
          `© ${new Date().getFullYear()} Virtual Diner`,
        );
        // The same h1 node as before any script ran: React hydrated the markup rather than replacing it.
        expect(
          await tab.evaluate(() => {
            const first = (window as unknown as { __vdFirst: { h1: Element | null } | null }).__vdFirst;
            return Boolean(first?.h1) && first?.h1 === document.querySelector('h1');
          }),
        ).toBe(true);
        // The page's heading is where it was first painted: nothing above it moved (a click aimed meanwhile lands).
        const moved = await tab.evaluate(() => {
          const first = (window as unknown as { __vdFirst: { rect: DOMRect | null } | null }).__vdFirst;
          const now = document.querySelector('main h1')?.getBoundingClientRect();
          return first?.rect && now
            ? Math.abs(now.top - first.rect.top) + Math.abs(now.left - first.rect.left)
            : -1;
        });
        expect(moved).toBe(0);
        const shifts = await tab.evaluate(
          () => (window as unknown as { __vdShifts: { value: number; sources: string[] }[] }).__vdShifts,
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01);
        expect(consoleErrors.filter((message) => /hydrat|Minified React error/i.test(message))).toEqual([]);
      });
    }
  });
}

test("a prerendered page's script and stylesheets are requested only once its first contentful paint is done", async ({
  page,
}) => {
  for (const { path } of PRERENDERED_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-vd-live', '');
    const timing = await page.evaluate(() => {
      // The entry, the start-up code it loads and the page's stylesheets (scripts/prerender.ts).
      const named = (name: string) =>
        (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '').split(' ');
      const files = [...named('vd-entry'), ...named('vd-styles')];
      const requested = files.map(
        (file) => performance.getEntriesByName(new URL(file, location.href).href)[0]?.startTime ?? -1,
      );
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { files: files.length, first: Math.min(...requested), paint: paint?.startTime ?? -1 };
    });
    // Nothing of the app's code or styles is on the way while the page paints: every request begins after it.
    expect(timing.files, path).toBeGreaterThan(2);
    expect(timing.paint, path).toBeGreaterThan(0);
    expect(timing.first, path).toBeGreaterThanOrEqual(timing.paint);
  }
});

/**
 * A public page as served, with nothing of the app's code (no `vd-entry`: the boot script loads nothing), and its
 * own styles inlined alone, its own stylesheets appended to the head as the boot script adds them after the first
 * paint, or linked where the inlined rules are, as before they were inlined. The shell's stylesheet is in all three.
 */
function withoutScript(html: string, stylesheets: 'inlined' | 'appended' | 'in place'): string {
  const page = html.replace(/<meta name="vd-entry"[^>]*>/, '');
  const hrefs = /<meta name="vd-styles" content="([^"]*)" \/>/.exec(page)?.[1]?.split(' ') ?? [];
  const links = hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  if (stylesheets === 'appended') return page.replace('</head>', `${links}</head>`);
  if (stylesheets === 'in place') return page.replace(/<style data-vd-critical>/, `${links}$&`);
  return page;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the first paint at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each public page looks the same with its inlined styles alone as with all its stylesheets', async ({
      page,
      request,
    }) => {
      const shellStylesheets = (await (await request.get('/staff/orders')).text()).match(
        /<link rel="stylesheet"[^>]*>/g,
      );
      expect(shellStylesheets).toHaveLength(1);
      for (const { path } of PRERENDERED_PAGES) {
        const served = await (await request.get(path)).text();
        // The shell's stylesheet stays linked; the page's own are named for the boot script, their rules inlined.
        expect(served, path).toContain('<style data-vd-critical>');
        expect(served.match(/<link rel="stylesheet"[^>]*>/g), path).toEqual(shellStylesheets);
        const shots: Buffer[] = [];
        for (const stylesheets of ['inlined', 'appended', 'in place'] as const) {
          const body = withoutScript(served, stylesheets);
          await page.route(`**${path}`, (route) => route.fulfill({ body, contentType: 'text/html' }), {
            times: 1,
          });
          // The load event waits for every stylesheet (all are in the head) and the fonts they started loading.
          await page.goto(path);
          await page.evaluate(() => document.fonts.ready);
          shots.push(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
        }
        expect(shots[0]?.equals(shots[1] as Buffer), `${path}: inlined and appended differ`).toBe(true);
        expect(shots[0]?.equals(shots[2] as Buffer), `${path}: inlined and in place differ`).toBe(true);
      }
    });
  });
}

test("the pages' fonts are in their HTML, and added again by script before the first paint", async ({
  page,
}) => {
  for (const path of ['/', '/staff/orders']) {
    await page.goto(path);
    const fonts = await page.evaluate(() => ({
      rules: document.querySelector<HTMLStyleElement>('style[data-vd-fonts]')?.sheet?.cssRules.length ?? 0,
      faces: document.fonts.size,
      inStylesheets: [...document.styleSheets].some(
        (sheet) => sheet.href !== null && [...sheet.cssRules].some((rule) => rule instanceof CSSFontFaceRule),
      ),
    }));
    // Each face twice: the style's, and the script's FontFace, which Chromium keeps when a stylesheet with cascade
    // layers arrives later and it rebuilds the style's faces (the text would be drawn in a fallback font meanwhile).
    expect(fonts.rules, path).toBeGreaterThan(0);
    expect(fonts.faces, path).toBe(2 * fonts.rules);
    expect(fonts.inStylesheets, path).toBe(false);
  }
});

test('a page reached by a link gets its own title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Virtual Diner');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(page).toHaveTitle('Leaderboard · Virtual Diner');
});

test('a button clicked before the page is live is clicked again once it is', async ({ page, context }) => {
  // Every script of the site held back: the prerendered login page is on screen, and nothing runs its buttons.
  const release = await holdScripts(context);
  const loading = page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Log in as Chef/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  release();
  await loading;
  // The held click signs the chef in, as a click after the page came alive would.
  await page.waitForURL((url) => url.pathname !== '/login' && !url.searchParams.has('code'));
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
});

test('a page rendered afresh (a search) is live only once its new markup is on screen', async ({ page }) => {
  // Between the first render's start and its commit the prerendered buttons are dead: a click there must be held
  // by the boot script (not lost), so the page may not say it is live while the prerendered markup is shown.
  await page.addInitScript(() => {
    const seen = { prerenderedShownWhenLive: null as boolean | null };
    (window as unknown as { __vdLive: typeof seen }).__vdLive = seen;
    let prerendered: Element | null = null;
    document.addEventListener('DOMContentLoaded', () => {
      prerendered = document.querySelector('#root > *');
    });
    new MutationObserver(() => {
      if (seen.prerenderedShownWhenLive !== null || !document.documentElement.hasAttribute('data-vd-live'))
        return;
      seen.prerenderedShownWhenLive = Boolean(prerendered?.isConnected);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-vd-live'] });
  });
  await page.goto('/login?redirect=//evil.example/steal');
  await expect(page.locator('html')).toHaveAttribute('data-vd-live', '');
  const seen = await page.evaluate(
    () => (window as unknown as { __vdLive: { prerenderedShownWhenLive: boolean | null } }).__vdLive,
  );
  expect(seen.prerenderedShownWhenLive).toBe(false);
  // And a click now works: the customer is signed in and sent home, not to the foreign address.
  await page.getByRole('button', { name: /Log in as Customer/ }).click();
  await expect(page).toHaveURL('/');
});

test("the announcement's markdown is lexed in a worker, not on the page's main thread", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    const fromPage = !response.url().includes('/announcement.worker-');
    if (fromPage && response.request().resourceType() === 'script') {
      scripts.push(await response.text().catch(() => ''));
    }
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Announcement' });
  await expect(banner.getByRole('strong').first()).toBeVisible();
  const worker = page
    .workers()
    .find((one) => /^\/assets\/announcement\.worker-[\w-]+\.js$/.test(new URL(one.url()).pathname));
  expect(worker, 'the announcement worker').toBeDefined();
  // The lexer's options and rules name GitHub's extensions (`gfm:` as a key, which no file name can hold: a
  // content hash once read "…gfm…"). The worker carries them; none of the page's own scripts does.
  const LEXER = /[{,]gfm:/;
  expect(await (await page.request.get(worker?.url() ?? '')).text()).toMatch(LEXER);
  expect(scripts.filter((source) => LEXER.test(source))).toEqual([]);
});

test('a visitor who dismissed the announcement gets pages that keep no space for it, and nothing moves', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Announcement' })
    .getByRole('button', { name: 'Dismiss announcement' })
    .click();
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);

  await watchFirstPaint(page);
  await page.goto('/leaderboard');
  await expect(page.locator('html')).toHaveAttribute('data-vd-no-announcement', '');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Virtual Diner`);
  // The settings have arrived (the placeholder is gone) and brought no banner.
  await expect(page.locator('[data-pending]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  // The heading was painted where it stays: no banner space above it that closes once the settings arrive.
  const moved = await page.evaluate(() => {
    const first = (window as unknown as { __vdFirst: { rect: DOMRect | null } | null }).__vdFirst;
    const now = document.querySelector('main h1')?.getBoundingClientRect();
    return first?.rect && now ? Math.abs(now.top - first.rect.top) : -1;
  });
  expect(moved).toBe(0);
});
