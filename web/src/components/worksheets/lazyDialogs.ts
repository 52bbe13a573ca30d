import { lazy } from 'react';

/** The worksheets page's larger dialogs, each loaded when first opened: the list draws without their code. */
export const LazyAddWizard = lazy(() => import('./wizard/AddWizard').then((m) => ({ default: m.AddWizard })));
export const LazyPreviewDialog = lazy(() => import('./PreviewDialog').then((m) => ({ default: m.PreviewDialog })));
export const LazyRunsDialog = lazy(() => import('./RunsDialog').then((m) => ({ default: m.RunsDialog })));
export const LazyEditDialog = lazy(() => import('./EditDialog').then((m) => ({ default: m.EditDialog })));
