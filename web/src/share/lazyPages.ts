import { lazy } from 'react';

/**
 * The share pages built from the UI kit, each loaded when shown: a visitor of an open share
 * sees the screen without ever loading them.
 */
export const LazyShareStatus = lazy(() => import('./ShareStatus').then((m) => ({ default: m.ShareStatus })));
export const LazyShareEmbedRefused = lazy(() =>
  import('./ShareStatus').then((m) => ({ default: m.ShareEmbedRefused })),
);
export const LazySharePasswordPage = lazy(() =>
  import('./SharePasswordPage').then((m) => ({ default: m.SharePasswordPage })),
);
export const LazyPlayerBar = lazy(() => import('./PlayerBar').then((m) => ({ default: m.PlayerBar })));
