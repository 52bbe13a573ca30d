import { lazy } from 'react';

/** The data API page's token and push channel dialogs, each loaded when first opened. */
export const LazyTokensDialog = lazy(() => import('./TokensDialog').then((m) => ({ default: m.TokensDialog })));
export const LazyPushChannelsDialog = lazy(() =>
  import('./PushChannelsDialog').then((m) => ({ default: m.PushChannelsDialog })),
);
