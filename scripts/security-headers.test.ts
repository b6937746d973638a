import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from './boot-shell';
import {
  apiOriginOf,
  contentSecurityPolicy,
  headersFile,
  securityConfigFromEnv,
  securityHeaders,
} from './security-headers';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('scripts/security-headers', () => {
  it('confines a production build to its API, gateway, upload host, image hosts and ad library', () => {
    const policy = directives(
      contentSecurityPolicy(
        securityConfigFromEnv({
          VITE_API_URL: 'https://api.virtualdiner.app/',
          VITE_IMAGE_HOSTS: 'images.unsplash.com, i.imgur.com',
          VITE_ADS_SCRIPT_URL: 'https://s.nitropay.com/ads-123.js',
        }),
      ),
    );
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", BOOT_SCRIPT_HASH, 'https://s.nitropay.com']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.virtualdiner.app',
      'wss://api.virtualdiner.app',
      'https://api.imgur.com',
      // The ad-block check probes the ad script's URL unless VITE_AD_PROBE_URL names another.
      'https://s.nitropay.com',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'https://images.unsplash.com',
      'https://i.imgur.com',
      'https://cdn.discordapp.com',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets the ad-block check reach its probe and its instruction manifest, only where ads are configured', () => {
    const withAds = directives(
      contentSecurityPolicy(
        securityConfigFromEnv({
          VITE_ADS_SCRIPT_URL: 'https://s.nitropay.com/ads-123.js',
          VITE_AD_PROBE_URL: 'https://pixel.adserver.example/p.gif',
          VITE_ADBLOCK_MANIFEST_URL: 'https://storage.example/adblock.json',
        }),
      ),
    );
    expect(withAds.get('connect-src')).toEqual(
      expect.arrayContaining(['https://pixel.adserver.example', 'https://storage.example']),
    );
    const probeDefault = directives(
      contentSecurityPolicy(
        securityConfigFromEnv({ VITE_ADS_SCRIPT_URL: 'https://s.nitropay.com/ads-1.js' }),
      ),
    );
    expect(probeDefault.get('connect-src')).toContain('https://s.nitropay.com');
    const noAds = directives(
      contentSecurityPolicy(
        securityConfigFromEnv({ VITE_AD_PROBE_URL: 'https://pixel.adserver.example/p.gif' }),
      ),
    );
    expect(noAds.get('connect-src')).not.toContain('https://pixel.adserver.example');
  });

  it('never allows eval or inline scripts, but the boot shell’s one script by its hash', () => {
    const policy = contentSecurityPolicy(securityConfigFromEnv({}));
    const scripts = directives(policy).get('script-src') ?? [];
    expect(scripts).toEqual(["'self'", BOOT_SCRIPT_HASH]);
    expect(policy).not.toContain('unsafe-eval');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
  });

  it('takes a configured gateway, and drops a bad, plain-http or credentialed value instead of widening the policy', () => {
    const policy = directives(
      contentSecurityPolicy(
        securityConfigFromEnv({
          VITE_API_URL: 'https://api.example',
          VITE_GATEWAY_URL: 'wss://gateway.example/ws/',
          VITE_ADS_SCRIPT_URL: 'http://ads.example/x.js',
          VITE_IMAGE_UPLOAD_URL: 'https://user:pw@upload.example/',
          VITE_IMAGE_HOSTS: "evil.example 'unsafe-inline',ok.example",
        }),
      ),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example', 'wss://gateway.example']);
    expect(policy.get('script-src')).toEqual(["'self'", BOOT_SCRIPT_HASH]);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://ok.example', 'https://cdn.discordapp.com']);
  });

  it('writes the _headers file static hosts read', () => {
    const file = headersFile(securityHeaders(securityConfigFromEnv({})));
    expect(file.startsWith('/*\n  Content-Security-Policy: default-src')).toBe(true);
    expect(file).toContain('  X-Content-Type-Options: nosniff\n');
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(file).toContain('  Permissions-Policy: camera=()');
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache\n');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('names the API origin the page connects to early, and none in demo mode or for a bad address', () => {
    const origin = (url: string) => apiOriginOf(securityConfigFromEnv({ VITE_API_URL: url }));
    expect(origin('https://api.virtualdiner.app/v3/')).toBe('https://api.virtualdiner.app');
    expect(origin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(origin('')).toBeNull();
    expect(origin('javascript:alert(1)')).toBeNull();
    expect(origin('https://user:pw@api.example')).toBeNull();
    expect(origin('not a url')).toBeNull();
  });
});
