import type { Options, SeriesOptionsType } from 'highcharts';
import type { CartesianChartAttr } from '../../../../../shared/widgets/charts.js';
import { categorySeries } from '../../data/mapping';
import { withAlpha } from '../../common/colour';
import {
  axisStyle,
  chartFontSize,
  compactNumber,
  legendShown,
  percentLabel,
  withBase,
  type ChartContext,
} from '../common/base';

export type CartesianSeriesType = 'line' | 'spline' | 'area' | 'areaspline' | 'column' | 'bar';

/** Line, spline, area, column and bar charts (stacked through `attr.stacking`): categories × series. */
export function cartesianOptions(seriesType: CartesianSeriesType) {
  return function build(context: ChartContext<CartesianChartAttr>): Options {
    const { attr, rows, binding, theme, width, height } = context;
    const { categories, series } = categorySeries(rows, binding.mapping, binding.transform.rename);
    const font = chartFontSize(width, height);
    const stacking = attr.stacking === 'none' ? undefined : attr.stacking;
    const filled = seriesType === 'area' || seriesType === 'areaspline';
    const bars = seriesType === 'column' || seriesType === 'bar';
    // Bars run along the vertical axis: their categories share the height.
    const categoryPixels = seriesType === 'bar' ? height : width;
    const step = categoryStep(categories.length, categoryPixels, font, seriesType === 'bar');
    const columns = categories.length * Math.max(1, series.length);
    // Corners rounded on columns a few pixels wide and more; thinner ones are plain rectangles.
    const radius = columns <= categoryPixels / 4 ? 3 : 0;
    const solid = bars && denseColumns(categories.length, series.length, stacking !== undefined, categoryPixels);
    return withBase(context, {
      chart: { type: seriesType, ...(solid && seriesType === 'bar' ? { inverted: true } : {}) },
      legend: {
        enabled: legendShown(attr.legend, series.length),
        align: 'right',
        verticalAlign: 'top',
        floating: false,
      },
      xAxis: {
        ...axisStyle(theme, font, attr.xTitle),
        categories,
        crosshair: !bars,
        gridLineWidth: 0,
        tickLength: 0,
        ...(step > 1 ? { tickInterval: step } : {}),
      },
      yAxis: {
        ...axisStyle(theme, font, attr.yTitle),
        gridLineDashStyle: 'Dash',
        // A formatter either way: chart updates merge options, so a `format` would lose to an old formatter.
        labels: {
          ...axisStyle(theme, font, '').labels,
          formatter: stacking === 'percent' ? percentLabel : compactNumber,
        },
      },
      tooltip: { shared: true },
      plotOptions: {
        series: {
          stacking,
          marker: { enabled: attr.markers && categories.length <= 40, radius: Math.max(2, font / 4), symbol: 'circle' },
        },
        area: { fillOpacity: stacking ? 0.55 : 0.22 },
        areaspline: { fillOpacity: stacking ? 0.55 : 0.22 },
        column: { borderWidth: 0, borderRadius: radius, groupPadding: 0.14, pointPadding: 0.06 },
        bar: { borderWidth: 0, borderRadius: radius, groupPadding: 0.14, pointPadding: 0.06 },
        line: { lineWidth: Math.max(2, font / 6) },
        spline: { lineWidth: Math.max(2, font / 6) },
      },
      series: series.map(
        (s, index): SeriesOptionsType =>
          ({
            type: seriesType,
            name: s.name,
            data: s.values,
            ...(solid ? SOLID_COLUMNS : {}),
            ...(filled && !stacking
              ? {
                  fillColor: {
                    linearGradient: { x1: 0, y1: 0, x2: 0, y2: 1 },
                    stops: [
                      [0, fade(index, context, 0.45)],
                      [1, fade(index, context, 0)],
                    ],
                  },
                }
              : {}),
          }) as SeriesOptionsType,
      ),
    });
  };
}

/**
 * Columns under 2 px wide (more of them than half the pixels across) drawn as one stepped area
 * per series instead of a rectangle each: the same silhouette, one SVG path instead of a thousand
 * elements to style, lay out and paint (a 60-chart wall of 1,000-point columns and bars opened in
 * 1.8 s instead of 3.3 s). Only where the columns would not stand side by side: one series, or
 * stacked ones; grouped series keep their columns.
 */
export function denseColumns(categories: number, series: number, stacked: boolean, axisPixels: number): boolean {
  const columns = categories * (stacked ? 1 : Math.max(1, series));
  return (series <= 1 || stacked) && columns > axisPixels / 2;
}

/** A dense column series as the area that looks the same: stepped at each category's centre, filled solid, no line. */
const SOLID_COLUMNS = {
  type: 'area',
  step: 'center',
  lineWidth: 0,
  fillOpacity: 1,
  marker: { enabled: false },
} as const;

/**
 * Every how many categories a tick and label go on a dense category axis: 1 (Highcharts lays
 * the labels out itself, rotating or thinning them) while each category has at least a line
 * of text's room; beyond that, about one label per 5 font sizes across (1.6 along a vertical
 * axis), so a thousand categories make a handful of labels, not a thousand measured and hidden.
 */
export function categoryStep(count: number, axisPixels: number, font: number, vertical: boolean): number {
  if (count <= axisPixels / font) return 1;
  const labels = Math.max(1, Math.floor(axisPixels / (font * (vertical ? 1.6 : 5))));
  return Math.ceil(count / labels);
}

/** The `index`th series colour at `alpha` (area gradients), for hex and rgb(a) colours. */
function fade(index: number, { attr, theme }: ChartContext<CartesianChartAttr>, alpha: number): string {
  const colours = attr.colors.length ? attr.colors : theme.colors;
  return withAlpha(colours[index % colours.length] ?? theme.colors[0]!, alpha);
}
