import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { GroupValue } from '../../../../shared/widgets/events.js';
import type { ScreenTheme } from '../../../../shared/widgets/themes.js';
import type { WidgetRenderProps } from '../types';
import { withAlpha } from '../common/colour';

/** A control's value as published in its communication group: lists and ranges as string lists. */
export type Publish<T> = (value: T) => GroupValue;

const asGroupValue = (value: unknown): GroupValue =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(String)
      : JSON.stringify(value);

/**
 * What the filters share: their value in component state (reset when the configured value
 * changes) reported as a `change` where the screen is live — at first showing and on every
 * change — so their communication group carries it; their text size; and the look of a
 * large-screen control surface in the theme's colours.
 */
export function useControlValue<T>(
  configured: T,
  emit?: WidgetRenderProps['emit'],
  publish: Publish<T> = asGroupValue,
): [T, (value: T) => void] {
  const [value, setValue] = useState(configured);
  const [seen, setSeen] = useState(() => JSON.stringify(configured));
  const key = JSON.stringify(configured);
  if (key !== seen) {
    setSeen(key);
    setValue(configured);
  }
  const latest = useRef({ emit, publish });
  latest.current = { emit, publish };
  useEffect(() => {
    latest.current.emit?.('change', { value: latest.current.publish(value) });
  }, [value]);
  return [value, setValue];
}

/** Control text size from the box height. */
export const controlFont = (height: number) => Math.round(Math.max(12, Math.min(26, height * 0.36)));

/** A control's surface: a tinted, bordered box (stronger when active or open). */
export function surface(theme: ScreenTheme, active = false): CSSProperties {
  const accent = theme.colors[0]!;
  return theme.light
    ? {
        background: active ? withAlpha(accent, 0.08) : theme.tooltip.background,
        border: `1px solid ${active ? accent : theme.axis}`,
        color: theme.text,
      }
    : {
        background: `linear-gradient(180deg, ${withAlpha(accent, active ? 0.28 : 0.16)}, ${withAlpha(accent, active ? 0.14 : 0.05)})`,
        border: `1px solid ${withAlpha(accent, active ? 0.95 : 0.5)}`,
        color: theme.text,
        boxShadow: active
          ? `0 0 10px ${withAlpha(accent, 0.45)}, inset 0 0 12px ${withAlpha(accent, 0.2)}`
          : `inset 0 0 10px ${withAlpha(accent, 0.12)}`,
      };
}

/** A chosen option: filled with the accent. */
export function chosen(theme: ScreenTheme): CSSProperties {
  const accent = theme.colors[0]!;
  return theme.light
    ? { background: accent, border: `1px solid ${accent}`, color: theme.background }
    : {
        background: `linear-gradient(180deg, ${withAlpha(accent, 0.85)}, ${withAlpha(accent, 0.55)})`,
        border: `1px solid ${accent}`,
        color: theme.background,
        boxShadow: `0 0 12px ${withAlpha(accent, 0.55)}`,
      };
}
