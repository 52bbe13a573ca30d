import { paletteIcon } from '../../paletteIcon';
import { cartesianChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { LINE_FIELDS } from '../common/fields';
import { MONTHLY_CHANNELS } from './samples';

export const stackedAreaChart = chartDefinition({
  type: 'chart.area.stacked',
  labelKey: 'editor.widgets.chartAreaStacked',
  icon: paletteIcon('ChartMultiple20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.StackedAreaThumbnail),
  size: [480, 300],
  schema: cartesianChartSchema,
  attr: { stacking: 'normal', markers: false },
  form: LINE_FIELDS,
  data: MONTHLY_CHANNELS,
  roles: ['category', 'series'],
  load: () => import('./render').then((m) => m.StackedAreaChart),
});
