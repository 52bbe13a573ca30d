import type { WidgetFamily } from './widgets/family';

export { DEFAULT_THEME, isThemeName, type ThemeName } from './themeSpec';

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
