import { createRequire } from 'node:module';
import type { Theme } from '@fluentui/react-components';
import { buildThemes, type ThemeBuilders, type ThemeName } from '../src/themeSpec';

/**
 * The themes' values at build time (for `theme-values:<name>`, web/vite.config.ts), built by
 * the builders the UI kit re-exports, taken from its own theme package as the kit resolves it:
 * loading that package takes a tenth of a second, the whole kit over a second on every build.
 */
export function themeValues(): Record<ThemeName, Theme> {
  const kit = createRequire(createRequire(import.meta.url).resolve('@fluentui/react-components'));
  return buildThemes(kit('@fluentui/react-theme') as ThemeBuilders);
}
