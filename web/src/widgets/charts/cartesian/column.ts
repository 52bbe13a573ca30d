import { paletteIcon } from '../../paletteIcon';
import { cartesianChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { BAR_FIELDS } from '../common/fields';
import { REGION_PRODUCTS } from './samples';

export const columnChart = chartDefinition({
  type: 'chart.column',
  labelKey: 'editor.widgets.chartColumn',
  icon: paletteIcon('DataBarVertical20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ColumnThumbnail),
  size: [480, 300],
  schema: cartesianChartSchema,
  form: BAR_FIELDS,
  data: REGION_PRODUCTS,
  roles: ['category', 'series', 'detail'],
  load: () => import('./render').then((m) => m.ColumnChart),
});
