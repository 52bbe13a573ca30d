import { TextWordCount20Regular } from '@fluentui/react-icons';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';

const WORDS: Array<[string, number]> = [
  ['Dashboard', 98], ['Realtime', 86], ['Analytics', 80], ['Cloud', 72], ['Sensors', 64], ['Latency', 58], ['Revenue', 55], ['Forecast', 50],
  ['Alerts', 46], ['Traffic', 44], ['Uptime', 40], ['Logistics', 36], ['Energy', 33], ['Orders', 30], ['Maps', 28], ['KPI', 26],
  ['Growth', 24], ['Devices', 22], ['Security', 20], ['Storage', 18], ['Network', 16], ['Billing', 14], ['Support', 12], ['Export', 10],
];

export const wordcloudChart = chartDefinition({
  type: 'chart.wordcloud',
  labelKey: 'editor.widgets.chartWordcloud',
  icon: TextWordCount20Regular,
  size: [480, 320],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: staticData(WORDS.map(([word, count]) => ({ word, count })), { category: 'word', value: 'count' }),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.WordcloudChart),
});
