import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { WidgetFamily } from './screenList/blueprint';

/**
 * The one place with colours: Wallboard's brand ramp (a data-viz cyan-blue) and the two
 * themes built from it. Components read `tokens`, never hex values.
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

/** Fluent's stack plus the usual Chinese UI fonts, so zh text never falls back to a serif. */
const fontFamilyBase =
  "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, " +
  "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans SC', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif";

const dark: Theme = {
  ...createDarkTheme(wallboardBrand),
  fontFamilyBase,
  colorBrandForeground1: wallboardBrand[110],
  colorBrandForeground2: wallboardBrand[120],
  colorBrandForegroundLink: wallboardBrand[120],
  colorBrandForegroundLinkHover: wallboardBrand[130],
};

const light: Theme = { ...createLightTheme(wallboardBrand), fontFamilyBase };

export const THEMES: Record<ThemeName, Theme> = { dark, light };
export const DEFAULT_THEME: ThemeName = 'dark';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}

/**
 * Colours of the template blueprints (web/src/components/screens/TemplatePreview.tsx), one
 * per widget family: bright on dark canvases, deeper on light ones. Data-viz hues, not UI.
 */
export interface BlueprintInk {
  fill: string;
  stroke: string;
  ink: string;
}

const ink = (r: number, g: number, b: number, fill: number, stroke: number): BlueprintInk => ({
  fill: `rgba(${r}, ${g}, ${b}, ${fill})`,
  stroke: `rgba(${r}, ${g}, ${b}, ${stroke})`,
  ink: `rgba(${r}, ${g}, ${b}, 0.92)`,
});

export const BLUEPRINT_INK: Record<'dark' | 'light', Record<WidgetFamily, BlueprintInk>> = {
  dark: {
    chart: ink(56, 189, 248, 0.12, 0.5),
    map: ink(45, 212, 191, 0.1, 0.45),
    kpi: ink(251, 191, 36, 0.12, 0.5),
    table: ink(167, 139, 250, 0.12, 0.45),
    decor: ink(148, 163, 184, 0.06, 0.45),
    text: ink(203, 213, 225, 0.08, 0.35),
    media: ink(244, 114, 182, 0.12, 0.45),
    other: ink(148, 163, 184, 0.1, 0.4),
  },
  light: {
    chart: ink(2, 132, 199, 0.1, 0.45),
    map: ink(13, 148, 136, 0.1, 0.45),
    kpi: ink(217, 119, 6, 0.1, 0.45),
    table: ink(124, 58, 237, 0.08, 0.4),
    decor: ink(71, 85, 105, 0.06, 0.4),
    text: ink(51, 65, 85, 0.06, 0.3),
    media: ink(219, 39, 119, 0.1, 0.4),
    other: ink(71, 85, 105, 0.08, 0.35),
  },
};

/** The faint grid drawn over a blueprint's canvas. */
export const BLUEPRINT_GRID: Record<'dark' | 'light', string> = {
  dark: 'rgba(255, 255, 255, 0.045)',
  light: 'rgba(15, 23, 42, 0.06)',
};
