import type { Options } from 'highcharts';
import type { BasicChartAttr } from '../../../../../shared/widgets/charts.js';
import { pairs } from '../../data/mapping';
import { chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Sankey: one link per row from `category` to `category2`, weight from `value`. */
export function sankeyOptions(context: ChartContext<BasicChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const links = pairs(rows, binding.mapping).filter(
    (link) => link.from && link.to && link.from !== link.to && link.value > 0,
  );
  const font = chartFontSize(width, height);
  return withBase(context, {
    legend: { enabled: legendShown(attr.legend, 0) },
    tooltip: { pointFormat: '{point.fromNode.name} → {point.toNode.name}: <b>{point.weight}</b>' },
    plotOptions: {
      sankey: {
        colorByPoint: true,
        linkOpacity: 0.35,
        nodeWidth: Math.max(10, font),
        nodePadding: Math.max(8, font * 0.8),
        borderWidth: 0,
        dataLabels: {
          enabled: true,
          style: { color: theme.text, textOutline: 'none', fontSize: `${font}px`, fontWeight: '500' },
        },
      },
    },
    series: [
      {
        type: 'sankey',
        name: binding.transform.rename[binding.mapping.value] || binding.mapping.value,
        keys: ['from', 'to', 'weight'],
        data: links.map((l) => [l.from, l.to, l.value]),
      },
    ],
  });
}
