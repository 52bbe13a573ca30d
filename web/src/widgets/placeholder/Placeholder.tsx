import { lazy } from 'react';

/**
 * Unknown types (a newer document, a removed type) still show as a box with their name
 * (PlaceholderView), loaded like any renderer: only screens with such a widget load it and its
 * blueprint drawing.
 */
export const Placeholder = lazy(() => import('./PlaceholderView'));
