import { DataFunnel20Regular } from '@fluentui/react-icons';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';

export const funnelChart = chartDefinition({
  type: 'chart.funnel',
  labelKey: 'editor.widgets.chartFunnel',
  icon: DataFunnel20Regular,
  size: [420, 340],
  schema: basicChartSchema,
  attr: { dataLabels: true },
  form: COMMON_FIELDS,
  data: staticData(
    [{ stage: 'Visits', users: 15654 }, { stage: 'Sign-ups', users: 6064 }, { stage: 'Trials', users: 3987 }, { stage: 'Orders', users: 1976 }, { stage: 'Renewals', users: 846 }],
    { category: 'stage', value: 'users' },
  ),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.FunnelChart),
});
