import { Flow20Regular } from '@fluentui/react-icons';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';

export const sankeyChart = chartDefinition({
  type: 'chart.sankey',
  labelKey: 'editor.widgets.chartSankey',
  icon: Flow20Regular,
  size: [560, 340],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: staticData(
    [
      { from: 'Search', to: 'Product page', visits: 5200 }, { from: 'Social', to: 'Product page', visits: 2600 }, { from: 'Email', to: 'Product page', visits: 1500 },
      { from: 'Search', to: 'Blog', visits: 1800 }, { from: 'Social', to: 'Blog', visits: 1200 },
      { from: 'Product page', to: 'Cart', visits: 4100 }, { from: 'Blog', to: 'Cart', visits: 900 }, { from: 'Product page', to: 'Exit', visits: 5200 },
      { from: 'Blog', to: 'Exit', visits: 2100 }, { from: 'Cart', to: 'Order', visits: 3300 }, { from: 'Cart', to: 'Exit', visits: 1700 },
    ],
    { category: 'from', category2: 'to', value: 'visits' },
  ),
  roles: ['category', 'category2', 'value'],
  load: () => import('./render').then((m) => m.SankeyChart),
});
