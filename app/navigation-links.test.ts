/**
 * No link of our own navigation may lead to the 404. This walks every internal link the top navigation, the
 * Feedback menu, the avatar menu (and the Login button), the staff sidebar, the dashboard shortcuts and the
 * footer can show, for every demo persona and for every entry of the access map, and asks the router's own
 * route tree where it leads. Outside addresses (blog, docs, invite, ...) are not ours to check.
 */
import {
  ACCESS_MAP,
  type AccessEntry,
  avatarMenuItems,
  dashboardShortcuts,
  everyNavLink,
  feedbackItems,
  footerLinks,
  loginItem,
  needsSignIn,
  staffSidebar,
  topNavItems,
} from '@lib/access';
import type { Holder } from '@lib/permissions';
import { type AnyRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../mocks/db';
import { PERSONA_KEYS, PERSONAS } from '../mocks/personas';
import { toCurrentUser } from '../mocks/views';
import type { RouterContext } from './context';
import { accessPathOf, guardPage } from './guards';
import { routeTree } from './routeTree.gen';

const router = createRouter({ routeTree, context: {} as RouterContext });
const ENTRIES: readonly AccessEntry[] = ACCESS_MAP;

const isLeaf = (route: AnyRoute) => !route.children || Object.keys(route.children).length === 0;

/** The page route a path leads to, or undefined when the router would show the 404. */
function routeAt(href: string): AnyRoute | undefined {
  const pathname = href.split(/[?#]/)[0] ?? href;
  const [, , found] = router.getMatchedRoutes(pathname);
  return found && isLeaf(found) ? found : undefined;
}

/** A route's path as the access map writes it: `/staff/orders/` → `/staff/orders`. */
const mapPathOf = (route: AnyRoute) =>
  route.fullPath === '/' ? '/' : (route.fullPath as string).replace(/\/$/, '');

interface ShownLink {
  where: string;
  to: string;
}

/** What a user is shown, place by place, through the same functions the layouts and the dashboard call. */
function linksShownTo(user: Holder | null, who: string): ShownLink[] {
  const shown: ShownLink[] = [];
  const add = (place: string, items: { to: string }[]) => {
    for (const item of items) shown.push({ where: `${who}, ${place}`, to: item.to });
  };
  add('top navigation', topNavItems(user));
  add('Feedback menu', feedbackItems(user));
  add('avatar menu', avatarMenuItems(user));
  if (!user) add('Login button', [loginItem()]);
  add(
    'staff sidebar',
    staffSidebar(user).flatMap((section) => section.entries.map(({ path }) => ({ to: path }))),
  );
  add(
    'dashboard shortcuts',
    dashboardShortcuts(user).flatMap((section) => section.entries.map(({ path }) => ({ to: path }))),
  );
  add(
    'footer',
    Object.values(footerLinks()).map((to) => ({ to })),
  );
  return shown;
}

function personaUsers(): { who: string; user: Holder | null }[] {
  resetDb();
  const users = PERSONA_KEYS.map((key) => {
    const doc = db.users.get(PERSONAS[key].userId);
    if (!doc) throw new Error(`No seeded user for the ${key} persona`);
    return { who: key, user: toCurrentUser(doc) };
  });
  return [{ who: 'anonymous', user: null }, ...users];
}

function everyShownLink(): ShownLink[] {
  const perPersona = personaUsers().flatMap(({ who, user }) => linksShownTo(user, who));
  const perEntry = everyNavLink().map((link) => ({
    where: `${link.place} entry of ${link.page}`,
    to: link.to,
  }));
  return [...perPersona, ...perEntry].filter((link) => link.to.startsWith('/'));
}

describe('the links of our navigation', () => {
  it('each lead to a route (every page the product links to is built)', () => {
    const broken = everyShownLink()
      .filter((link) => !routeAt(link.to))
      .map((link) => `${link.where}: ${link.to}`);
    expect([...new Set(broken)]).toEqual([]);
  });

  it('are walked for the personas too, so a menu cannot show more than the map holds', () => {
    const mapped = new Set(everyNavLink().map((link) => link.to));
    const extra = personaUsers()
      .flatMap(({ who, user }) => linksShownTo(user, who))
      .filter((link) => !mapped.has(link.to));
    expect(extra).toEqual([]);
  });
});

describe('the routes', () => {
  const pages = Object.values(router.routesById).filter(
    (route: AnyRoute) => isLeaf(route) && route.options.component !== undefined,
  );

  it('are found (the walk above sees the real route tree)', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(routeAt('/staff/orders/AbC123')).toBeDefined();
    expect(routeAt('/staff/no-such-page')).toBeUndefined();
  });

  it('each serve a page of the access map and take their guard from it by their own path', () => {
    const problems: string[] = [];
    for (const route of pages) {
      const path = mapPathOf(route);
      const entry = ENTRIES.find((candidate) => candidate.path === path);
      if (!entry) {
        problems.push(`${path}: not in the access map`);
        continue;
      }
      if (accessPathOf(route.id) !== path)
        problems.push(`${path}: guardPage would read ${accessPathOf(route.id)}`);
      const { beforeLoad } = route.options;
      if (needsSignIn(entry.requires) ? beforeLoad !== guardPage : beforeLoad && beforeLoad !== guardPage) {
        problems.push(`${path}: beforeLoad is not guardPage`);
      }
    }
    expect(problems).toEqual([]);
  });
});
