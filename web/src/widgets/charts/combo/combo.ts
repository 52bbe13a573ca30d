import { paletteIcon } from '../../paletteIcon';
import { comboChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, LINE_SERIES, X_TITLE, Y2_TITLE, Y_TITLE } from '../common/fields';
import { names } from '../../../../../shared/widgets/sample.js';

const QUARTERS = ['2024 Q1', '2024 Q2', '2024 Q3', '2024 Q4', '2025 Q1', '2025 Q2', '2025 Q3', '2025 Q4'];

export const comboChart = chartDefinition({
  type: 'chart.combo',
  labelKey: 'editor.widgets.chartCombo',
  icon: paletteIcon('DataHistogram20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.ComboThumbnail),
  size: [560, 320],
  schema: comboChartSchema,
  form: [...COMMON_FIELDS, X_TITLE, Y_TITLE, Y2_TITLE, LINE_SERIES],
  data: (language) =>
    staticData(
      QUARTERS.map((quarter, i) => ({
        quarter,
        revenue: Math.round(1200 + i * 160 + Math.sin(i) * 140),
        growth: Math.round((8 + Math.sin(i / 1.4) * 5 + i * 0.6) * 10) / 10,
      })),
      { category: 'quarter', series: ['revenue', 'growth'] },
      { rename: names({ revenue: ['营收', 'Revenue'], growth: ['增长率 %', 'Growth %'] }, language) },
    ),
  roles: ['category', 'series'],
  load: () => import('./render').then((m) => m.ComboChart),
});
