/**
 * Route guards (spec §5; design guide rule 7), run in `beforeLoad` before anything renders. A guard is
 * convenience: the API still answers 401/403.
 */
import { meetsRequirements, type Requirements } from '@lib/permissions';
import type { User } from '@lib/schemas/user';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './context';

interface GuardArgs {
  context: RouterContext;
  location: { href: string };
}

/** No user → `/login?redirect={current path, encoded}`. */
export async function requiresAuth({ context, location }: GuardArgs): Promise<{ user: User }> {
  const user = await context.session.ensureUser();
  if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
  return { user };
}

/**
 * Route metadata with permissions and/or perks: both → ALL permissions OR ALL perks; one → all of it.
 * Failure → `/?error=insufficient_permissions`. Runs after `requiresAuth`.
 */
export function hasPermissions(requirements: Requirements) {
  return async ({ context, location }: GuardArgs): Promise<void> => {
    const { user } = await requiresAuth({ context, location });
    if (!meetsRequirements(user, requirements)) {
      throw redirect({ to: '/', search: { error: 'insufficient_permissions' } });
    }
  };
}
