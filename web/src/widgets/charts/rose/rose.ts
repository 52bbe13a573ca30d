import { DataSunburst20Regular } from '@fluentui/react-icons';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';

export const roseChart = chartDefinition({
  type: 'chart.rose',
  labelKey: 'editor.widgets.chartRose',
  icon: DataSunburst20Regular,
  size: [400, 360],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: staticData(
    [
      { category: 'Electronics', orders: 980 }, { category: 'Apparel', orders: 820 }, { category: 'Home', orders: 700 }, { category: 'Beauty', orders: 610 },
      { category: 'Sports', orders: 520 }, { category: 'Books', orders: 430 }, { category: 'Toys', orders: 360 }, { category: 'Grocery', orders: 300 },
    ],
    { category: 'category', value: 'orders' },
  ),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.RoseChart),
});
