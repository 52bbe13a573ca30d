import type { Options } from 'highcharts';
import type { BasicChartAttr } from '../../../../../shared/widgets/charts.js';
import { namedValues } from '../../data/mapping';
import { axisStyle, chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Nightingale rose: equal angles, radius by value (a polar column chart, one colour per petal). */
export function roseOptions(context: ChartContext<BasicChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const points = namedValues(rows, binding.mapping);
  const font = chartFontSize(width, height);
  return withBase(context, {
    chart: { polar: true },
    pane: { size: '74%', background: [{ backgroundColor: 'transparent', borderWidth: 0 }] },
    legend: { enabled: legendShown(attr.legend, 0) },
    xAxis: {
      ...axisStyle(theme, font, ''),
      categories: points.map((p) => p.name),
      labels: {
        ...axisStyle(theme, font, '').labels,
        style: { color: theme.mutedText, fontSize: `${font}px`, textOverflow: 'none', whiteSpace: 'nowrap' },
      },
      lineWidth: 0,
      gridLineWidth: 0,
      tickLength: 0,
    },
    yAxis: {
      ...axisStyle(theme, font, ''),
      labels: { enabled: false },
      gridLineWidth: 1,
      gridLineDashStyle: 'Dot',
      endOnTick: false,
      showLastLabel: false,
    },
    tooltip: { pointFormat: '<b>{point.y}</b>' },
    plotOptions: {
      column: { pointPadding: 0, groupPadding: 0, borderWidth: 1, borderColor: theme.background, colorByPoint: true },
    },
    series: [
      {
        type: 'column',
        name: binding.transform.rename[binding.mapping.value] || binding.mapping.value,
        data: points.map((p) => p.value),
      },
    ],
  });
}
