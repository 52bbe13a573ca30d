import { Grid20Regular } from '@fluentui/react-icons';
import { xyChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, X_TITLE, Y_TITLE } from '../common/fields';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SLOTS = ['00-04', '04-08', '08-12', '12-16', '16-20', '20-24'];
/** Weekly load by time slot: busy weekday office hours, quieter nights and weekends. */
const cells = DAYS.flatMap((day, d) => SLOTS.map((slot, s) => ({
  day,
  slot,
  load: Math.round(20 + 60 * Math.exp(-(((s - 2.6) / 1.4) ** 2)) * (d < 5 ? 1 : 0.55) + ((d * 7 + s * 13) % 11)),
})));

export const heatmapChart = chartDefinition({
  type: 'chart.heatmap',
  labelKey: 'editor.widgets.chartHeatmap',
  icon: Grid20Regular,
  size: [520, 320],
  schema: xyChartSchema,
  form: [...COMMON_FIELDS, X_TITLE, Y_TITLE],
  data: staticData(cells, { category: 'day', category2: 'slot', value: 'load' }),
  roles: ['category', 'category2', 'value'],
  load: () => import('./render').then((m) => m.HeatmapChart),
});
