import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { BootSplash } from '../app/BootSplash';
import { RouteErrorBoundary } from '../components/common/RouteErrorBoundary';
import { RequireAuth, UnknownRedirect } from './guards';
import { RouteFrame } from './RouteFrame';
import type { AppSection } from '../../build/messageParts';
import { ROUTES, SHELL_MESSAGES, type RouteDef, type RouteHandle } from './table';

/** The app shell (navigation, header) is code of its own: the public pages never load it. */
const loadShell = () => import('../components/shell/AppShell');
const AppShell = lazy(async () => ({ default: (await loadShell()).AppShell }));
/** The signed-in pages' sections of the messages, through a module the pages before sign-in never load. */
const loadSections = async (sections: readonly AppSection[]) =>
  (await import('../i18n/sections')).loadSections(sections);
/** What a page waits for besides its own code: the sections of the messages it shows, and the shell if it has one. */
const withShell = (def: RouteDef) =>
  Promise.all([loadShell(), loadSections([...SHELL_MESSAGES, ...(def.messages ?? [])])]);
const withMessages = (def: RouteDef) => (def.messages ? loadSections(def.messages) : undefined);

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
          children: ROUTES.filter((def) => !def.public && def.bare).map(toObject(withMessages)),
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

/** Starts loading the page of a path (while the app boots), so its code is not waited for after. */
export function preloadRoute(pathname: string): void {
  void routeOf(pathname)
    ?.load()
    .catch(() => undefined);
}
