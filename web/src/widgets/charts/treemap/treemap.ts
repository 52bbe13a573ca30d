import { DataTreemap20Regular } from '@fluentui/react-icons';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';

export const treemapChart = chartDefinition({
  type: 'chart.treemap',
  labelKey: 'editor.widgets.chartTreemap',
  icon: DataTreemap20Regular,
  size: [520, 340],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: staticData(
    [
      { segment: 'Enterprise', revenue: 4200 }, { segment: 'Government', revenue: 2600 }, { segment: 'Retail', revenue: 2100 },
      { segment: 'Education', revenue: 1400 }, { segment: 'Healthcare', revenue: 1250 }, { segment: 'Energy', revenue: 900 },
      { segment: 'Logistics', revenue: 760 }, { segment: 'Media', revenue: 480 },
    ],
    { category: 'segment', value: 'revenue' },
  ),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.TreemapChart),
});
