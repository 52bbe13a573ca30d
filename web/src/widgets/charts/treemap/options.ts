import type { Options } from 'highcharts';
import type { BasicChartAttr } from '../../../../../shared/widgets/charts.js';
import { namedValues } from '../../data/mapping';
import { chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Treemap: one tile per row, area by `value`, one colour per tile, labels on. */
export function treemapOptions(context: ChartContext<BasicChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const tiles = namedValues(rows, binding.mapping).map(({ name, value }) => ({ name, value }));
  const font = chartFontSize(width, height);
  return withBase(context, {
    legend: { enabled: legendShown(attr.legend, 0) },
    tooltip: { pointFormat: '{point.name}: <b>{point.value}</b>' },
    plotOptions: {
      treemap: {
        layoutAlgorithm: 'squarified',
        colorByPoint: true,
        borderWidth: 2,
        borderColor: theme.background,
        borderRadius: 4,
        opacity: 0.92,
        dataLabels: {
          enabled: true,
          format: '{point.name}<br/><span style="opacity:0.75">{point.value}</span>',
          style: { color: theme.light ? theme.background : theme.text, fontSize: `${font}px`, textOutline: 'none' },
        },
      },
    },
    series: [
      { type: 'treemap', name: binding.transform.rename[binding.mapping.value] || binding.mapping.value, data: tiles },
    ],
  });
}
