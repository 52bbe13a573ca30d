import type { AxisLabelsFormatterContextObject, Options, XAxisOptions, YAxisOptions } from 'highcharts';
import type { DataBinding } from '../../../../../shared/widgets/data.js';
import type { CommonChartAttr } from '../../../../../shared/widgets/charts.js';
import type { ScreenTheme } from '../../../../../shared/widgets/themes.js';
import type { Row } from '../../data/rows';
import { mergeOptions } from './merge';

/** Everything an options builder reads: pure inputs, no DOM. */
export interface ChartContext<A> {
  attr: A;
  /** Rows after path and transform. */
  rows: Row[];
  binding: DataBinding;
  theme: ScreenTheme;
  width: number;
  height: number;
  /**
   * Whether updates animate (new data moving points into place); false under
   * `prefers-reduced-motion`. A chart's first paint never animates (see `baseOptions`).
   */
  animation: boolean;
}

export type OptionsBuilder<A> = (context: ChartContext<A>) => Options;

/** Series longer than this draw through the boost module (WebGL). */
export const BOOST_THRESHOLD = 5000;

/** Text size in canvas pixels for a chart box: readable on a wall, never shouting. */
export function chartFontSize(width: number, height: number): number {
  return Math.round(Math.max(12, Math.min(22, Math.min(width, height) / 26)));
}

/** Series colours: the widget's own when it overrides them, else the theme's. */
export function seriesColours(attr: Pick<CommonChartAttr, 'colors'>, theme: ScreenTheme): string[] {
  return attr.colors.length ? [...attr.colors] : [...theme.colors];
}

/** Whether to show the legend: `auto` shows it when there is more than one series or point set. */
export function legendShown(mode: CommonChartAttr['legend'], entries: number): boolean {
  return mode === 'show' || (mode !== 'hide' && entries > 1);
}

/**
 * The theme's look for every chart: transparent, themed text, tooltip and data labels, no credits.
 * Series appear drawn, not growing in: on a wall of sixty charts the first-paint animations ran
 * side by side for a second, repainting every chart each frame while the others were still being
 * built (about 0.4 s of the 60-chart open in `bench:viewer`). Updates still move into place
 * (`chart.animation`) unless motion is reduced.
 */
export function baseOptions<A extends CommonChartAttr>({
  attr,
  theme,
  width,
  height,
  animation,
}: ChartContext<A>): Options {
  const font = chartFontSize(width, height);
  return {
    chart: {
      width,
      height,
      backgroundColor: 'transparent',
      plotBackgroundColor: undefined,
      animation,
      spacing: [font * 0.8, font * 0.8, font * 0.8, font * 0.8],
      style: { fontFamily: 'inherit', fontSize: `${font}px` },
    },
    accessibility: { enabled: false },
    // Highcharts 13 writes its palette's CSS variables on :root from every chart it draws, and
    // each write restyles the whole page (quadratic on a screen of charts). The variables come
    // once from highcharts-palette.css instead, imported with the renderers.
    palette: { injectCSS: false },
    credits: { enabled: false },
    exporting: { enabled: false },
    colors: seriesColours(attr, theme),
    title: attr.title
      ? {
          text: attr.title,
          align: 'left',
          style: { color: theme.text, fontSize: `${Math.round(font * 1.2)}px`, fontWeight: '600' },
        }
      : { text: undefined },
    subtitle: { text: undefined },
    legend: {
      enabled: false,
      itemStyle: { color: theme.mutedText, fontSize: `${font}px`, fontWeight: '400' },
      itemHoverStyle: { color: theme.text },
      itemHiddenStyle: { color: theme.grid },
    },
    tooltip: {
      backgroundColor: theme.tooltip.background,
      borderColor: theme.tooltip.border,
      style: { color: theme.tooltip.text, fontSize: `${font}px` },
    },
    plotOptions: {
      series: {
        animation: false,
        boostThreshold: BOOST_THRESHOLD,
        dataLabels: {
          enabled: attr.dataLabels ?? false,
          style: { color: theme.text, textOutline: 'none', fontSize: `${font}px`, fontWeight: '500' },
        },
      },
    },
  };
}

/** A themed category or value axis. */
export function axisStyle(theme: ScreenTheme, font: number, title: string): XAxisOptions & YAxisOptions {
  return {
    title: title ? { text: title, style: { color: theme.mutedText, fontSize: `${font}px` } } : { text: undefined },
    labels: { style: { color: theme.mutedText, fontSize: `${font}px` } },
    lineColor: theme.axis,
    tickColor: theme.axis,
    gridLineColor: theme.grid,
  };
}

/** Compact axis numbers: 12 000 → 12k, 3 400 000 → 3.4M. */
export function compactNumber(this: AxisLabelsFormatterContextObject): string {
  const value = Number(this.value);
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${+(value / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${+(value / 1e6).toFixed(1)}M`;
  if (abs >= 1e4) return `${+(value / 1e3).toFixed(1)}k`;
  return String(+value.toFixed(2));
}

/** Percent axis labels (percent stacking). */
export function percentLabel(this: AxisLabelsFormatterContextObject): string {
  return `${+Number(this.value).toFixed(1)}%`;
}

/** The theme's base with a builder's options layered on top. */
export function withBase<A extends CommonChartAttr>(context: ChartContext<A>, options: Options): Options {
  return mergeOptions<Options>(baseOptions(context), options);
}
