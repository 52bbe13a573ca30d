import { paletteIcon } from '../../paletteIcon';
import { cartesianChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { BAR_FIELDS } from '../common/fields';
import { REGION_PRODUCTS } from './samples';

export const stackedColumnChart = chartDefinition({
  type: 'chart.column.stacked',
  labelKey: 'editor.widgets.chartColumnStacked',
  icon: paletteIcon('DataBarVerticalAscending20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.StackedColumnThumbnail),
  size: [480, 300],
  schema: cartesianChartSchema,
  attr: { stacking: 'normal' },
  form: BAR_FIELDS,
  data: REGION_PRODUCTS,
  roles: ['category', 'series', 'detail'],
  load: () => import('./render').then((m) => m.ColumnChart),
});
