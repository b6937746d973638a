/**
 * The paths that only stand for an outside address (`/blog`, `/docs`, `/discord`, `/invite`, `/upvote`; docs/product/
 * legal-and-links.md#redirects): where each leads, checked like every address that takes the user off the site.
 */
import type { ExternalLinkKey } from '@lib/access';
import { links } from '@lib/config';
import { safeExternalUrl } from '@lib/safe-url';

/**
 * The configured address when it is https without credentials, normalised; null otherwise (`http:`,
 * `javascript:`, junk). Its own host is the allow-list: the address is our configuration, not the server's.
 */
export function configuredExternalUrl(raw: string): string | null {
  let host: string;
  try {
    host = new URL(raw).hostname.toLowerCase();
  } catch {
    return null;
  }
  return safeExternalUrl(raw, new Set([host]));
}

/** The configured address of an outside link (lib/config `links`), as configured (check it before leaving). */
export const externalAddress = (key: ExternalLinkKey): string => links[key];
