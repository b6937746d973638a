import { expect, test } from './support';

// `vite preview` serves the build by the hosts' rule (scripts/hosting.ts, README "Hosting"), so the suite sees
// the statuses and headers a visitor gets from nginx, Netlify or Cloudflare Pages.
test.describe('the preview serves a build like the hosts', () => {
  test('pages and app routes with 200, unknown paths and the hosting files with 404 and the headers', async ({
    request,
  }) => {
    for (const path of ['/', '/store', '/store/', '/staff/orders', '/users/123']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('text/html');
    }
    for (const path of ['/this/does/not/exist', '/staff-nope', '/_headers', '/nginx.conf', '/_redirects']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
  });
});
