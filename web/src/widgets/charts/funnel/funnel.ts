import { paletteIcon } from '../../paletteIcon';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';

const STAGES: ReadonlyArray<[Both, number]> = [
  [['访问', 'Visits'], 15654],
  [['注册', 'Sign-ups'], 6064],
  [['试用', 'Trials'], 3987],
  [['下单', 'Orders'], 1976],
  [['续费', 'Renewals'], 846],
];

export const funnelChart = chartDefinition({
  type: 'chart.funnel',
  labelKey: 'editor.widgets.chartFunnel',
  icon: paletteIcon('DataFunnel20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.FunnelThumbnail),
  size: [420, 340],
  schema: basicChartSchema,
  attr: { dataLabels: true },
  form: COMMON_FIELDS,
  data: (language) =>
    staticData(
      STAGES.map(([stage, users]) => ({ stage: pick(stage, language), users })),
      { category: 'stage', value: 'users' },
    ),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.FunnelChart),
});
