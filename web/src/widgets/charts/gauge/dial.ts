import { paletteIcon } from '../../paletteIcon';
import { gaugeChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { GAUGE_FIELDS } from '../common/fields';
import { singleValueData } from './samples';

export const dialGaugeChart = chartDefinition({
  type: 'chart.gauge.dial',
  labelKey: 'editor.widgets.chartGaugeDial',
  icon: paletteIcon('TopSpeed20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.DialThumbnail),
  size: [360, 300],
  schema: gaugeChartSchema,
  sample: (language) => ({ label: language === 'zh' ? '负载' : 'Load', unit: '%' }),
  form: GAUGE_FIELDS,
  data: () => singleValueData(64),
  roles: ['value'],
  load: () => import('./render').then((m) => m.DialGaugeChart),
});
