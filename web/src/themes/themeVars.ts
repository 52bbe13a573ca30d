import type { CSSProperties } from 'react';
import type { Theme } from '@fluentui/react-components';

/**
 * A theme as the CSS variables `tokens` read (what FluentProvider writes), for the share
 * route's own elements: the viewer and its widgets read only these, so they need no provider.
 */
export function themeVars(theme: Theme): CSSProperties {
  return Object.fromEntries(
    Object.entries(theme).map(([name, value]) => [`--${name}`, String(value)]),
  ) as CSSProperties;
}

/** Sets a theme's variables on the document element (portals such as tooltips read them there too). */
export function applyThemeVars(theme: Theme, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(theme)) element.style.setProperty(`--${name}`, String(value));
}
