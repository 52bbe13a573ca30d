import { paletteIcon } from '../../paletteIcon';
import { pieChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, INNER_SIZE } from '../common/fields';
import { CHANNEL_SHARE } from './samples';

export const donutChart = chartDefinition({
  type: 'chart.donut',
  labelKey: 'editor.widgets.chartDonut',
  icon: paletteIcon('DataUsage20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.DonutThumbnail),
  size: [400, 360],
  schema: pieChartSchema,
  attr: { innerSize: 62, dataLabels: true },
  form: [...COMMON_FIELDS, INNER_SIZE],
  data: CHANNEL_SHARE,
  roles: ['category', 'value', 'detail'],
  load: () => import('./render').then((m) => m.PieChart),
});
