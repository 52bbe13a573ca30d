import { paletteIcon } from '../../paletteIcon';
import { cartesianChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { BAR_FIELDS } from '../common/fields';
import { CITY_ORDERS } from './samples';

export const barChart = chartDefinition({
  type: 'chart.bar',
  labelKey: 'editor.widgets.chartBar',
  glyph: 'bar',
  icon: paletteIcon('DataBarHorizontal20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.BarThumbnail),
  size: [420, 320],
  schema: cartesianChartSchema,
  form: BAR_FIELDS,
  data: CITY_ORDERS,
  roles: ['category', 'series', 'detail'],
  load: () => import('./render').then((m) => m.BarChart),
});
