import type { NavItem } from '@lib/access';
import { AppLink } from '@ui/AppLink';

/**
 * The site's main links, the page on screen marked `aria-current="page"`: in the header's nav on wide screens
 * and in the menu drawer on phones, each with its own look (`className`).
 */
export function NavLinks({
  items,
  current,
  className,
}: {
  items: readonly NavItem[];
  /** The entry for the page on screen (lib/access `currentLink`). */
  current: string | null;
  className?: string;
}) {
  return items.map((item) => (
    <AppLink
      key={item.label}
      to={item.to}
      className={className}
      aria-current={item.to === current ? 'page' : undefined}
    >
      {item.label}
    </AppLink>
  ));
}
