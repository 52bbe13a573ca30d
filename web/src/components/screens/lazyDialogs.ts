import { lazy } from 'react';

/**
 * The screen list's dialogs, loaded when first opened (the larger ones: the pad link's QR
 * encoder, the share and carousel forms, an import's progress) or once the list has drawn its
 * content (the screen and group dialogs: rename, remark, delete, new group): the list draws
 * without their code.
 */
export const LazyScreenDialogs = lazy(() => import('./ScreenDialogs').then((m) => ({ default: m.ScreenDialogs })));
export const LazyGroupDialogs = lazy(() => import('./GroupDialogs').then((m) => ({ default: m.GroupDialogs })));
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

/** The bar of actions on selected screens, loaded when a first screen is selected. */
export const LazyBatchBar = lazy(() => import('./BatchBar').then((m) => ({ default: m.BatchBar })));
