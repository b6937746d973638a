/** Shared steps of the e2e specs: signing in as a demo persona and checking toasts. */
import { expect, type Page } from '@playwright/test';
import { DEMO_PERSONAS, type DemoPersonaKey } from '../../lib/demo-personas';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Signs in through the demo login page: opens `/login`, clicks the persona's button (its accessible name
 * starts with the persona's label, optionally after "Sign in as": "Sign in as Chef") and waits until the
 * authorize round trip has left `/login` again.
 */
export async function signInAs(page: Page, persona: DemoPersonaKey): Promise<void> {
  const label = DEMO_PERSONAS.find((candidate) => candidate.key === persona)?.label ?? persona;
  await page.goto('/login');
  // The label comes first in the name ("Sign in as Admin …"), so "Manager: Admin sections …" is not Admin.
  const name = new RegExp(`^(?:sign in as\\s+)?${escapeRegExp(label)}\\b`, 'i');
  await page.getByRole('button', { name }).click();
  await page.waitForURL((url) => url.pathname !== '/login' && !url.searchParams.has('code'));
}

/** Waits for a toast (a Mantine notification, role `alert`) containing `text`. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('.mantine-Notifications-root [role="alert"]').filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
}
