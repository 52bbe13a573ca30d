import type { Theme } from '@fluentui/react-components';
import type { ThemeName } from '../themeSpec';

/**
 * The themes' values, built at build time from web/src/themeSpec.ts (`theme-values:<name>`),
 * each loaded when first asked for: a page carries the values of the theme it shows, not Fluent's
 * theme builders and every palette. The app and the share root load the visitor's theme before
 * they draw, so their providers read it synchronously; a switch loads the next one first. A page
 * that always draws dark (the editor, a carousel) imports `theme-values:dark` itself.
 */
const LOADERS: Record<ThemeName, () => Promise<Theme>> = {
  dark: () => import('theme-values:dark').then((m) => m.default),
  light: () => import('theme-values:light').then((m) => m.default),
};

const loading = new Map<ThemeName, Promise<Theme>>();
const loaded = new Map<ThemeName, Theme>();

export function loadTheme(name: ThemeName): Promise<Theme> {
  let promise = loading.get(name);
  if (!promise) {
    promise = LOADERS[name]().then((theme) => {
      loaded.set(name, theme);
      return theme;
    });
    loading.set(name, promise);
  }
  return promise;
}

/** A theme already loaded; the dark one, which a page loads first, stands in for one that is not yet. */
export function loadedTheme(name: ThemeName): Theme | undefined {
  return loaded.get(name) ?? loaded.get('dark');
}
