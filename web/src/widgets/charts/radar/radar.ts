import { Radar20Regular } from '@fluentui/react-icons';
import { radarChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, FILLED } from '../common/fields';

export const radarChart = chartDefinition({
  type: 'chart.radar',
  labelKey: 'editor.widgets.chartRadar',
  icon: Radar20Regular,
  size: [420, 360],
  schema: radarChartSchema,
  form: [...COMMON_FIELDS, FILLED],
  data: staticData(
    [
      { metric: 'Quality', us: 92, rival: 78 }, { metric: 'Price', us: 70, rival: 88 }, { metric: 'Delivery', us: 85, rival: 74 },
      { metric: 'Service', us: 90, rival: 66 }, { metric: 'Range', us: 64, rival: 82 }, { metric: 'Brand', us: 80, rival: 72 },
    ],
    { category: 'metric', series: ['us', 'rival'] },
    { rename: { us: 'Us', rival: 'Rival' } },
  ),
  roles: ['category', 'series'],
  load: () => import('./render').then((m) => m.RadarChart),
});
