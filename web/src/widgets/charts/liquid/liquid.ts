import { paletteIcon } from '../../paletteIcon';
import { gaugeChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { GAUGE_FIELDS } from '../common/fields';
import { singleValueData } from '../gauge/samples';

export const liquidChart = chartDefinition({
  type: 'chart.liquid',
  labelKey: 'editor.widgets.chartLiquid',
  icon: paletteIcon('Drop20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.LiquidThumbnail),
  size: [300, 300],
  schema: gaugeChartSchema,
  sample: (language) => ({ label: language === 'zh' ? '水库水位' : 'Reservoir' }),
  form: GAUGE_FIELDS.filter((field) => field.key !== 'unit'),
  data: () => singleValueData(64),
  roles: ['value'],
  load: () => import('./LiquidGauge').then((m) => m.LiquidGauge),
});
