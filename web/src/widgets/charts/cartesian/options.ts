import type { Options, SeriesOptionsType } from 'highcharts';
import type { CartesianChartAttr } from '../../../../../shared/widgets/charts.js';
import { categorySeries } from '../../data/mapping';
import { withAlpha } from '../common/colour';
import { axisStyle, chartFontSize, compactNumber, legendShown, percentLabel, withBase, type ChartContext } from '../common/base';

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
    return withBase(context, {
      chart: { type: seriesType },
      legend: { enabled: legendShown(attr.legend, series.length), align: 'right', verticalAlign: 'top', floating: false },
      xAxis: { ...axisStyle(theme, font, attr.xTitle), categories, crosshair: !bars, gridLineWidth: 0, tickLength: 0 },
      yAxis: {
        ...axisStyle(theme, font, attr.yTitle),
        gridLineDashStyle: 'Dash',
        // A formatter either way: chart updates merge options, so a `format` would lose to an old formatter.
        labels: { ...axisStyle(theme, font, '').labels, formatter: stacking === 'percent' ? percentLabel : compactNumber },
      },
      tooltip: { shared: true },
      plotOptions: {
        series: {
          stacking,
          marker: { enabled: attr.markers && categories.length <= 40, radius: Math.max(2, font / 4), symbol: 'circle' },
        },
        area: { fillOpacity: stacking ? 0.55 : 0.22 },
        areaspline: { fillOpacity: stacking ? 0.55 : 0.22 },
        column: { borderWidth: 0, borderRadius: 3, groupPadding: 0.14, pointPadding: 0.06 },
        bar: { borderWidth: 0, borderRadius: 3, groupPadding: 0.14, pointPadding: 0.06 },
        line: { lineWidth: Math.max(2, font / 6) },
        spline: { lineWidth: Math.max(2, font / 6) },
      },
      series: series.map((s, index): SeriesOptionsType => ({
        type: seriesType,
        name: s.name,
        data: s.values,
        ...(filled && !stacking ? { fillColor: { linearGradient: { x1: 0, y1: 0, x2: 0, y2: 1 }, stops: [[0, fade(index, context, 0.45)], [1, fade(index, context, 0)]] } } : {}),
      }) as SeriesOptionsType),
    });
  };
}

/** The `index`th series colour at `alpha` (area gradients), for hex and rgb(a) colours. */
function fade(index: number, { attr, theme }: ChartContext<CartesianChartAttr>, alpha: number): string {
  const colours = attr.colors.length ? attr.colors : theme.colors;
  return withAlpha(colours[index % colours.length] ?? theme.colors[0]!, alpha);
}
