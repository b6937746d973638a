import { PERMISSIONS } from '@lib/permissions';
import type { User } from '@lib/schemas/user';
import type { SessionStore } from '@lib/session';
import { describe, expect, it, vi } from 'vitest';
import { accessPathOf, guardFor, guardPage, launchRedirect } from './guards';

const user = (permissions: number, perks: string[] = []) =>
  ({ id: '175928847299117063', username: 'someone', permissions, perks }) as unknown as User;

function run(path: Parameters<typeof guardFor>[0], who: User | null, href = '/somewhere?x=1') {
  const ensureUser = vi.fn(async () => who);
  const context = { session: { ensureUser } as unknown as SessionStore };
  return { result: guardFor(path)({ context, location: { href } }), ensureUser };
}

/** Where a guard sent the user (TanStack's redirect is a Response carrying its options). */
async function redirectOf(result: Promise<void>) {
  try {
    await result;
    return null;
  } catch (thrown) {
    return (thrown as { options: { to: string; search?: unknown } }).options;
  }
}

describe('guardFor', () => {
  it('lets anyone into a public page without asking who they are', async () => {
    const { result, ensureUser } = run('/', null);
    expect(await redirectOf(result)).toBeNull();
    expect(ensureUser).not.toHaveBeenCalled();
  });

  it('sends anonymous visitors to the login page with the path they wanted', async () => {
    expect(await redirectOf(run('/staff/orders', null, '/staff/orders?x=1').result)).toEqual(
      expect.objectContaining({ to: '/login', search: { redirect: '/staff/orders?x=1' } }),
    );
  });

  it('sends signed-in users who fail the guard to the home page with the error', async () => {
    expect(await redirectOf(run('/staff/orders', user(0)).result)).toEqual(
      expect.objectContaining({ to: '/', search: { error: 'insufficient_permissions' } }),
    );
  });

  it('lets in a user with ALL permissions OR ALL perks where the page names both', async () => {
    const page = '/staff/delivery-messages';
    expect(await redirectOf(run(page, user(PERMISSIONS.MANAGE_ORDERS)).result)).toBeNull();
    expect(await redirectOf(run(page, user(0, ['DELIVERY_MESSAGE_BETA'])).result)).toBeNull();
    expect(await redirectOf(run(page, user(PERMISSIONS.VIEW_BACKLOG, ['FEEDBACK_BETA'])).result)).toEqual(
      expect.objectContaining({ to: '/' }),
    );
  });

  it('checks perks alone where the page names only perks', async () => {
    expect(await redirectOf(run('/feedback/report-order', user(0, ['FEEDBACK_BETA'])).result)).toBeNull();
    expect(await redirectOf(run('/feedback/report-order', user(0x1fffffff)).result)).toEqual(
      expect.objectContaining({ to: '/' }),
    );
  });

  it("takes a route's page from its id: pathless layouts and an index's trailing slash dropped", () => {
    expect(accessPathOf('/_site/')).toBe('/');
    expect(accessPathOf('/_site/store')).toBe('/store');
    expect(accessPathOf('/staff/orders/')).toBe('/staff/orders');
    expect(accessPathOf('/staff/orders/$id')).toBe('/staff/orders/$id');
  });

  it("guards a route by its own page's requirement", async () => {
    const ensureUser = vi.fn(async () => user(0));
    const context = { session: { ensureUser } as unknown as SessionStore };
    const location = { href: '/staff/orders' };
    expect(await redirectOf(guardPage({ context, location, routeId: '/staff/orders/' }))).toEqual(
      expect.objectContaining({ to: '/', search: { error: 'insufficient_permissions' } }),
    );
    expect(await redirectOf(guardPage({ context, location, routeId: '/_site/store' }))).toBeNull();
  });
});

describe('launchRedirect (the installed app starts at /?launch=app)', () => {
  const launch = (who: User | null, search: { launch?: string }) => {
    const ensureUser = vi.fn(async () => who);
    const context = { session: { ensureUser } as unknown as SessionStore };
    return { result: launchRedirect({ context, search }), ensureUser };
  };

  it('takes staff to their dashboard', async () => {
    expect(
      await redirectOf(launch(user(PERMISSIONS.VIEW_STAFF_DASHBOARD), { launch: 'app' }).result),
    ).toEqual(expect.objectContaining({ to: '/staff/dashboard' }));
  });

  it('takes anyone else to the home page, without the mark', async () => {
    for (const who of [null, user(0)]) {
      expect(await redirectOf(launch(who, { launch: 'app' }).result)).toEqual(
        expect.objectContaining({ to: '/', search: {} }),
      );
    }
  });

  it('lets an ordinary visit to home through without asking who the user is', async () => {
    const { result, ensureUser } = launch(null, {});
    expect(await redirectOf(result)).toBeNull();
    expect(ensureUser).not.toHaveBeenCalled();
  });
});
