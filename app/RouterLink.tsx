/**
 * The router link that ui/AppLink renders for internal paths (ui never imports the router). Paths arrive
 * as strings (`/store?success=true`), so the typed `to` of TanStack Router is bypassed deliberately; the
 * router still preloads on intent and marks active links with `data-status="active"`.
 */
import { Link } from '@tanstack/react-router';
import type { InternalLinkProps } from '@ui/AppLink';

export function RouterLink({ to, ...props }: InternalLinkProps) {
  const [path = '/', query] = to.split('?', 2);
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  return <Link to={path as '/'} search={search as never} {...props} />;
}
