import type { Options } from 'highcharts';
import type { RadarChartAttr } from '../../../../../shared/widgets/charts.js';
import { categorySeries } from '../../data/mapping';
import { axisStyle, chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Radar: one spoke per category, one polygon per series field. */
export function radarOptions(context: ChartContext<RadarChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const { categories, series } = categorySeries(rows, binding.mapping, binding.transform.rename);
  const font = chartFontSize(width, height);
  const type = attr.filled ? 'area' : 'line';
  return withBase(context, {
    chart: { polar: true },
    pane: { size: '78%' },
    legend: { enabled: legendShown(attr.legend, series.length), align: 'center', verticalAlign: 'bottom' },
    xAxis: {
      ...axisStyle(theme, font, ''),
      categories,
      tickmarkPlacement: 'on',
      lineWidth: 0,
      gridLineColor: theme.grid,
    },
    yAxis: {
      ...axisStyle(theme, font, ''),
      gridLineInterpolation: 'polygon',
      lineWidth: 0,
      min: 0,
      labels: { enabled: false },
    },
    tooltip: { shared: true },
    plotOptions: {
      area: { fillOpacity: 0.25, lineWidth: 2 },
      line: { lineWidth: 2 },
      series: { marker: { enabled: true, radius: 3, symbol: 'circle' } },
    },
    series: series.map((s) => ({ type, name: s.name, data: s.values, pointPlacement: 'on' })),
  });
}
