/**
 * The menus, read from the access map: what each place of our navigation shows to a user. A link shows
 * only when the user meets every part of its page's requirement (see rules.ts).
 */
import { links } from '../config';
import { type Holder, hasAnyPermission } from '../permissions';
import {
  ACCESS_MAP,
  type AccessEntry,
  type FooterSlot,
  type IconKey,
  type MenuLink,
  type Placement,
  SIDEBAR_SECTIONS,
  type SidebarSection,
} from './map';
import { type AccessHolder, meetsEveryPart } from './rules';

export interface NavItem {
  label: string;
  /** An internal path, or an outside address for the pages that stand for one. */
  to: string;
}

export interface SidebarEntry {
  /** The page's path in the map (the link's target). */
  path: string;
  label: string;
  description: string;
  icon?: IconKey;
  /** A group heading inside the section (e.g. 'Management Statistics'). */
  group?: string;
}

export interface SidebarGroup {
  id: SidebarSection['id'];
  label: string;
  entries: SidebarEntry[];
}

const ENTRIES: readonly AccessEntry[] = ACCESS_MAP;

type MenuPlace = 'top' | 'feedback' | 'avatar' | 'login';

/** The address our links use for a page: the outside address it stands for, or its path. */
function hrefOf(entry: AccessEntry, link: MenuLink): string {
  return entry.external ? links[entry.external] : (link.to ?? entry.path);
}

function itemsOf(place: MenuPlace, user: Holder | null | undefined): NavItem[] {
  return ENTRIES.flatMap((entry) => {
    const link = entry.nav?.[place];
    if (!link || !meetsEveryPart(user, entry.requires)) return [];
    return [{ label: link.label ?? entry.label, to: hrefOf(entry, link) }];
  });
}

/** The top navigation of the public pages. */
export function topNavItems(user: Holder | null | undefined): NavItem[] {
  return itemsOf('top', user);
}

/** The Feedback menu of the top navigation; empty means no menu. */
export function feedbackItems(user: Holder | null | undefined): NavItem[] {
  return itemsOf('feedback', user);
}

/** The avatar menu of a signed-in user (Logout, an action, comes after these). */
export function avatarMenuItems(user: Holder | null | undefined): NavItem[] {
  return user ? itemsOf('avatar', user) : [];
}

/** The Login button that anonymous visitors see instead of the avatar menu. */
export function loginItem(): NavItem {
  const entry = ENTRIES.find((candidate) => candidate.nav?.login);
  const link = entry?.nav?.login;
  if (!entry || !link) throw new Error('The access map has no login page');
  return { label: link.label ?? entry.label, to: hrefOf(entry, link) };
}

/** Where each footer slot leads. */
export function footerLinks(): Record<FooterSlot, string> {
  const found = new Map<FooterSlot, string>();
  for (const entry of ENTRIES) {
    const slot = entry.nav?.footer;
    if (slot) found.set(slot, hrefOf(entry, {}));
  }
  const slot = (name: FooterSlot) => {
    const href = found.get(name);
    if (href === undefined) throw new Error(`The access map fills no footer slot '${name}'`);
    return href;
  };
  return {
    privacy: slot('privacy'),
    terms: slot('terms'),
    invite: slot('invite'),
    support: slot('support'),
    upvote: slot('upvote'),
    blog: slot('blog'),
    docs: slot('docs'),
  };
}

function sidebarFor(
  user: AccessHolder | null | undefined,
  include: (placement: Placement) => boolean,
): SidebarGroup[] {
  if (!user) return [];
  return SIDEBAR_SECTIONS.flatMap((section) => {
    const byRank = section.orFormReviewer === true && user.reviewsForms === true;
    if (section.anyOf.length > 0 && !hasAnyPermission(user, section.anyOf) && !byRank) return [];
    const entries = ENTRIES.flatMap((entry): SidebarEntry[] => {
      const place = entry.nav?.sidebar;
      if (!place || place.section !== section.id || !include(entry.nav ?? {})) return [];
      if (!meetsEveryPart(user, entry.requires)) return [];
      return [
        {
          path: entry.path,
          label: entry.label,
          description: entry.description,
          ...(entry.icon ? { icon: entry.icon } : {}),
          ...(place.group ? { group: place.group } : {}),
        },
      ];
    });
    return entries.length > 0 || section.alwaysShown
      ? [{ id: section.id, label: section.label, entries }]
      : [];
  });
}

/** The staff sidebar: the sections and entries this user may see, empty sections dropped (not Extra). */
export function staffSidebar(user: AccessHolder | null | undefined): SidebarGroup[] {
  return sidebarFor(user, () => true);
}

