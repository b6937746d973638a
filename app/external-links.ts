/**
 * The paths that only stand for an outside address (`/blog`, `/docs`, `/discord`, `/invite`, `/upvote`; docs/product/
 * legal-and-links.md#redirects): where each leads, checked like every address that takes the user off the site.
 */
import type { ExternalLinkKey } from '@lib/access';
import { links } from '@lib/config';

/** The configured address of an outside link (lib/config `links`), as configured (check it before leaving). */
export const externalAddress = (key: ExternalLinkKey): string => links[key];
