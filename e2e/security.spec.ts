import { BOOT_SCRIPT_HASH } from '../scripts/boot-shell';
import { expect, openSignedIn, test } from './support';

test.describe('the shipped security headers', () => {
  test('every page is served with the content security policy and its companions', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    // The site's files, the boot shell's one inline script by its hash, and (when configured) the ad library.
    const scripts = policy.match(/script-src ([^;]+);/)?.[1] ?? '';
    expect(scripts).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'( https:\/\/[^ ]+)?$/);
    expect(scripts).toContain(BOOT_SCRIPT_HASH);
    expect(policy).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('the policy is enforced: an injected inline script does not run, and the violation is caught', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    expect(cspViolations[0]).toContain('script-src');
    // Provoked on purpose: the fixture must not fail this test for it.
    cspViolations.length = 0;
  });

  test('a signed-in staff page with pictures and avatars runs without a violation', async ({ page }) => {
    await openSignedIn(page, 'chef', '/staff/orders');
    await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
    await expect(page.getByTestId('board-liveness')).toContainText('Live');
  });
});
