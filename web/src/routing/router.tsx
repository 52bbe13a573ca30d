import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { BootSplash } from '../app/BootSplash';
import { loadAllMessages } from '../i18n';
import { RouteErrorBoundary } from '../components/common/RouteErrorBoundary';
import { RequireAuth, UnknownRedirect } from './guards';
import { RouteFrame } from './RouteFrame';
import { ROUTES, type RouteDef, type RouteHandle } from './table';

/** The app shell (navigation, header) is code of its own: the public pages never load it. */
const loadShell = () => import('../components/shell/AppShell');
const AppShell = lazy(async () => ({ default: (await loadShell()).AppShell }));
/** What a signed-in page waits for besides its own code: every message, and the shell if it has one. */
const withShell = () => Promise.all([loadShell(), loadAllMessages()]);
const withMessages = (def: RouteDef) => (def.allMessages ? loadAllMessages() : undefined);

/** A route whose page loads when first matched; `alongside` loads in parallel (its frame, its messages). */
const toObject =
  (alongside: (def: RouteDef) => Promise<unknown> | undefined) =>
  (def: RouteDef): RouteObject => {
    const handle: RouteHandle = { titleKey: def.titleKey, public: def.public };
    return {
      path: def.path,
      handle,
      lazy: async () => {
        const [page] = await Promise.all([def.load(), alongside(def)]);
        return { Component: page.default };
      },
    };
  };

/** The router: public routes as they are; guarded ones inside RequireAuth and the app shell. */
function routeObjects(): RouteObject[] {
  return [
    {
      element: <RouteFrame />,
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <BootSplash />,
      children: [
        ...ROUTES.filter((def) => def.public).map(toObject(withMessages)),
        {
          element: (
            <RequireAuth>
              <Suspense fallback={<BootSplash />}>
                <AppShell />
              </Suspense>
            </RequireAuth>
          ),
          children: ROUTES.filter((def) => !def.public && !def.bare).map(toObject(withShell)),
        },
        {
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: ROUTES.filter((def) => !def.public && def.bare).map(toObject(loadAllMessages)),
        },
        { path: '*', element: <UnknownRedirect /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routeObjects());
}

function routeOf(pathname: string): RouteDef | undefined {
  const matches = matchRoutes(
    ROUTES.map((def) => ({ path: def.path, handle: def })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route.handle as RouteDef | undefined;
}

/** Whether a path belongs to a guarded route (used when another tab changes the auth). */
export function isGuardedPath(pathname: string): boolean {
  const def = routeOf(pathname);
  return def ? !def.public : false;
}

/** Whether a path's page shows signed-in pages' messages (else the public part is enough). */
export function needsAllMessages(pathname: string): boolean {
  const def = routeOf(pathname);
  return def ? !def.public || def.allMessages === true : false;
}

/** Starts loading the page of a path (while the app boots), so its code is not waited for after. */
export function preloadRoute(pathname: string): void {
  void routeOf(pathname)
    ?.load()
    .catch(() => undefined);
}
