import { paletteIcon } from '../../paletteIcon';
import { pieChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, INNER_SIZE } from '../common/fields';
import { CHANNEL_SHARE } from './samples';

export const pieChart = chartDefinition({
  type: 'chart.pie',
  labelKey: 'editor.widgets.chartPie',
  glyph: 'pie',
  icon: paletteIcon('DataPie20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.PieThumbnail),
  size: [400, 360],
  schema: pieChartSchema,
  attr: { innerSize: 0, dataLabels: true },
  form: [...COMMON_FIELDS, INNER_SIZE],
  data: CHANNEL_SHARE,
  roles: ['category', 'value', 'detail'],
  load: () => import('./render').then((m) => m.PieChart),
});
