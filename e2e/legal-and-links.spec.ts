import { expect, test } from './support';

test.describe('the legal pages and the outside links', () => {
  test('an anonymous visitor opens Privacy and Terms from the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('VD_SESSION', { exact: true })).toBeVisible();

    // The table of contents leads to its sections.
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL('/privacy#privacy-payments');
    await expect(page.getByRole('heading', { level: 2, name: '6. Payments' })).toBeInViewport();

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@virtualdiner.app' }).first()).toHaveAttribute(
      'href',
      'mailto:support@virtualdiner.app',
    );
  });

  test('/blog leaves for the configured address, and Back does not come back to /blog', async ({ page }) => {
    await page.route('https://blog.virtualdiner.app/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>The blog</title><h1>The blog</h1>' }),
    );
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.goto('/blog');
    await page.waitForURL('https://blog.virtualdiner.app/');
    await expect(page.getByRole('heading', { name: 'The blog' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/privacy');
  });
});
