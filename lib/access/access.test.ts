import { describe, expect, it } from 'vitest';
import { links } from '../config';
import { ALL_PERMISSIONS_MASK, type Holder, type Permission, permissionMask } from '../permissions';
import {
  ACCESS_MAP,
  type AccessEntry,
  type AccessPath,
  accessFor,
  accessOf,
  avatarMenuItems,
  currentLink,
  dashboardShortcuts,
  entryFor,
  everyNavLink,
  feedbackItems,
  footerLinks,
  loginItem,
  meetsEveryPart,
  needsSignIn,
  passesGuard,
  pathTo,
  type Requirement,
  reachableLinks,
  reachablePaths,
  staffSidebar,
  topNavItems,
} from './index';

const holder = (permissions: readonly Permission[], perks: string[] = []): Holder => ({
  permissions: permissionMask(permissions),
  perks,
});
const everything: Holder = {
  permissions: ALL_PERMISSIONS_MASK,
  perks: ['FEEDBACK_BETA', 'DELIVERY_MESSAGE_BETA'],
};
const nobody: Holder = { permissions: 0, perks: [] };
/** The table seen through its declared type (the literal types of ACCESS_MAP differ from entry to entry). */
const ENTRIES: readonly AccessEntry[] = ACCESS_MAP;
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('the two rules', () => {
  const both: Requirement = { allOf: ['MANAGE_ORDERS', 'VIEW_BACKLOG'], perks: ['FEEDBACK_BETA'] };

  it('guard, both lists named: ALL permissions, or ALL perks, is enough', () => {
    expect(passesGuard(holder(['MANAGE_ORDERS', 'VIEW_BACKLOG']), both)).toBe(true);
    expect(passesGuard(holder([], ['FEEDBACK_BETA']), both)).toBe(true);
    expect(passesGuard(holder(['MANAGE_ORDERS'], ['DELIVERY_MESSAGE_BETA']), both)).toBe(false);
  });

  it('navigation, both lists named: every part must hold', () => {
    expect(meetsEveryPart(holder(['MANAGE_ORDERS', 'VIEW_BACKLOG']), both)).toBe(false);
    expect(meetsEveryPart(holder([], ['FEEDBACK_BETA']), both)).toBe(false);
    expect(meetsEveryPart(holder(['MANAGE_ORDERS', 'VIEW_BACKLOG'], ['FEEDBACK_BETA']), both)).toBe(true);
  });

  it('with one list, both rules want all of it', () => {
    const permissions: Requirement = { allOf: ['MANAGE_ORDERS', 'VIEW_BACKLOG'] };
    const perks: Requirement = { perks: ['FEEDBACK_BETA', 'DELIVERY_MESSAGE_BETA'] };
    for (const rule of [passesGuard, meetsEveryPart]) {
      expect(rule(holder(['MANAGE_ORDERS', 'VIEW_BACKLOG']), permissions)).toBe(true);
      expect(rule(holder(['MANAGE_ORDERS'], ['FEEDBACK_BETA']), permissions)).toBe(false);
      expect(rule(holder([], ['DELIVERY_MESSAGE_BETA', 'FEEDBACK_BETA']), perks)).toBe(true);
      expect(rule({ permissions: ALL_PERMISSIONS_MASK, perks: ['FEEDBACK_BETA'] }, perks)).toBe(false);
    }
  });

  it('any-of needs one of its permissions, and with all-of both must hold (the permission part)', () => {
    const anyOf: Requirement = { anyOf: ['VIEW_RECRUITMENT_RESPONSE', 'RECRUITMENT_MANAGER'] };
    const mixed: Requirement = { allOf: ['VIEW_STAFF_DASHBOARD'], anyOf: ['MANAGE_USERS', 'MANAGE_RANKS'] };
    for (const rule of [passesGuard, meetsEveryPart]) {
      expect(rule(holder(['RECRUITMENT_MANAGER']), anyOf)).toBe(true);
      expect(rule(holder(['VIEW_RECRUITMENT_RESPONSE']), anyOf)).toBe(true);
      expect(rule(holder(['MANAGE_USERS']), anyOf)).toBe(false);
      expect(rule(holder(['VIEW_STAFF_DASHBOARD', 'MANAGE_RANKS']), mixed)).toBe(true);
      expect(rule(holder(['VIEW_STAFF_DASHBOARD']), mixed)).toBe(false);
      expect(rule(holder(['MANAGE_USERS', 'MANAGE_RANKS']), mixed)).toBe(false);
    }
  });

  it('any-of with perks: the guard takes either part, the navigation both', () => {
    const req: Requirement = { anyOf: ['MANAGE_SETTINGS', 'MANAGE_ANNOUNCEMENT'], perks: ['FEEDBACK_BETA'] };
    expect(passesGuard(holder(['MANAGE_ANNOUNCEMENT']), req)).toBe(true);
    expect(passesGuard(holder([], ['FEEDBACK_BETA']), req)).toBe(true);
    expect(meetsEveryPart(holder(['MANAGE_ANNOUNCEMENT']), req)).toBe(false);
    expect(meetsEveryPart(holder(['MANAGE_ANNOUNCEMENT'], ['FEEDBACK_BETA']), req)).toBe(true);
  });

  it('perks null (as the server sends for some users) count as none', () => {
    expect(passesGuard({ permissions: 0, perks: null }, { perks: ['FEEDBACK_BETA'] })).toBe(false);
    expect(
      passesGuard({ permissions: 2, perks: null }, { allOf: ['MANAGE_ORDERS'], perks: ['FEEDBACK_BETA'] }),
    ).toBe(true);
  });

  it('empty lists name nothing: any signed-in user passes a signed-in page, anyone a public one', () => {
    expect(needsSignIn({})).toBe(false);
    expect(needsSignIn({ allOf: [], anyOf: [], perks: [] })).toBe(false);
    expect(needsSignIn({ signedIn: true })).toBe(true);
    expect(needsSignIn({ perks: ['FEEDBACK_BETA'] })).toBe(true);
    for (const rule of [passesGuard, meetsEveryPart]) {
      expect(rule(null, {})).toBe(true);
      expect(rule(nobody, { allOf: [], perks: [] })).toBe(true);
      expect(rule(nobody, { signedIn: true })).toBe(true);
      expect(rule(null, { signedIn: true })).toBe(false);
      expect(rule(undefined, both)).toBe(false);
    }
  });

  it('access: open, guard-only or closed', () => {
    expect(accessFor(holder(['MANAGE_ORDERS', 'VIEW_BACKLOG'], ['FEEDBACK_BETA']), both)).toBe('open');
    expect(accessFor(holder([], ['FEEDBACK_BETA']), both)).toBe('guard-only');
    expect(accessFor(holder(['MANAGE_ORDERS', 'VIEW_BACKLOG']), both)).toBe('guard-only');
    expect(accessFor(holder(['MANAGE_ORDERS']), both)).toBe('closed');
    expect(accessFor(null, both)).toBe('closed');
    expect(accessFor(null, {})).toBe('open');
  });
});

