import { paletteIcon } from '../../paletteIcon';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';

const CATEGORIES: ReadonlyArray<[Both, number]> = [
  [['数码', 'Electronics'], 980],
  [['服饰', 'Apparel'], 820],
  [['家居', 'Home'], 700],
  [['美妆', 'Beauty'], 610],
  [['运动', 'Sports'], 520],
  [['图书', 'Books'], 430],
  [['玩具', 'Toys'], 360],
  [['生鲜', 'Grocery'], 300],
];

export const roseChart = chartDefinition({
  type: 'chart.rose',
  labelKey: 'editor.widgets.chartRose',
  icon: paletteIcon('DataSunburst20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.RoseThumbnail),
  size: [400, 360],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: (language) =>
    staticData(
      CATEGORIES.map(([category, orders]) => ({ category: pick(category, language), orders })),
      { category: 'category', value: 'orders' },
    ),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.RoseChart),
});
