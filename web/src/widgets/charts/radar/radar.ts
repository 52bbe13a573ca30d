import { paletteIcon } from '../../paletteIcon';
import { radarChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, FILLED } from '../common/fields';
import { names, pick, type Both } from '../../../../../shared/widgets/sample.js';

const METRICS: ReadonlyArray<[Both, number, number]> = [
  [['质量', 'Quality'], 92, 78],
  [['价格', 'Price'], 70, 88],
  [['交付', 'Delivery'], 85, 74],
  [['服务', 'Service'], 90, 66],
  [['品类', 'Range'], 64, 82],
  [['品牌', 'Brand'], 80, 72],
];

export const radarChart = chartDefinition({
  type: 'chart.radar',
  labelKey: 'editor.widgets.chartRadar',
  icon: paletteIcon('Radar20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.RadarThumbnail),
  size: [420, 360],
  schema: radarChartSchema,
  form: [...COMMON_FIELDS, FILLED],
  data: (language) =>
    staticData(
      METRICS.map(([metric, us, rival]) => ({ metric: pick(metric, language), us, rival })),
      { category: 'metric', series: ['us', 'rival'] },
      { rename: names({ us: ['本公司', 'Us'], rival: ['竞争对手', 'Rival'] }, language) },
    ),
  roles: ['category', 'series'],
  load: () => import('./render').then((m) => m.RadarChart),
});
