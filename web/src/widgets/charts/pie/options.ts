import type { Options } from 'highcharts';
import type { PieChartAttr } from '../../../../../shared/widgets/charts.js';
import { namedValues } from '../../data/mapping';
import { chartFontSize, legendShown, withBase, type ChartContext } from '../common/base';

/** Pie and donut: one slice per row (`category` → name, `value` → size). `auto` legend only without labels. */
export function pieOptions(context: ChartContext<PieChartAttr>): Options {
  const { attr, rows, binding, theme, width, height } = context;
  const points = namedValues(rows, binding.mapping).map(({ name, value }) => ({ name, y: value }));
  const font = chartFontSize(width, height);
  const legend = legendShown(attr.legend, attr.dataLabels ? 0 : points.length);
  const wide = width > height * 1.3;
  return withBase(context, {
    legend: legend
      ? wide
        ? { enabled: true, layout: 'vertical', align: 'right', verticalAlign: 'middle' }
        : { enabled: true, layout: 'horizontal', align: 'center', verticalAlign: 'bottom' }
      : { enabled: false },
    tooltip: { pointFormat: '<b>{point.y}</b> ({point.percentage:.1f}%)' },
    plotOptions: {
      pie: {
        innerSize: `${attr.innerSize}%`,
        borderWidth: 2,
        borderColor: theme.background,
        borderRadius: 4,
        showInLegend: legend,
        dataLabels: {
          enabled: attr.dataLabels,
          format: '{point.name} {point.percentage:.0f}%',
          distance: Math.round(font * 1.2),
          connectorColor: theme.axis,
        },
      },
    },
    series: [
      { type: 'pie', name: binding.transform.rename[binding.mapping.value] || binding.mapping.value, data: points },
    ],
  });
}
