import { paletteIcon } from '../../paletteIcon';
import { xyChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, X_TITLE, Y_TITLE } from '../common/fields';
import { names } from '../../../../../shared/widgets/sample.js';

/** Two clouds of points along a trend (deterministic, no randomness in defaults). */
const points = Array.from({ length: 36 }, (_, i) => {
  const x = 20 + i * 2.4;
  return {
    price: Math.round(x * 10) / 10,
    north: Math.round((x * 1.6 + 30 + Math.sin(i * 1.7) * 18) * 10) / 10,
    south: Math.round((x * 1.1 + 10 + Math.cos(i * 1.3) * 16) * 10) / 10,
  };
});

export const scatterChart = chartDefinition({
  type: 'chart.scatter',
  labelKey: 'editor.widgets.chartScatter',
  icon: paletteIcon('DataScatter20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ScatterThumbnail),
  size: [480, 320],
  schema: xyChartSchema,
  sample: (language) =>
    language === 'zh' ? { xTitle: '价格', yTitle: '需求量' } : { xTitle: 'Price', yTitle: 'Demand' },
  form: [...COMMON_FIELDS, X_TITLE, Y_TITLE],
  data: (language) =>
    staticData(
      points,
      { category: 'price', series: ['north', 'south'] },
      { rename: names({ north: ['北区', 'North'], south: ['南区', 'South'] }, language) },
    ),
  roles: ['category', 'series'],
  load: () => import('./render').then((m) => m.ScatterChart),
});
