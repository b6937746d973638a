/**
 * Story decorators shared by the catalogue and the story tests.
 * - `withPersona`: `parameters.persona` ('customer' | 'chef' | … | undefined for anonymous) signs that demo
 *   persona in (its seeded session cookie) and renders once the fake backend answered `@me`.
 * - `withRouter`: `parameters.router = { path: '/staff/dashboard' }` renders the story inside an in-memory
 *   TanStack router at that path (only app/ stories need it; feature pages never import the router).
 * - `StoryRoutes`: a flow across two or more pages (a list, then an item's page) with real navigation.
 */
import { SessionProvider, SessionStore, useSessionStore } from '@lib/session';
import { clearSessionCookie, writeSessionToken } from '@lib/session-cookie';
import type { Decorator } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { LinkProvider } from '@ui/AppLink';
import { PageLoader } from '@ui/PageLoader';
import { type ReactNode, useEffect, useState } from 'react';
import type { RouterContext } from '../app/context';
import { RouterLink } from '../app/RouterLink';
import { PERSONAS, type PersonaKey } from '../mocks/personas';

function PersonaSession({ persona, children }: { persona: PersonaKey | undefined; children: ReactNode }) {
  const [store] = useState(() => {
    if (persona) writeSessionToken(PERSONAS[persona].token);
    else clearSessionCookie();
    return new SessionStore();
  });
  const [ready, setReady] = useState(!persona);
  useEffect(() => {
    if (!persona) return;
    store
      .ensureUser()
      .catch(() => null)
      .finally(() => setReady(true));
  }, [persona, store]);
  if (!ready) return <PageLoader label="Signing in the story persona" />;
  return <SessionProvider store={store}>{children}</SessionProvider>;
}

/**
 * Several pages of one flow in one story (a list and its item's page, say): each path a route that renders its
 * page, starting at `initialPath`, under the story's persona session. Features cannot import `app/` (layers),
 * so stories that need real navigation between two pages build it here.
 */
export function StoryRoutes({
  routes,
  initialPath,
}: {
  routes: { path: string; component: () => ReactNode }[];
  initialPath: string;
}) {
  const session = useSessionStore();
  const [router] = useState(() => {
    const root = createRootRouteWithContext<RouterContext>()({ component: Outlet });
    const children = routes.map(({ path, component }) =>
      createRoute({ getParentRoute: () => root, path, component }),
    );
    return createRouter({
      routeTree: root.addChildren(children),
      history: createMemoryHistory({ initialEntries: [initialPath] }),
      context: { session },
    });
  });
  return (
    <LinkProvider component={RouterLink}>
      <RouterProvider router={router} />
    </LinkProvider>
  );
}

export const withPersona: Decorator = (Story, context) => (
  <PersonaSession
    key={String(context.parameters.persona)}
    persona={context.parameters.persona as PersonaKey | undefined}
  >
    <Story />
  </PersonaSession>
);

function StoryRouter({
  path,
  session,
  children,
}: {
  path: string;
  session: SessionStore;
  children: () => ReactNode;
}) {
  const [router] = useState(() => {
    const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <>{children()}</> });
    return createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: [path] }),
      context: { session },
    });
  });
  return (
    <LinkProvider component={RouterLink}>
      <RouterProvider router={router} />
    </LinkProvider>
  );
}

export const withRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as { path?: string } | undefined;
  if (!router) return <Story />;
  return (
    <StoryRouter path={router.path ?? '/'} session={new SessionStore()}>
      {() => <Story />}
    </StoryRouter>
  );
};
