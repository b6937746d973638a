/**
 * One access map for the whole site (see map.ts for the table, docs/access.md for how to add a page):
 * - `requirementOf(path)` for the route guards (app/guards.ts `guardFor`),
 * - `pathTo(path, params)` for the features' links to other pages,
 * - `accessOf(path, user)` for pages that must tell a guard-only user at once that they are not open to them,
 * - the menus (`topNavItems`, `staffSidebar`, `dashboardShortcuts`, ...) for the layouts.
 */
import type { Holder } from '../permissions';
import { ACCESS_MAP, type AccessEntry, type AccessPath } from './map';
import { type Access, accessFor, type Requirement } from './rules';

export {
  ACCESS_MAP,
  type AccessEntry,
  type AccessPath,
  type ExternalLinkKey,
  type FooterSlot,
  type IconKey,
  type Placement,
  SIDEBAR_SECTIONS,
  type SidebarSection,
  type SidebarSectionId,
} from './map';
export {
  avatarMenuItems,
  currentLink,
  dashboardShortcuts,
  everyNavLink,
  feedbackItems,
  footerLinks,
  loginItem,
  type NavItem,
  type PlacedLink,
  type ReachableLink,
  reachableLinks,
  reachablePaths,
  type SidebarEntry,
  type SidebarGroup,
  staffSidebar,
  topNavItems,
} from './navigation';
export {
  type Access,
  type AccessHolder,
  accessFor,
  meetsEveryPart,
  needsSignIn,
  passesGuard,
  type Requirement,
} from './rules';

const BY_PATH: ReadonlyMap<string, AccessEntry> = new Map(ACCESS_MAP.map((entry) => [entry.path, entry]));

/** The map's entry for a page path (`/staff/orders/$id`); throws for a path the map does not hold. */
export function entryFor(path: AccessPath): AccessEntry {
  const entry = BY_PATH.get(path);
  if (!entry) throw new Error(`The access map has no page '${path}'`);
  return entry;
}

/** What a page needs of a user. */
export function requirementOf(path: AccessPath): Requirement {
  return entryFor(path).requires;
}

/**
 * How a page stands with this user: `open`, `guard-only` (the route lets them in, but the navigation would
 * not show them the link and the server refuses its calls: say so at once) or `closed`.
 */
export function accessOf(path: AccessPath, user: Holder | null | undefined): Access {
  return accessFor(user, requirementOf(path));
}

/** The `$name` parameters of a map path: `'id' | 'applicationID'` for `…/$id/applications/$applicationID`. */
type ParamNames<P extends string> = P extends `${string}$${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}$${infer Name}`
    ? Name
    : never;

/**
 * A page's URL from its map path, each `$name` filled with its parameter, URL-encoded
 * (`pathTo('/staff/orders/$id', { id })`). Features link through it, so a link names a page the map holds.
 * `@` stays as it is (a path may hold it unencoded), so the signed-in user's profile is `/users/@me`.
 */
export function pathTo<P extends AccessPath>(
  path: P,
  ...[params]: [ParamNames<P>] extends [never] ? [] : [Record<ParamNames<P>, string>]
): string {
  const values: Record<string, string> = params ?? {};
  return path.replace(/\$(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? '').replaceAll('%40', '@'),
  );
}

/**
 * The User Manager with a user's admin view open (the command palette's user results, the way back from a ban or
 * a staff removal). `?user=` carries the id JSON-quoted, the way the router writes a string that looks like a
 * number: a bare 19-digit id would be read back as a number and lose digits.
 */
export const userManagerPath = (userId: string): string =>
  `${pathTo('/staff/admin/users')}?user=${encodeURIComponent(JSON.stringify(userId))}`;
