import type { Theme } from '@fluentui/react-components';
import type { ThemeName } from '../themeSpec';

/**
 * The share route's themes: each theme's values, built at build time (`share-theme:<name>`),
 * loaded when first asked for. The share root loads the dark one (its loading frame) and the
 * visitor's before it draws, so the pages read them synchronously after that.
 */
const LOADERS: Record<ThemeName, () => Promise<Theme>> = {
  dark: () => import('share-theme:dark').then((m) => m.default),
  light: () => import('share-theme:light').then((m) => m.default),
};

const loaded = new Map<ThemeName, Theme>();

export async function loadShareTheme(name: ThemeName): Promise<Theme> {
  const known = loaded.get(name);
  if (known) return known;
  const theme = await LOADERS[name]();
  loaded.set(name, theme);
  return theme;
}

/** A theme already loaded (by mountShare); the dark one, which is always, stands in for one that is not yet. */
export function shareTheme(name: ThemeName): Theme | undefined {
  return loaded.get(name) ?? loaded.get('dark');
}
