import { isSafeLink, isSameSitePath } from '@lib/safe-url';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  use,
} from 'react';

/** Props every internal-link component receives: an app path plus the usual anchor attributes. */
export interface InternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Internal path, e.g. `/store?success=true`. */
  to: string;
  /** Forwarded to the anchor (Mantine's polymorphic components pass one). */
  ref?: Ref<HTMLAnchorElement>;
}

/** The component the app provides for internal links (e.g. a TanStack Router `Link` adapter). */
export type LinkComponent = ComponentType<InternalLinkProps>;

export interface AppLinkProps extends InternalLinkProps {
  /**
   * Where to go. Same-site paths (`/store`) use the provided link component; https URLs open in a new tab
   * with `rel="noopener noreferrer"`; `mailto:` is a plain anchor. Anything else (`javascript:`, `data:`,
   * plain http, a relative path) is not a link at all: its text shows without an `href`.
   */
  to: string;
}

const LinkContext = createContext<LinkComponent | null>(null);

export interface LinkProviderProps {
  /** Renders internal links; without a provider they are plain `<a href>` (full page loads). */
  component: LinkComponent;
  children: ReactNode;
}

/** Makes `component` the renderer of every internal `AppLink` below it. `ui/` never imports the router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

/** True for same-site paths (`/x`), false for protocol-relative (`//host`) and absolute URLs. */
export const isInternalPath = isSameSitePath;

/** True for absolute https URLs: these open in a new tab. */
export function isExternalUrl(to: string): boolean {
  return /^https:\/\//i.test(to.trim()) && isSafeLink(to);
}

/**
 * A link that works for both worlds: internal paths go through the app's router link (from
 * `LinkProvider`), external URLs open in a new tab without leaking `window.opener` or the referrer.
 * Use with Mantine's polymorphic components: `<Anchor component={AppLink} to="/privacy">`.
 */
export function AppLink({ to, ...props }: AppLinkProps) {
  const Link = use(LinkContext);
  if (isInternalPath(to)) {
    return Link ? <Link to={to} {...props} /> : <a href={to} {...props} />;
  }
  if (isExternalUrl(to)) return <a {...props} href={to} target="_blank" rel="noopener noreferrer" />;
  if (isSafeLink(to)) return <a href={to} {...props} />;
  // Not a target the site links to (docs/architecture.md#security): the text stays, the link goes.
  return <a {...props} data-unsafe-link="" />;
}
