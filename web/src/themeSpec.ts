import type { BrandVariants, Theme, createDarkTheme, createLightTheme } from '@fluentui/react-components';

/**
 * The one place with colours: Wallboard's brand ramp (a data-viz cyan-blue) and the two
 * themes built from it. Components read `tokens`, never hex values. Fluent's theme builders
 * are passed in: the themes are built once, at build time (`theme-values:<name>` in
 * web/vite.config.ts), so a page loads one theme's values (themes/loadTheme.ts) instead of the
 * builders and every palette.
 */
const wallboardBrand: BrandVariants = {
  10: '#020509',
  20: '#0C1B27',
  30: '#0C2D43',
  40: '#073A59',
  50: '#03486F',
  60: '#025686',
  70: '#05659D',
  80: '#1174B3',
  90: '#2383C5',
  100: '#3893D2',
  110: '#4EA3DB',
  120: '#65B3E3',
  130: '#7DC2EA',
  140: '#97D1F0',
  150: '#B2DFF5',
  160: '#CDEDFA',
};

export type ThemeName = 'dark' | 'light';
export const DEFAULT_THEME: ThemeName = 'dark';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}

/** Fluent's stack plus the usual Chinese UI fonts, so zh text never falls back to a serif. */
const fontFamilyBase =
  "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, " +
  "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

export interface ThemeBuilders {
  createDarkTheme: typeof createDarkTheme;
  createLightTheme: typeof createLightTheme;
}

export function buildThemes({ createDarkTheme, createLightTheme }: ThemeBuilders): Record<ThemeName, Theme> {
  const dark: Theme = {
    ...createDarkTheme(wallboardBrand),
    fontFamilyBase,
    colorBrandForeground1: wallboardBrand[110],
    colorBrandForeground2: wallboardBrand[120],
    colorBrandForegroundLink: wallboardBrand[120],
    colorBrandForegroundLinkHover: wallboardBrand[130],
  };
  const light: Theme = { ...createLightTheme(wallboardBrand), fontFamilyBase };
  return { dark, light };
}
