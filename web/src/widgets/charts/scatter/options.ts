import type { Options } from 'highcharts';
import type { XyChartAttr } from '../../../../../shared/widgets/charts.js';
import { bubbles, xySeries } from '../../data/mapping';
import { axisStyle, chartFontSize, compactNumber, legendShown, withBase, type ChartContext } from '../common/base';

function xyAxes({ attr, theme, width, height }: ChartContext<XyChartAttr>): Options {
  const font = chartFontSize(width, height);
  const labels = { ...axisStyle(theme, font, '').labels, formatter: compactNumber };
  return {
    xAxis: {
      ...axisStyle(theme, font, attr.xTitle),
      labels,
      gridLineWidth: 1,
      gridLineDashStyle: 'Dot',
      tickLength: 0,
    },
    yAxis: { ...axisStyle(theme, font, attr.yTitle), labels, gridLineDashStyle: 'Dot' },
  };
}

/** Scatter: numeric x from `category`, one point set per `series` field. */
export function scatterOptions(context: ChartContext<XyChartAttr>): Options {
  const { attr, rows, binding, width, height } = context;
  const sets = xySeries(rows, binding.mapping, binding.transform.rename);
  const font = chartFontSize(width, height);
  return withBase(context, {
    ...xyAxes(context),
    legend: { enabled: legendShown(attr.legend, sets.length), align: 'right', verticalAlign: 'top' },
    tooltip: { pointFormat: '{point.x}, <b>{point.y}</b>' },
    plotOptions: {
      scatter: { marker: { radius: Math.max(3, font / 3), symbol: 'circle', lineWidth: 0 }, opacity: 0.85 },
    },
    series: sets.map((set) => ({ type: 'scatter', name: set.name, data: set.points })),
  });
}

/** Bubble: x from `category`, y from the first series field, size from `value`, name from `category2`. */
export function bubbleOptions(context: ChartContext<XyChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const points = bubbles(rows, binding.mapping);
  const font = chartFontSize(width, height);
  return withBase(context, {
    ...xyAxes(context),
    legend: { enabled: legendShown(attr.legend, 0) },
    tooltip: { pointFormat: '<b>{point.name}</b><br/>{point.x}, {point.y}, {point.z}' },
    plotOptions: {
      bubble: {
        colorByPoint: true,
        minSize: Math.round(font * 0.8),
        maxSize: '22%',
        marker: { fillOpacity: 0.55, lineWidth: 1 },
        dataLabels: { format: '{point.name}', style: { color: theme.text } },
      },
    },
    series: [
      { type: 'bubble', name: binding.transform.rename[binding.mapping.value] || binding.mapping.value, data: points },
    ],
  });
}
