/**
 * The router link that ui/AppLink renders for internal paths (ui never imports the router). Paths arrive
 * as runtime strings (`/store?success=true`, a messagePath(...), a link in the announcement's markdown), so
 * the router's types cannot check them here: the type arguments say so openly (from any route, to any
 * path) instead of casting. The whole path goes in as `href`, which the router parses like an address in
 * the URL bar (its search through the routes' schemas), then preloads on intent. The router marks a link
 * (`aria-current="page"`, `data-status="active"`) only when it leads to the page on screen itself, whatever
 * the query: a parent page's link is left alone, since our menus choose their one current entry themselves
 * (`currentLink` in lib/access), and two marked entries would confuse. Our navigation's own links are checked
 * against the route tree by app/navigation-links.test.ts instead.
 */
import { Link, type RegisteredRouter } from '@tanstack/react-router';
import type { InternalLinkProps } from '@ui/AppLink';

const EXACT = { exact: true, includeSearch: false } as const;

export function RouterLink({ to, ...props }: InternalLinkProps) {
  return <Link<RegisteredRouter, string, string> href={to} activeOptions={EXACT} {...props} />;
}