describe('accessOf the pages', () => {
  it('lets a chef into the directory by the guard only, and a courier in fully', () => {
    const chef = holder(['MANAGE_ORDERS']);
    const courier = holder(['MANAGE_ORDERS'], ['DELIVERY_MESSAGE_BETA']);
    expect(accessOf('/staff/delivery-messages', chef)).toBe('guard-only');
    expect(accessOf('/staff/delivery-messages/$slug/edit', chef)).toBe('guard-only');
    expect(accessOf('/staff/delivery-messages', courier)).toBe('open');
  });

  it('lets VIEW_BACKLOG alone, or the feedback perk alone, into the report manager by the guard only', () => {
    for (const page of [
      '/staff/admin/report-manager/orders',
      '/staff/admin/report-manager/orders/$id',
    ] as const) {
      expect(accessOf(page, holder(['VIEW_BACKLOG']))).toBe('guard-only');
      expect(accessOf(page, holder([], ['FEEDBACK_BETA']))).toBe('guard-only');
      expect(accessOf(page, holder(['VIEW_BACKLOG'], ['FEEDBACK_BETA']))).toBe('open');
      expect(accessOf(page, holder(['MANAGE_ORDERS']))).toBe('closed');
    }
  });

  it('has no guard-only users where a page names a single list', () => {
    const pages = ENTRIES.filter(({ requires }) => !(hasPermissionList(requires) && requires.perks?.length));
    const users = [nobody, everything, holder(['MANAGE_ORDERS']), holder([], ['FEEDBACK_BETA'])];
    for (const { path } of pages) {
      for (const user of users) expect(accessOf(path as AccessPath, user), path).not.toBe('guard-only');
    }
  });

  it('keeps public pages open to anonymous visitors and signed-in pages closed to them', () => {
    expect(accessOf('/', null)).toBe('open');
    expect(accessOf('/login', null)).toBe('open');
    expect(accessOf('/hourly', null)).toBe('closed');
    expect(accessOf('/hourly', nobody)).toBe('open');
    expect(accessOf('/feedback/report-order', nobody)).toBe('closed');
    expect(accessOf('/feedback/report-order', holder([], ['FEEDBACK_BETA']))).toBe('open');
  });

  it('refuses a path the map does not hold', () => {
    expect(() => entryFor('/nowhere' as AccessPath)).toThrow("The access map has no page '/nowhere'");
  });
});

