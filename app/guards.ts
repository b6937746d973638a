/**
 * Route guards, run in `beforeLoad` before anything renders. Each page takes its guard from the access map
 * by its own path (`beforeLoad: guardFor('/staff/orders')`), so the map is the one place that says who may
 * open it. A guard is convenience: the API still answers 401/403.
 */
import { type AccessPath, needsSignIn, passesGuard, type Requirement, requirementOf } from '@lib/access';
import { reviewsFormByRank } from '@lib/recruitment-reviewers';
import type { User } from '@lib/schemas/user';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './context';

interface GuardArgs {
  context: RouterContext;
  location: { href: string };
}

/**
 * The route's parameters, which the router passes to every guard too. Not in {@link GuardArgs}: declared there,
 * they would widen the parameters the router infers for each route.
 */
const paramsOf = (args: GuardArgs): Record<string, string> | undefined =>
  (args as GuardArgs & { params?: Record<string, string> }).params;

/** No user → `/login?redirect={current path, encoded}`. */
export async function requiresAuth({ context, location }: GuardArgs): Promise<{ user: User }> {
  const user = await context.session.ensureUser();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}

type Guard = (args: GuardArgs) => Promise<void>;

const guardedPaths = new WeakMap<Guard, AccessPath>();

/**
 * Whether a page open to recruitment reviewers by rank (`orFormReviewer`) lets this user in: their rank reviews
 * the route's form (`'form'`) or any form (`'any'`). The forms are read to know.
 */
async function passesAsFormReviewer(user: User, requirement: Requirement, params?: Record<string, string>) {
  if (!requirement.orFormReviewer) return false;
  const formId = requirement.orFormReviewer === 'form' ? (params?.id ?? '') : null;
  return reviewsFormByRank(user, formId);
}

/**
 * The guard of a page of the access map: a signed-in user first (else the login page), then the page's
 * requirement by the guard's rule (else `/?error=insufficient_permissions`). A public page passes everyone. A
 * page open to recruitment reviewers by rank also lets in a user whose rank reviews its form
 * (docs/access.md#data-dependent-access).
 */
export function guardFor(path: AccessPath): Guard {
  const requirement = requirementOf(path);
  const guard: Guard = async (args) => {
    if (!needsSignIn(requirement)) return;
    const { user } = await requiresAuth(args);
    if (passesGuard(user, requirement)) return;
    if (!(await passesAsFormReviewer(user, requirement, paramsOf(args)))) {
      throw redirect({ to: '/', search: { error: 'insufficient_permissions' } });
    }
  };
  guardedPaths.set(guard, path);
  return guard;
}

/** The access-map path a guard was made for (tests check that every route guards its own path). */
export function guardedPathOf(beforeLoad: unknown): AccessPath | undefined {
  return typeof beforeLoad === 'function' ? guardedPaths.get(beforeLoad as Guard) : undefined;
}
