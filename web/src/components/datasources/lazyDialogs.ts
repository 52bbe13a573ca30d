import { lazy } from 'react';

/** The connections page's dialogs, each loaded when first opened: the list draws without their code. */
export const LazyConnectionDialog = lazy(() =>
  import('./ConnectionDialog').then((m) => ({ default: m.ConnectionDialog })),
);
export const LazySchemaBrowser = lazy(() => import('./SchemaBrowser').then((m) => ({ default: m.SchemaBrowser })));
