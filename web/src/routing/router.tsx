import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { AppShell } from '../components/shell/AppShell';
import { RouteErrorBoundary } from '../components/common/RouteErrorBoundary';
import { RequireAuth, UnknownRedirect } from './guards';
import { RouteFrame } from './RouteFrame';
import { ROUTES, type RouteDef, type RouteHandle } from './table';

const toObject = (def: RouteDef): RouteObject => {
  const Component = def.component;
  const handle: RouteHandle = { titleKey: def.titleKey, public: def.public };
  return { path: def.path, element: <Component />, handle };
};

/** The router: public routes as they are; guarded ones inside RequireAuth and the app shell. */
export function routeObjects(): RouteObject[] {
  return [
    {
      element: <RouteFrame />,
      errorElement: <RouteErrorBoundary />,
      children: [
        ...ROUTES.filter((def) => def.public).map(toObject),
        {
          element: (
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          ),
          children: ROUTES.filter((def) => !def.public && !def.bare).map(toObject),
        },
        {
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: ROUTES.filter((def) => !def.public && def.bare).map(toObject),
        },
        { path: '*', element: <UnknownRedirect /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(routeObjects());
}

/** Whether a path belongs to a guarded route (used when another tab changes the auth). */
export function isGuardedPath(pathname: string): boolean {
  const matches = matchRoutes(
    ROUTES.map((def) => ({ path: def.path, handle: def })),
    pathname,
  );
  const def = matches?.[matches.length - 1]?.route.handle as RouteDef | undefined;
  return def ? !def.public : false;
}
