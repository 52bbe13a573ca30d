import { lazy } from 'react';

/**
 * The screen list's larger dialogs, each loaded when first opened: the list draws without their
 * code (the pad link's QR encoder, the share and carousel forms, an import's progress).
 */
export const LazyLinkShareDialog = lazy(() =>
  import('./LinkShareDialog').then((m) => ({ default: m.LinkShareDialog })),
);
export const LazyBatchLinkShareDialog = lazy(() =>
  import('./BatchLinkShareDialog').then((m) => ({ default: m.BatchLinkShareDialog })),
);
export const LazyAccountShareDialog = lazy(() =>
  import('./AccountShareDialog').then((m) => ({ default: m.AccountShareDialog })),
);
export const LazySecurityLevelDialog = lazy(() =>
  import('./SecurityLevelDialog').then((m) => ({ default: m.SecurityLevelDialog })),
);
export const LazyCarouselSettingsDialog = lazy(() =>
  import('./CarouselSettingsDialog').then((m) => ({ default: m.CarouselSettingsDialog })),
);
export const LazyMobileRulesDialog = lazy(() =>
  import('./MobileRulesDialog').then((m) => ({ default: m.MobileRulesDialog })),
);
export const LazyImportProgressDialog = lazy(() =>
  import('./ImportProgressDialog').then((m) => ({ default: m.ImportProgressDialog })),
);
export const LazyPadLinkDialog = lazy(() => import('./PadLinkDialog').then((m) => ({ default: m.PadLinkDialog })));
