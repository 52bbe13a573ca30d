import type { Options } from 'highcharts';
import type { BasicChartAttr } from '../../../../../shared/widgets/charts.js';
import { namedValues } from '../../data/mapping';
import { chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Funnel: one stage per row, widest first as given; labels show the stage and its value. */
export function funnelOptions(context: ChartContext<BasicChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const stages = namedValues(rows, binding.mapping).map(({ name, value }) => ({ name, y: value }));
  const font = chartFontSize(width, height);
  const legend = legendShown(attr.legend, attr.dataLabels ? 0 : stages.length);
  return withBase(context, {
    legend: { enabled: legend, align: 'right', verticalAlign: 'middle', layout: 'vertical' },
    tooltip: { pointFormat: '<b>{point.y}</b>' },
    plotOptions: {
      funnel: {
        neckWidth: '28%',
        neckHeight: '22%',
        width: attr.dataLabels ? '62%' : '86%',
        center: [attr.dataLabels ? '38%' : '50%', '50%'],
        borderWidth: 1,
        borderColor: theme.background,
        showInLegend: legend,
        dataLabels: {
          enabled: attr.dataLabels,
          format: '{point.name} <span style="opacity:0.7">{point.y}</span>',
          softConnector: true,
          distance: font,
          connectorColor: theme.axis,
        },
      },
    },
    series: [
      { type: 'funnel', name: binding.transform.rename[binding.mapping.value] || binding.mapping.value, data: stages },
    ],
  });
}
