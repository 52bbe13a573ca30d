import { CircleMultipleSubtractCheckmark20Regular } from '@fluentui/react-icons';
import { xyChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, X_TITLE, Y_TITLE } from '../common/fields';

export const bubbleChart = chartDefinition({
  type: 'chart.bubble',
  labelKey: 'editor.widgets.chartBubble',
  icon: CircleMultipleSubtractCheckmark20Regular,
  size: [480, 320],
  schema: xyChartSchema,
  attr: { dataLabels: true },
  sample: { xTitle: 'Market growth %', yTitle: 'Margin %' },
  form: [...COMMON_FIELDS, X_TITLE, Y_TITLE],
  data: staticData(
    [
      { product: 'Cloud', growth: 28, margin: 42, revenue: 820 },
      { product: 'Devices', growth: 6, margin: 18, revenue: 1240 },
      { product: 'Support', growth: 9, margin: 35, revenue: 460 },
      { product: 'Analytics', growth: 22, margin: 30, revenue: 380 },
      { product: 'Security', growth: 17, margin: 38, revenue: 520 },
      { product: 'Licences', growth: 3, margin: 55, revenue: 690 },
      { product: 'Consulting', growth: 12, margin: 22, revenue: 300 },
    ],
    { category: 'growth', series: ['margin'], value: 'revenue', category2: 'product' },
  ),
  roles: ['category', 'series', 'value', 'category2'],
  load: () => import('./render').then((m) => m.BubbleChart),
});
