import { paletteIcon } from '../../paletteIcon';
import { gaugeChartSchema } from '../../../../../shared/widgets/charts.js';
import { chartDefinition } from '../common/definition';
import { GAUGE_FIELDS } from '../common/fields';
import { singleValueData } from '../gauge/samples';

export const progressChart = chartDefinition({
  type: 'chart.progress',
  labelKey: 'editor.widgets.chartProgress',
  icon: paletteIcon('CircleHalfFill20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.ProgressThumbnail),
  size: [300, 300],
  schema: gaugeChartSchema,
  sample: (language) => ({ label: language === 'zh' ? '年度目标' : 'Annual target' }),
  form: GAUGE_FIELDS.filter((field) => field.key !== 'unit'),
  data: () => singleValueData(78),
  roles: ['value'],
  load: () => import('./render').then((m) => m.ProgressRingChart),
});
