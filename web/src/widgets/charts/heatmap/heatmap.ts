import { paletteIcon } from '../../paletteIcon';
import type { Language } from '../../../../../shared/errors/catalogue.js';
import { xyChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, X_TITLE, Y_TITLE } from '../common/fields';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';

const DAYS: readonly Both[] = [
  ['周一', 'Mon'],
  ['周二', 'Tue'],
  ['周三', 'Wed'],
  ['周四', 'Thu'],
  ['周五', 'Fri'],
  ['周六', 'Sat'],
  ['周日', 'Sun'],
];
const SLOTS = ['00-04', '04-08', '08-12', '12-16', '16-20', '20-24'];
/** Weekly load by time slot: busy weekday office hours, quieter nights and weekends. */
const cells = (language: Language) =>
  DAYS.flatMap((day, d) =>
    SLOTS.map((slot, s) => ({
      day: pick(day, language),
      slot,
      load: Math.round(20 + 60 * Math.exp(-(((s - 2.6) / 1.4) ** 2)) * (d < 5 ? 1 : 0.55) + ((d * 7 + s * 13) % 11)),
    })),
  );

export const heatmapChart = chartDefinition({
  type: 'chart.heatmap',
  labelKey: 'editor.widgets.chartHeatmap',
  icon: paletteIcon('Grid20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.HeatmapThumbnail),
  size: [520, 320],
  schema: xyChartSchema,
  form: [...COMMON_FIELDS, X_TITLE, Y_TITLE],
  data: (language) => staticData(cells(language), { category: 'day', category2: 'slot', value: 'load' }),
  roles: ['category', 'category2', 'value'],
  load: () => import('./render').then((m) => m.HeatmapChart),
});
