import { paletteIcon } from '../../paletteIcon';
import { cartesianChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { LINE_FIELDS } from '../common/fields';
import { MONTHLY_CHANNELS } from './samples';

export const areaChart = chartDefinition({
  type: 'chart.area',
  labelKey: 'editor.widgets.chartArea',
  glyph: 'line',
  icon: paletteIcon('DataArea20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.AreaThumbnail),
  size: [480, 300],
  schema: cartesianChartSchema,
  form: LINE_FIELDS,
  data: MONTHLY_CHANNELS,
  roles: ['category', 'series'],
  load: () => import('./render').then((m) => m.AreaChart),
});