/** The staff dashboard's shortcuts, under the sidebar's sections; sections without one are dropped. */
export function dashboardShortcuts(user: AccessHolder | null | undefined): SidebarGroup[] {
  return sidebarFor(user, (placement) => placement.shortcut === true).filter(
    (section) => section.entries.length > 0,
  );
}

/** A link of our navigation: where it shows, the page of the map it is for, and its address. */
export interface PlacedLink {
  place: keyof Placement;
  page: string;
  to: string;
  /** An outside address (the page only redirects there). */
  external: boolean;
}

/** Every link any place of our navigation can show, to anyone (for checks over the whole map). */
export function everyNavLink(): PlacedLink[] {
  return ENTRIES.flatMap((entry) => {
    const nav = entry.nav;
    if (!nav) return [];
    const external = entry.external !== undefined;
    const out: PlacedLink[] = [];
    for (const place of ['top', 'feedback', 'avatar', 'login'] as const) {
      const link = nav[place];
      if (link) out.push({ place, page: entry.path, to: hrefOf(entry, link), external });
    }
    if (nav.sidebar) out.push({ place: 'sidebar', page: entry.path, to: hrefOf(entry, {}), external });
    if (nav.shortcut) out.push({ place: 'shortcut', page: entry.path, to: hrefOf(entry, {}), external });
    if (nav.footer) out.push({ place: 'footer', page: entry.path, to: hrefOf(entry, {}), external });
    return out;
  });
}

/** A page of our own site a user can reach from the navigation, with its label and the map's description. */
export interface ReachableLink {
  label: string;
  to: string;
  description: string;
  /** A page of the staff sidebar (a staff tool), rather than of the public menus. */
  staff: boolean;
}

function linksOf(place: MenuPlace, user: Holder | null | undefined): ReachableLink[] {
  return ENTRIES.flatMap((entry) => {
    const link = entry.nav?.[place];
    if (!link || !meetsEveryPart(user, entry.requires)) return [];
    return [
      {
        label: link.label ?? entry.label,
        to: hrefOf(entry, link),
        description: entry.description,
        staff: false,
      },
    ];
  });
}

/**
 * The pages of our own site this user can reach from the navigation, each once, in the order of the table: the
 * top navigation, the Feedback menu, the avatar menu (or the Login button) and the staff sidebar. A page of the
 * sidebar is a staff tool (`staff`) and keeps the sidebar's name for it (the Dashboard, not the top navigation's
 * "Staff"); otherwise the first label wins. Outside addresses are left out. The staff command palette offers these.
 */
export function reachableLinks(user: AccessHolder | null | undefined): ReachableLink[] {
  const sidebar = staffSidebar(user).flatMap((section) =>
    section.entries.map(({ label, path, description }) => ({ label, to: path, description, staff: true })),
  );
  const tools = new Set(sidebar.map((link) => link.to));
  const menus = [
    ...linksOf('top', user),
    ...linksOf('feedback', user),
    ...(user ? linksOf('avatar', user) : linksOf('login', user)),
  ].filter((link) => !tools.has(link.to));
  const seen = new Set<string>();
  return [...menus, ...sidebar].filter(({ to }) => {
    if (!to.startsWith('/') || to.startsWith('//') || seen.has(to)) return false;
    seen.add(to);
    return true;
  });
}

/** The paths of {@link reachableLinks}: the idle prefetch (app/idle-prefetch.ts) loads the code of these pages. */
export function reachablePaths(user: AccessHolder | null | undefined): string[] {
  return reachableLinks(user).map((link) => link.to);
}

/**
 * The one link of a menu that stands for the page on screen: of the targets equal to `pathname` or a parent
 * of it (`/staff/orders` for `/staff/orders/abc`), the longest, so a page and its parent in the same menu
 * (`/staff/admin/management-statistics` and `…/management`) never both show as current. `/` matches only
 * itself; a target's query is ignored; `null` when none matches. Every place of our navigation that marks the
 * current page (staff sidebar and drawer, top navigation, phone menu) asks this (docs/product/navigation.md).
 */
export function currentLink(targets: readonly string[], pathname: string): string | null {
  const here = trimSlash(pathname);
  let best: string | null = null;
  let bestLength = -1;
  for (const target of targets) {
    if (!target.startsWith('/') || target.startsWith('//')) continue;
    const path = trimSlash(target.split(/[?#]/)[0] ?? target);
    const matches = here === path || (path !== '/' && here.startsWith(`${path}/`));
    if (matches && path.length > bestLength) {
      best = target;
      bestLength = path.length;
    }
  }
  return best;
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