function hasPermissionList(requirement: Requirement) {
  return (requirement.allOf?.length ?? 0) > 0 || (requirement.anyOf?.length ?? 0) > 0;
}

/** `/users/$id` as a pattern: `$name` stands for one path segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^{}()|[\]\\]/g, '\\$&').replace(/\$[A-Za-z]+/g, '[^/]+')}$`);

describe('the table', () => {
  it('holds each path once, written as a route path', () => {
    const paths = ENTRIES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths)
      expect(path, path).toMatch(/^\/([a-z0-9@-]+|\$[A-Za-z]+)?(\/([a-z0-9-]+|\$[A-Za-z]+))*$/);
  });

  it('covers the routes the site documents, built or not', () => {
    const paths = new Set(ENTRIES.map((entry) => entry.path));
    for (const path of [
      '/',
      '/appeal',
      '/appeal/create',
      '/appeal/$id',
      '/blog',
      '/disable-your-adblocker',
      '/discord',
      '/docs',
      '/hourly',
      '/invite',
      '/leaderboard',
      '/login',
      '/privacy',
      '/recruitment',
      '/recruitment/$id',
      '/recruitment/applications',
      '/recruitment/applications/$id',
      '/store',
      '/subscribe',
      '/team',
      '/terms',
      '/upvote',
      '/feedback/report-order',
      '/users/$id',
      '/users/manage',
      '/users/$id/manage',
      '/staff/achievements',
      '/staff/achievements/create',
      '/staff/dashboard',
      '/staff/delivery-messages',
      '/staff/delivery-messages/create',
      '/staff/delivery-messages/$slug',
      '/staff/delivery-messages/edit',
      '/staff/delivery-messages/$slug/edit',
      '/staff/food-lookup',
      '/staff/orders',
      '/staff/orders/$id',
      '/staff/take-a-break',
      '/staff/admin/appeals',
      '/staff/admin/appeals/$id',
      '/staff/admin/management-statistics',
      '/staff/admin/management-statistics/management',
      '/staff/admin/on-leave-requests',
      '/staff/admin/on-leave-requests/create',
      '/staff/admin/online-users',
      '/staff/admin/order-history/$id',
      '/staff/admin/rank-manager',
      '/staff/admin/rank-manager/create',
      '/staff/admin/rank-manager/$id',
      '/staff/admin/recruitment',
      '/staff/admin/recruitment/create',
      '/staff/admin/recruitment/$id',
      '/staff/admin/recruitment/applications',
      '/staff/admin/recruitment/$id/applications',
      '/staff/admin/recruitment/$id/applications/$applicationID',
      '/staff/admin/report-manager/orders',
      '/staff/admin/report-manager/orders/$id',
      '/staff/admin/settings',
      '/staff/admin/site-management/announcement',
      '/staff/admin/teams',
      '/staff/admin/teams/create',
      '/staff/admin/users',
      '/staff/admin/users/$id/ban',
      '/staff/admin/users/$id/remove-staff',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });

  it('asks for a signed-in user on every staff page', () => {
    for (const entry of ENTRIES.filter(({ path }) => path.startsWith('/staff/'))) {
      expect(needsSignIn(entry.requires), entry.path).toBe(true);
    }
  });

  it('gives every sidebar entry an icon and a description, and shortcuts only to sidebar entries', () => {
    for (const entry of ENTRIES) {
      const nav = entry.nav ?? {};
      if (nav.sidebar) {
        expect(entry.icon, entry.path).toBeTruthy();
        expect(entry.description, entry.path).not.toBe('');
      }
      if (nav.shortcut) expect(nav.sidebar, entry.path).toBeTruthy();
    }
  });

  it('links to each page at an address its path matches (parameters filled in)', () => {
    for (const link of everyNavLink()) {
      if (!link.external) expect(link.to, `${link.place} → ${link.page}`).toMatch(patternOf(link.page));
    }
  });
});

describe('top navigation', () => {
  it('shows the public pages to anonymous visitors', () => {
    expect(labels(topNavItems(null))).toEqual(['Home', 'Team', 'Leaderboard', 'Store', 'Blog']);
    expect(topNavItems(null).map((item) => item.to)).toEqual([
      '/',
      '/team',
      '/leaderboard',
      '/store',
      links.blog,
    ]);
  });

  it('adds Hourly and Recruitment for signed-in users, Staff only with VIEW_STAFF_DASHBOARD', () => {
    expect(labels(topNavItems(nobody))).toEqual([
      'Home',
      'Team',
      'Leaderboard',
      'Store',
      'Blog',
      'Hourly',
      'Recruitment',
    ]);
    expect(topNavItems(holder(['VIEW_STAFF_DASHBOARD'])).at(-1)).toEqual({
      label: 'Staff',
      to: '/staff/dashboard',
    });
    expect(labels(topNavItems(holder(['MANAGE_ORDERS'])))).not.toContain('Staff');
  });

  it('offers the Feedback menu only with perk FEEDBACK_BETA', () => {
    expect(feedbackItems(null)).toEqual([]);
    expect(feedbackItems(nobody)).toEqual([]);
    expect(feedbackItems(holder([], ['FEEDBACK_BETA']))).toEqual([
      { label: 'Report an order', to: '/feedback/report-order' },
    ]);
  });
});

describe('avatar menu, login and footer', () => {
  it('lists My Profile, Edit Profile, My Appeals and the blog for signed-in users', () => {
    expect(avatarMenuItems(nobody)).toEqual([
      { label: 'My Profile', to: '/users/@me' },
      { label: 'Edit Profile', to: '/users/@me/manage' },
      { label: 'My Appeals', to: '/appeal' },
      { label: 'Blog', to: links.blog },
    ]);
    expect(avatarMenuItems(null)).toEqual([]);
  });

  it('sends anonymous visitors to the login page', () => {
    expect(loginItem()).toEqual({ label: 'Login', to: '/login' });
  });

  it('fills every footer slot: our own pages by path, the others by their configured address', () => {
    expect(footerLinks()).toEqual({
      privacy: '/privacy',
      terms: '/terms',
      invite: links.invite,
      support: links.support,
      upvote: links.upvote,
      blog: links.blog,
      docs: links.docs,
    });
  });
});

describe('staff sidebar and dashboard shortcuts', () => {
  const shape = (sections: ReturnType<typeof staffSidebar>) =>
    sections.map((section) => [
      section.label,
      section.entries.map((entry) => (entry.group ? `${entry.group}: ${entry.label}` : entry.label)),
    ]);

  it('shows everything, in order, to a user with every permission and perk', () => {
    expect(shape(staffSidebar(everything))).toEqual([
      ['Staff', ['Dashboard', 'Order Manager', 'Food Lookup', 'My Achievements']],
      [
        'Admin',
        [
          'Management Statistics: My Performance',
          'Management Statistics: Management',
          'On Leave Requests',
          'Report Manager: Order Reports',
          'Recruitment',
          'Appeal Manager',
          'Team Manager',
          'User Manager',
          'Rank Manager',
          'Super Admin: Online Users',
        ],
      ],
      ['Site', ['Site Settings', 'Announce']],
      ['Extra', ['Take a Vacation', 'Premade Message Directory']],
    ]);
  });

  it('links each entry to its page, with its icon and description', () => {
    const staff = staffSidebar(everything)[0];
    expect(staff?.entries[1]).toEqual({
      path: '/staff/orders',
      label: 'Order Manager',
      description: 'Claim, prepare and deliver orders.',
      icon: 'kitchen',
    });
  });

  it('gates the Admin and Site sections by any of their permissions, and keeps Extra for Resign', () => {
    // MANAGE_TEAMS alone opens no Admin section, so Team Manager stays hidden.
    expect(shape(staffSidebar(holder(['MANAGE_TEAMS'])))).toEqual([['Extra', []]]);
    expect(shape(staffSidebar(holder(['MANAGE_TEAMS', 'MANAGE_USERS'])))).toEqual([
      ['Admin', ['Team Manager', 'User Manager']],
      ['Extra', []],
    ]);
    expect(shape(staffSidebar(holder(['MANAGE_ANNOUNCEMENT'])))).toEqual([
      ['Site', ['Site Settings', 'Announce']],
      ['Extra', []],
    ]);
    expect(staffSidebar(null)).toEqual([]);
  });

  it('shows Recruitment, in the Admin section, to a reviewer by rank once their forms are known', () => {
    const kitchen = holder(['VIEW_STAFF_DASHBOARD', 'MANAGE_ORDERS']);
    expect(shape(staffSidebar({ ...kitchen, reviewsForms: true }))).toEqual([
      ['Staff', ['Dashboard', 'Order Manager']],
      ['Admin', ['Recruitment']],
      ['Extra', []],
    ]);
    expect(shape(dashboardShortcuts({ ...kitchen, reviewsForms: true }))).toContainEqual([
      'Admin',
      ['Recruitment'],
    ]);
    for (const user of [kitchen, { ...kitchen, reviewsForms: false }]) {
      expect(staffSidebar(user).map((section) => section.label)).not.toContain('Admin');
    }
    // The guard's rule alone never grants it: the guard reads the forms (app/guards.ts).
    expect(passesGuard(kitchen, entryFor('/staff/admin/recruitment/$id/applications').requires)).toBe(false);
  });

  it('shows Order Reports and the directory only with permission and perk both', () => {
    const entries = (user: Holder) =>
      staffSidebar(user).flatMap((section) => section.entries.map((entry) => entry.label));
    expect(entries(holder(['MANAGE_USERS', 'VIEW_BACKLOG']))).not.toContain('Order Reports');
    expect(entries(holder(['MANAGE_USERS'], ['FEEDBACK_BETA']))).not.toContain('Order Reports');
    expect(entries(holder(['MANAGE_USERS', 'VIEW_BACKLOG'], ['FEEDBACK_BETA']))).toContain('Order Reports');
    expect(entries(holder(['MANAGE_ORDERS']))).not.toContain('Premade Message Directory');
    expect(entries(holder(['MANAGE_ORDERS'], ['DELIVERY_MESSAGE_BETA']))).toContain(
      'Premade Message Directory',
    );
  });

  it('offers every sidebar entry but the Dashboard as a shortcut, empty sections dropped', () => {
    const sidebar = shape(staffSidebar(everything));
    const expected = sidebar.map(([label, entries]) => [
      label,
      (entries as string[]).filter((entry) => entry !== 'Dashboard'),
    ]);
    expect(shape(dashboardShortcuts(everything))).toEqual(expected);
    expect(shape(dashboardShortcuts(holder(['VIEW_STAFF_DASHBOARD'])))).toEqual([]);
  });
});

describe('reachablePaths (what the idle prefetch may load)', () => {
  it('gives an anonymous visitor the public top navigation and the login page, never a staff page', () => {
    expect(reachablePaths(null)).toEqual(['/', '/team', '/leaderboard', '/store', '/login']);
  });

  it('adds the signed-in links and the avatar menu, without the outside addresses', () => {
    const paths = reachablePaths(nobody);
    expect(paths).toEqual([
      '/',
      '/team',
      '/leaderboard',
      '/store',
      '/hourly',
      '/recruitment',
      '/users/@me',
      '/users/@me/manage',
      '/appeal',
    ]);
    expect(paths).not.toContain(links.blog);
  });

  it('adds the staff pages the navigation shows this user, each once', () => {
    const chef = holder(['VIEW_STAFF_DASHBOARD', 'MANAGE_ORDERS']);
    const paths = reachablePaths(chef);
    expect(paths).toContain('/staff/dashboard');
    expect(paths).toContain('/staff/orders');
    expect(paths).not.toContain('/staff/food-lookup');
    expect(paths).not.toContain('/staff/delivery-messages');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('follows the navigation rule: a page needing a permission and a perk needs both', () => {
    expect(reachablePaths(holder(['MANAGE_ORDERS']))).not.toContain('/staff/delivery-messages');
    expect(reachablePaths(holder(['MANAGE_ORDERS'], ['DELIVERY_MESSAGE_BETA']))).toContain(
      '/staff/delivery-messages',
    );
    expect(reachablePaths(holder([], ['FEEDBACK_BETA']))).toContain('/feedback/report-order');
    expect(reachablePaths(everything).every((path) => path.startsWith('/'))).toBe(true);
  });
});

describe('reachableLinks (what the staff command palette offers)', () => {
  it('are the reachable paths, each with the label our navigation shows and the map’s description', () => {
    for (const user of [null, nobody, holder(['VIEW_STAFF_DASHBOARD', 'MANAGE_ORDERS']), everything]) {
      expect(reachableLinks(user).map((link) => link.to)).toEqual(reachablePaths(user));
    }
    const chef = reachableLinks(holder(['VIEW_STAFF_DASHBOARD', 'MANAGE_ORDERS']));
    expect(chef.find((link) => link.to === '/users/@me')?.label).toBe('My Profile');
    const orders = chef.find((link) => link.to === '/staff/orders');
    expect(orders?.label).toBe(entryFor('/staff/orders').label);
    expect(orders?.description).toBe(entryFor('/staff/orders').description);
    expect(reachableLinks(everything).find((link) => link.to === '/staff/admin/online-users')?.label).toBe(
      'Online Users',
    );
    expect(chef.some((link) => link.to.startsWith('/staff/admin'))).toBe(false);
  });

  it('flag the staff sidebar’s pages as staff tools, under the sidebar’s name', () => {
    const chef = reachableLinks(holder(['VIEW_STAFF_DASHBOARD', 'MANAGE_ORDERS']));
    expect(chef.filter((link) => link.staff).map((link) => link.label)).toEqual([
      'Dashboard',
      'Order Manager',
    ]);
    expect(chef.find((link) => link.to === '/staff/dashboard')?.label).toBe('Dashboard');
    expect(chef.find((link) => link.to === '/store')?.staff).toBe(false);
    expect(reachableLinks(nobody).some((link) => link.staff)).toBe(false);
  });
});

describe('currentLink (the one entry a menu marks as the page on screen)', () => {
  const sidebarPaths = staffSidebar(everything).flatMap((section) =>
    section.entries.map((entry) => entry.path),
  );

  it('marks the longest matching entry when one entry’s path is a prefix of another’s', () => {
    expect(sidebarPaths).toContain('/staff/admin/management-statistics');
    expect(currentLink(sidebarPaths, '/staff/admin/management-statistics/management')).toBe(
      '/staff/admin/management-statistics/management',
    );
    expect(currentLink(sidebarPaths, '/staff/admin/management-statistics')).toBe(
      '/staff/admin/management-statistics',
    );
  });

  it('marks exactly one staff sidebar entry on every page the sidebar links to', () => {
    for (const path of sidebarPaths) {
      const marked = sidebarPaths.filter((candidate) => candidate === currentLink(sidebarPaths, path));
      expect(marked, path).toEqual([path]);
    }
  });

  it('marks the parent entry on a page below it, at a segment boundary only', () => {
    expect(currentLink(sidebarPaths, '/staff/orders/Dk9uJe')).toBe('/staff/orders');
    expect(currentLink(['/staff/orders'], '/staff/ordersx')).toBeNull();
    expect(currentLink(['/staff/orders'], '/staff/orders/')).toBe('/staff/orders');
  });

  it('marks Home only on the home page, and ignores outside addresses and queries', () => {
    const top = topNavItems(everything).map((item) => item.to);
    expect(currentLink(top, '/')).toBe('/');
    expect(currentLink(top, '/store')).toBe('/store');
    expect(currentLink(top, '/users/123')).toBeNull();
    expect(currentLink(['https://blog.example/', '//evil.example'], '/')).toBeNull();
    expect(currentLink(['/users/@me?tab=x', '/users/@me/manage'], '/users/@me/manage')).toBe(
      '/users/@me/manage',
    );
    expect(currentLink(['/users/@me?tab=x', '/users/@me/manage'], '/users/@me')).toBe('/users/@me?tab=x');
  });
});

describe('pathTo', () => {
  it('gives a plain page its path', () => {
    expect(pathTo('/staff/admin/recruitment')).toBe('/staff/admin/recruitment');
  });

  it('fills each parameter, URL-encoded', () => {
    expect(pathTo('/staff/orders/$id', { id: 'AbC123' })).toBe('/staff/orders/AbC123');
    expect(
      pathTo('/staff/admin/recruitment/$id/applications/$applicationID', { id: 'a/b', applicationID: '1 2' }),
    ).toBe('/staff/admin/recruitment/a%2Fb/applications/1%202');
  });

  it('keeps @ as it is: the signed-in user is /users/@me', () => {
    expect(pathTo('/users/$id', { id: '@me' })).toBe('/users/@me');
    expect(pathTo('/users/$id/manage', { id: 'a@b/c' })).toBe('/users/a@b%2Fc/manage');
  });

  it('is typed by the map: an unknown page or a missing parameter does not compile', () => {
    // @ts-expect-error not a page of the map
    pathTo('/staff/no-such-page');
    // @ts-expect-error the order's id is missing
    pathTo('/staff/orders/$id');
    // @ts-expect-error a plain page takes no parameters
    pathTo('/staff/orders', { id: 'x' });
    expect(pathTo('/staff/orders')).toBe('/staff/orders');
  });
});
