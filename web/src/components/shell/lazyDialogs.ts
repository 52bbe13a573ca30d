import { lazy } from 'react';

/** The shell's password dialog, loaded when first opened from the user menu. */
export const LazyChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
