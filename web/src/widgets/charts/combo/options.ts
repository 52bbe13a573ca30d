import type { Options, SeriesOptionsType } from 'highcharts';
import type { ComboChartAttr } from '../../../../../shared/widgets/charts.js';
import { categorySeries } from '../../data/mapping';
import { axisStyle, chartFontSize, compactNumber, legendShown, withBase, type ChartContext } from '../common/base';

/** Columns on the left axis and the last `lineSeries` series as lines on the right axis. */
export function comboOptions(context: ChartContext<ComboChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const { categories, series } = categorySeries(rows, binding.mapping, binding.transform.rename);
  const font = chartFontSize(width, height);
  const firstLine = Math.max(0, series.length - attr.lineSeries);
  const labels = { ...axisStyle(theme, font, '').labels, formatter: compactNumber };
  return withBase(context, {
    legend: { enabled: legendShown(attr.legend, series.length), align: 'right', verticalAlign: 'top' },
    xAxis: { ...axisStyle(theme, font, attr.xTitle), categories, crosshair: true, tickLength: 0 },
    yAxis: [
      { ...axisStyle(theme, font, attr.yTitle), gridLineDashStyle: 'Dash', labels },
      { ...axisStyle(theme, font, attr.y2Title), opposite: true, gridLineWidth: 0, labels },
    ],
    tooltip: { shared: true },
    plotOptions: {
      column: { borderWidth: 0, borderRadius: 3, groupPadding: 0.16 },
      spline: {
        lineWidth: Math.max(2, font / 6),
        marker: { enabled: true, radius: Math.max(3, font / 4), symbol: 'circle' },
      },
    },
    series: series.map((s, index): SeriesOptionsType =>
      index >= firstLine
        ? { type: 'spline', name: s.name, data: s.values, yAxis: 1, zIndex: 2 }
        : { type: 'column', name: s.name, data: s.values, yAxis: 0 },
    ),
  });
}
