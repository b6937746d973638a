import { expect, openSignedIn, test } from './support';

/** The demo controls the fake backend exposes (mocks/browser.ts), as much as these tests use. */
type DemoWindow = Window & { __VD_DEMO__: { personas: { customer: { token: string } } } };

test.describe('the hourly reward', () => {
  test('the customer claims it, sees the new balance and the countdown to the next one', async ({ page }) => {
    await openSignedIn(page, 'customer');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hourly' }).click();
    await expect(page).toHaveURL('/hourly');
    await expect(page.getByRole('heading', { level: 1, name: 'Hourly reward' })).toBeVisible();
    await expect(page.getByTestId('hourly-balance')).toHaveText('12,500 VD');
    await expect(page.getByText('Your hourly reward is ready.')).toBeVisible();

    await page.getByRole('button', { name: 'Claim reward' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reward claimed' })).toContainText(
      'You won 250 VD. Your balance is now 12,750 VD.',
    );
    // Said once: no toast repeats the notice.
    await expect(page.getByText(/You won 250 VD/)).toHaveCount(1);
    await expect(page.getByTestId('hourly-balance')).toHaveText('12,750 VD');
    await expect(page.getByRole('button', { name: 'Claim reward' })).toBeDisabled();

    // The countdown starts at an hour and ticks down each second (the festive countdown is a timer too).
    const timer = page.getByRole('timer', { name: /^Next reward in/ });
    await expect(timer).toHaveText(/^Next reward in(1:00:00|0:59:[0-5]\d)$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    await expect(timer).toHaveAccessibleName(/^Next reward in (1 hour|59 minutes, \d+ seconds?)$/);
  });

  test('a second claim is refused with the server’s message, and the countdown follows', async ({ page }) => {
    await openSignedIn(page, 'customer', '/hourly');
    await expect(page.getByText('Your hourly reward is ready.')).toBeVisible();

    // Meanwhile the reward is claimed elsewhere (another tab), so this page is out of date.
    const status = await page.evaluate(async () => {
      const token = (window as unknown as DemoWindow).__VD_DEMO__.personas.customer.token;
      const response = await fetch('/api/client/users/hourly', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    });
    expect(status).toBe(200);

    await page.getByRole('button', { name: 'Claim reward' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The reward was not claimed' })).toContainText(
      'You have already claimed your hourly reward. You can claim it again in 1 hour.',
    );
    await expect(page.getByRole('timer', { name: /^Next reward in/ })).toBeVisible();
    await expect(page.getByTestId('hourly-balance')).toHaveText('12,750 VD');
    await expect(page.getByRole('button', { name: 'Claim reward' })).toBeDisabled();
  });

  test('an anonymous visitor is sent to login first', async ({ page }) => {
    await page.goto('/hourly');
    await expect(page).toHaveURL('/login?redirect=%2Fhourly');
  });
});
