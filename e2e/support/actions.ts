/** Shared steps of the e2e specs: signing in as a demo persona, answering a confirmation and checking toasts. */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PERSONAS, type DemoPersonaKey } from '../../lib/demo-personas';
import { personaCookie } from '../../mocks/personas';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Signs in through the demo login page: opens `/login`, clicks the persona's button (its accessible name
 * starts with the persona's label, optionally after "Log in as" (or the older "Sign in as"): "Log in as Chef") and waits until the
 * authorize round trip has left `/login` again. For tests of signing in; the others open their page with
 * {@link openSignedIn}.
 */
export async function signInAs(page: Page, persona: DemoPersonaKey): Promise<void> {
  const label = DEMO_PERSONAS.find((candidate) => candidate.key === persona)?.label ?? persona;
  await page.goto('/login');
  // The label comes first in the name ("Log in as Admin …"), so "Manager: Admin sections …" is not Admin.
  const name = new RegExp(`^(?:(?:log|sign) in as\\s+)?${escapeRegExp(label)}\\b`, 'i');
  await page.getByRole('button', { name }).click();
  await page.waitForURL((url) => url.pathname !== '/login' && !url.searchParams.has('code'));
}

/**
 * Gives the context the persona's session, as the demo's sign-in leaves it: the `VD_SESSION` cookie with the
 * persona's seeded token (mocks/personas.ts). The next page opened in it is signed in. The fake backend lives in
 * the page and is rebuilt on every load, so the round trip through /login leaves nothing else behind.
 */
export async function addSession(context: BrowserContext, persona: DemoPersonaKey): Promise<void> {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('addSession: the project has no baseURL');
  await context.addCookies([{ ...personaCookie(persona), url }]);
}

/**
 * Opens `path` signed in as the persona, for a test that is not about signing in: one page load instead of
 * {@link signInAs}'s three (the login page, the authorize return, then the page). Resolves once the app runs
 * with the session (the header's account menu is there). That first load is a cold one (the fake backend's
 * worker installs before the app starts), which on a busy machine took over 20 s: like signInAs's wait for the
 * round trip, it waits as long as the test's own timeout allows.
 */
export async function openSignedIn(page: Page, persona: DemoPersonaKey, path = '/'): Promise<void> {
  await addSession(page.context(), persona);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible({
    timeout: test.info().timeout,
  });
}

/** Answers a confirmation dialog (found by its title) with one of its buttons, as a user does. */
export async function confirmIn(page: Page, dialog: string, button: string): Promise<void> {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}

/** Waits for a toast (a Mantine notification, role `alert`) containing `text`. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('.mantine-Notifications-root [role="alert"]').filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}

/**
 * Closes every toast on screen with its own close button, as a user would. Toasts sit at the top right, over
 * the header's account menu, for a few seconds; a step that opens that menu right after toasts appeared
 * closes them first instead of waiting for them to time out.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page
    .locator('.mantine-Notifications-root')
    .getByRole('button', { name: 'Close notification' });
  for (let left = await close.count(); left > 0; left = await close.count()) {
    // A toast may time out between the count and the click: then there is nothing left to close.
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    // Fewer than before (another may have timed out meanwhile), not exactly one fewer.
    await expect.poll(() => close.count()).toBeLessThan(left);
  }
}

/** Opens the header's account menu (after closing any toast lying over it). */
export async function openAccountMenu(page: Page): Promise<void> {
  await dismissToasts(page);
  await page.getByRole('button', { name: /^Account menu for / }).click();
}

/**
 * Holds every script of the site back until the returned `release()` is called: the page's HTML is on screen
 * (the boot shell, or a prerendered page) and nothing of the app runs.
 */
export async function holdScripts(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}
