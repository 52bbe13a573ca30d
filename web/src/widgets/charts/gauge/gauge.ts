import { paletteIcon } from '../../paletteIcon';
import { gaugeChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { GAUGE_FIELDS } from '../common/fields';
import { singleValueData } from './samples';

export const gaugeChart = chartDefinition({
  type: 'chart.gauge',
  labelKey: 'editor.widgets.chartGauge',
  glyph: 'gauge',
  icon: paletteIcon('Gauge20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.GaugeThumbnail),
  size: [360, 300],
  schema: gaugeChartSchema,
  sample: (language) => ({ label: language === 'zh' ? '完成率' : 'Completion', unit: '%' }),
  form: GAUGE_FIELDS,
  data: () => singleValueData(72),
  roles: ['value'],
  load: () => import('./render').then((m) => m.SolidGaugeChart),
});
