import type { Options } from 'highcharts';
import type { BasicChartAttr } from '../../../../../shared/widgets/charts.js';
import { namedValues } from '../../data/mapping';
import { chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Word cloud: one word per row, size by `value`, horizontal and vertical words. */
export function wordcloudOptions(context: ChartContext<BasicChartAttr>): Options {
  const { attr, rows, binding, width, height } = context;
  const words = namedValues(rows, binding.mapping).map(({ name, value }) => ({ name, weight: value }));
  const font = chartFontSize(width, height);
  return withBase(context, {
    legend: { enabled: legendShown(attr.legend, 0) },
    tooltip: { pointFormat: '<b>{point.weight}</b>' },
    plotOptions: {
      wordcloud: {
        colorByPoint: true,
        minFontSize: Math.max(10, font * 0.8),
        maxFontSize: Math.max(24, Math.min(width, height) / 5),
        rotation: { from: 0, to: 90, orientations: 2 },
        style: { fontFamily: 'inherit', fontWeight: '600' },
        spiral: 'rectangular',
        placementStrategy: 'center',
      },
    },
    series: [
      {
        type: 'wordcloud',
        name: binding.transform.rename[binding.mapping.value] || binding.mapping.value,
        data: words,
      },
    ],
  });
}
