/**
 * Reviewers by rank (docs/access.md#data-dependent-access): the recruitment pages' guards let in a user
 * whose rank is in a form's `manageableRanks`, without VIEW_RECRUITMENT_RESPONSE, and still turn away a user
 * with neither. The guard reads the forms from the fake backend to know.
 */
import { db } from '@mocks/db';
import { PERSONAS } from '@mocks/personas';
import { FORM_IDS } from '@mocks/seed-careers';
import { API_ORIGIN, setupMockServer } from '@mocks/testing';
import { toCurrentUser } from '@mocks/views';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeDocument } from '../lib/test/fake-document';

setupMockServer();

let guards: typeof import('./guards');
beforeAll(async () => {
  vi.stubEnv('VITE_API_URL', API_ORIGIN);
  vi.resetModules();
  guards = await import('./guards');
  // Signed in as the chef: the guard's read of the forms carries the chef's token.
  vi.stubGlobal('document', createFakeDocument());
  (await import('@lib/session-cookie')).writeSessionToken(PERSONAS.chef.token);
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The chef persona as `@me` shows them: kitchen staff, no recruitment permission. */
function chef() {
  const doc = db.users.get(PERSONAS.chef.userId);
  if (!doc) throw new Error('no chef in the seed');
  return { doc, user: toCurrentUser(doc) };
}

/** Runs a page's guard for `user` at `params`; resolves with where it sent them, or null when it let them in. */
async function guard(
  path: Parameters<typeof guards.guardFor>[0],
  user: unknown,
  params: Record<string, string> = {},
) {
  const session = { ensureUser: async () => user };
  const args = { context: { session }, location: { href: '/staff/admin/recruitment' }, params };
  try {
    await guards.guardFor(path)(args as unknown as Parameters<ReturnType<typeof guards.guardFor>>[0]);
    return null;
  } catch (thrown) {
    if (!(thrown as { options?: unknown }).options) throw thrown;
    return (thrown as { options: { to: string; search?: unknown } }).options;
  }
}

const turnedAway = expect.objectContaining({ to: '/', search: { error: 'insufficient_permissions' } });

describe('the recruitment pages’ guards', () => {
  it('let in a reviewer by rank: the form’s pages of the form they review, and the forms and all applications', async () => {
    const { doc, user } = chef();
    db.recruitmentForms.update(FORM_IDS.trainee, (form) => {
      form.manageableRanks.push(...doc.ranks);
    });
    const trainee = { id: FORM_IDS.trainee };
    expect(await guard('/staff/admin/recruitment/$id/applications', user, trainee)).toBeNull();
    expect(
      await guard('/staff/admin/recruitment/$id/applications/$applicationID', user, {
        ...trainee,
        applicationID: '5990000000000002006',
      }),
    ).toBeNull();
    expect(await guard('/staff/admin/recruitment/$id', user, trainee)).toBeNull();
    expect(await guard('/staff/admin/recruitment', user)).toBeNull();
    expect(await guard('/staff/admin/recruitment/applications', user)).toBeNull();
    // Not a form their rank reviews, and not the managers' page.
    expect(await guard('/staff/admin/recruitment/$id/applications', user, { id: FORM_IDS.chef })).toEqual(
      turnedAway,
    );
    expect(await guard('/staff/admin/recruitment/create', user)).toEqual(turnedAway);
  });

  it('turn away a user with neither the permission nor a reviewing rank', async () => {
    const { user } = chef();
    expect(await guard('/staff/admin/recruitment/$id/applications', user, { id: FORM_IDS.trainee })).toEqual(
      turnedAway,
    );
    expect(await guard('/staff/admin/recruitment', user)).toEqual(turnedAway);
  });
});
