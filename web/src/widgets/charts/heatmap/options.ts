import type { Options } from 'highcharts';
import type { XyChartAttr } from '../../../../../shared/widgets/charts.js';
import { pairs } from '../../data/mapping';
import { axisStyle, chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Distinct values in first-seen order. */
const distinct = (values: readonly string[]) => [...new Set(values)];

/** Heatmap: columns from `category`, rows from `category2`, cell colour from `value` on the theme's scale. */
export function heatmapOptions(context: ChartContext<XyChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const cells = pairs(rows, binding.mapping);
  const xs = distinct(cells.map((c) => c.from));
  const ys = distinct(cells.map((c) => c.to));
  const font = chartFontSize(width, height);
  const stops =
    attr.colors.length >= 2
      ? attr.colors.map((c, i, all) => [i / (all.length - 1), c] as [number, string])
      : theme.scale.map((c, i) => [i / 2, c] as [number, string]);
  return withBase(context, {
    chart: { type: 'heatmap' },
    xAxis: { ...axisStyle(theme, font, attr.xTitle), categories: xs, lineWidth: 0, tickLength: 0 },
    yAxis: { ...axisStyle(theme, font, attr.yTitle), categories: ys, reversed: true, gridLineWidth: 0 },
    colorAxis: { stops, labels: { style: { color: theme.mutedText } } },
    legend: {
      enabled: legendShown(attr.legend, 2),
      align: 'right',
      layout: 'vertical',
      verticalAlign: 'middle',
      symbolHeight: Math.max(40, height - font * 8),
    },
    tooltip: { pointFormat: '{point.value}' },
    plotOptions: {
      heatmap: {
        borderWidth: 2,
        borderColor: theme.background,
        borderRadius: 3,
        dataLabels: { enabled: attr.dataLabels },
      },
    },
    series: [
      {
        type: 'heatmap',
        name: binding.transform.rename[binding.mapping.value] || binding.mapping.value,
        data: cells.map((c) => [xs.indexOf(c.from), ys.indexOf(c.to), c.value]),
      },
    ],
  });
}
