/**
 * The site's security headers, built from the same `VITE_*` configuration as the app (README "Security
 * headers"): a content security policy that lets the page talk only to the API, the gateway and the image
 * upload host, show images only from the allow-listed hosts and the chat platform's CDN, and run scripts only
 * from the site and the configured ad library (and the boot shell's one inline script, by its hash:
 * scripts/boot-shell.ts); plus nosniff, a referrer policy and a permissions policy.
 *
 * vite.config.ts writes them to `dist/_headers` (the file Netlify and Cloudflare Pages read) and sends them
 * from `vite preview`, which also serves the e2e suite, so the tests run under the shipped policy.
 */

import { BOOT_SCRIPT_HASH } from './boot-shell.ts';
import { IMMUTABLE, REVALIDATE } from './hosting.ts';

export interface SecurityConfig {
  /** Origin of the API; empty = this site (demo mode). */
  apiUrl: string;
  /** The gateway's websocket URL; empty = derived from the API origin (or this site). */
  gatewayUrl: string;
  /** The public image host's upload endpoint. */
  imageUploadUrl: string;
  /** Hosts images from the server may come from (`VITE_IMAGE_HOSTS`). */
  imageHosts: readonly string[];
  /** The ad library's script URL; empty = no ads. */
  adsScriptUrl: string;
  /** The ad-delivery pixel the ad-block check fetches (`VITE_AD_PROBE_URL`, else the script's URL). */
  adProbeUrl: string;
  /** The ad-block instruction manifest (`VITE_ADBLOCK_MANIFEST_URL`; a same-site path by default). */
  adblockManifestUrl: string;
}

/** The chat platform's CDN (avatars, guild icons). */
export const CHAT_CDN = 'https://cdn.discordapp.com';

const DEFAULT_IMAGE_HOSTS = 'cdn.discordapp.com,images.unsplash.com,i.imgur.com';
const DEFAULT_UPLOAD_URL = 'https://api.imgur.com/3/image';

const text = (value: unknown, fallback = '') =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** The configuration as lib/config.ts reads it, from the build's environment. */
export function securityConfigFromEnv(env: Record<string, string | undefined>): SecurityConfig {
  return {
    apiUrl: text(env.VITE_API_URL).replace(/\/+$/, ''),
    gatewayUrl: text(env.VITE_GATEWAY_URL),
    imageUploadUrl: text(env.VITE_IMAGE_UPLOAD_URL, DEFAULT_UPLOAD_URL),
    imageHosts: text(env.VITE_IMAGE_HOSTS, DEFAULT_IMAGE_HOSTS)
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    adsScriptUrl: text(env.VITE_ADS_SCRIPT_URL),
    adProbeUrl: text(env.VITE_AD_PROBE_URL, text(env.VITE_ADS_SCRIPT_URL)),
    adblockManifestUrl: text(env.VITE_ADBLOCK_MANIFEST_URL),
  };
}

/** The origin of an absolute URL with one of `protocols`, or null (a bad or relative value adds nothing). */
function originOf(url: string, protocols: readonly string[]): string | null {
  try {
    const parsed = new URL(url);
    if (!protocols.includes(parsed.protocol) || parsed.username || parsed.password) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * The API's origin when the build talks to an API (the page's head asks the browser to connect to it early:
 * vite.config.ts `apiPreconnect`), else null (demo mode: the site itself). Only an http(s) origin without
 * credentials, as in the policy's connect-src.
 */
export function apiOriginOf(config: Pick<SecurityConfig, 'apiUrl'>): string | null {
  return config.apiUrl ? originOf(config.apiUrl, ['https:', 'http:']) : null;
}

/** A host name fit for a source expression (letters, digits, dots, dashes): anything else is dropped. */
const isHost = (host: string) => /^[a-z0-9.-]+$/.test(host) && !host.startsWith('.');

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/** The content security policy for `config`, one string. */
export function contentSecurityPolicy(config: SecurityConfig): string {
  const api = apiOriginOf(config);
  const gateway = config.gatewayUrl
    ? originOf(config.gatewayUrl, ['wss:', 'ws:'])
    : api
      ? api.replace(/^http/, 'ws')
      : null;
  const upload = originOf(config.imageUploadUrl, ['https:']);
  const ads = config.adsScriptUrl ? originOf(config.adsScriptUrl, ['https:']) : null;
  // The ad-block check runs only where ads are configured; its probe and manifest may live elsewhere.
  const probe = ads && config.adProbeUrl ? originOf(config.adProbeUrl, ['https:']) : null;
  const manifest = config.adblockManifestUrl ? originOf(config.adblockManifestUrl, ['https:']) : null;
  const images = config.imageHosts.filter(isHost).map((host) => `https://${host}`);

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", BOOT_SCRIPT_HASH, ads])],
    // Mantine sets style attributes and injects its CSS variables in a <style> element.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", ...images, CHAT_CDN])],
    // Vite inlines the smallest font subsets into the CSS as data: URLs (build.assetsInlineLimit).
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", api, gateway, upload, probe, manifest])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every security header of the site. */
export function securityHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages: the security headers on every path, `/sw.js`
 * revalidated on every load so a new service worker is picked up at once, and the hashed files under /assets/
 * cacheable for a year (both hosts revalidate everything else by default; README "Hosting").
 */
export function headersFile(headers: Record<string, string>): string {
  const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
  lines.push('', '/sw.js', `  Cache-Control: ${REVALIDATE}`);
  lines.push('', '/assets/*', `  Cache-Control: ${IMMUTABLE}`);
  return `${lines.join('\n')}\n`;
}
