/**
 * Route guards, run in `beforeLoad` before anything renders. Each page's route says `beforeLoad: guardPage`,
 * which reads the page's requirement from the access map by the route's own path, so the map is the one place
 * that says who may open it. A guard is convenience: the API still answers 401/403.
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
  return guard;
}

/**
 * The access-map path of a route: its id without pathless layouts (`/_site/store` → `/store`) and without an
 * index route's trailing slash (`/staff/orders/` → `/staff/orders`). A path the map lacks fails in the guard.
 */
export function accessPathOf(routeId: string): AccessPath {
  const segments = routeId.split('/').filter((segment) => segment !== '' && !segment.startsWith('_'));
  return `/${segments.join('/')}` as AccessPath;
}

/** The guard of every page (`beforeLoad: guardPage`): {@link guardFor} the route's own path. */
export function guardPage(args: GuardArgs & { routeId: string }): Promise<void> {
  return guardFor(accessPathOf(args.routeId))(args);
}

/** Where the installed app starts (scripts/web-manifest.ts `start_url`): home, marked as the app's launch. */
export const APP_LAUNCH_SEARCH = { launch: 'app' } as const;

/**
 * The home page's loader: a launch of the installed app (`/?launch=app`) takes a user who may open the staff
 * dashboard there, and anyone else to the home page itself (docs/product/orders.md#the-installed-app). An
 * ordinary visit to home passes without asking who the user is.
 */
export async function launchRedirect({
  context,
  search,
}: {
  context: RouterContext;
  search: { launch?: string };
}): Promise<void> {
  if (search.launch !== APP_LAUNCH_SEARCH.launch) return;
  const user = await context.session.ensureUser();
  if (user && passesGuard(user, requirementOf('/staff/dashboard')))
    throw redirect({ to: '/staff/dashboard' });
  throw redirect({ to: '/', search: {} });
}
