import { lazy } from 'react';

/** The data API page's editor, loaded when an API is first opened, and its token and push channel dialogs, when first opened. */
export const LazyApiEditor = lazy(() => import('./ApiEditor').then((m) => ({ default: m.ApiEditor })));
export const LazyTokensDialog = lazy(() => import('./TokensDialog').then((m) => ({ default: m.TokensDialog })));
export const LazyPushChannelsDialog = lazy(() =>
  import('./PushChannelsDialog').then((m) => ({ default: m.PushChannelsDialog })),
);
