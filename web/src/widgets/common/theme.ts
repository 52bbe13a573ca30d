import type { ScreenTheme } from '../../../../shared/widgets/themes.js';

/** A widget's accent: its own colour when set, else the theme's first colour. */
export function accentOf(colour: string, theme: ScreenTheme): string {
  return colour.trim() || theme.colors[0]!;
}

/** Text size in canvas pixels from a box dimension: `share` of it, kept within [min, max]. */
export function fitFont(size: number, share: number, min: number, max: number): number {
  return Math.round(Math.max(min, Math.min(max, size * share)));
}
