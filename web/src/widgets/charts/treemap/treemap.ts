import { paletteIcon } from '../../paletteIcon';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';

const SEGMENTS: ReadonlyArray<[Both, number]> = [
  [['企业', 'Enterprise'], 4200],
  [['政府', 'Government'], 2600],
  [['零售', 'Retail'], 2100],
  [['教育', 'Education'], 1400],
  [['医疗', 'Healthcare'], 1250],
  [['能源', 'Energy'], 900],
  [['物流', 'Logistics'], 760],
  [['传媒', 'Media'], 480],
];

export const treemapChart = chartDefinition({
  type: 'chart.treemap',
  labelKey: 'editor.widgets.chartTreemap',
  icon: paletteIcon('DataTreemap20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.TreemapThumbnail),
  size: [520, 340],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: (language) =>
    staticData(
      SEGMENTS.map(([segment, revenue]) => ({ segment: pick(segment, language), revenue })),
      { category: 'segment', value: 'revenue' },
    ),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.TreemapChart),
});
