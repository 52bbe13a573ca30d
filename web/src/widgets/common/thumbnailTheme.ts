import type { CSSProperties } from 'react';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';

/**
 * The CSS variables palette thumbnails draw with (common/thumbnail.tsx), and their values for a
 * screen theme: the palette sets them on itself, so every thumbnail shows the open screen's
 * theme and follows a theme switch.
 */
export const THUMBNAIL_VARS = {
  s1: '--wb-thumb-s1',
  s2: '--wb-thumb-s2',
  s3: '--wb-thumb-s3',
  s4: '--wb-thumb-s4',
  text: '--wb-thumb-text',
  muted: '--wb-thumb-muted',
  axis: '--wb-thumb-axis',
  grid: '--wb-thumb-grid',
  track: '--wb-thumb-track',
  low: '--wb-thumb-low',
  mid: '--wb-thumb-mid',
  high: '--wb-thumb-high',
  bg: '--wb-thumb-bg',
} as const;

export function thumbnailVariables(theme: ScreenTheme): CSSProperties {
  const [s1 = theme.text, s2 = s1, s3 = s2, s4 = s3] = theme.colors;
  const values: Record<keyof typeof THUMBNAIL_VARS, string> = {
    s1,
    s2,
    s3,
    s4,
    text: theme.text,
    muted: theme.mutedText,
    axis: theme.axis,
    grid: theme.grid,
    track: theme.track,
    low: theme.scale[0],
    mid: theme.scale[1],
    high: theme.scale[2],
    bg: theme.background,
  };
  return Object.fromEntries(
    Object.entries(THUMBNAIL_VARS).map(([key, name]) => [name, values[key as keyof typeof THUMBNAIL_VARS]]),
  ) as CSSProperties;
}
