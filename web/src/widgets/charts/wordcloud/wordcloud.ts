import { paletteIcon } from '../../paletteIcon';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';

const WORDS: ReadonlyArray<[Both, number]> = [
  [['大屏', 'Dashboard'], 98],
  [['实时', 'Realtime'], 86],
  [['分析', 'Analytics'], 80],
  [['云', 'Cloud'], 72],
  [['传感器', 'Sensors'], 64],
  [['延迟', 'Latency'], 58],
  [['营收', 'Revenue'], 55],
  [['预测', 'Forecast'], 50],
  [['告警', 'Alerts'], 46],
  [['流量', 'Traffic'], 44],
  [['可用性', 'Uptime'], 40],
  [['物流', 'Logistics'], 36],
  [['能源', 'Energy'], 33],
  [['订单', 'Orders'], 30],
  [['地图', 'Maps'], 28],
  [['指标', 'KPI'], 26],
  [['增长', 'Growth'], 24],
  [['设备', 'Devices'], 22],
  [['安全', 'Security'], 20],
  [['存储', 'Storage'], 18],
  [['网络', 'Network'], 16],
  [['计费', 'Billing'], 14],
  [['客服', 'Support'], 12],
  [['导出', 'Export'], 10],
];

export const wordcloudChart = chartDefinition({
  type: 'chart.wordcloud',
  labelKey: 'editor.widgets.chartWordcloud',
  icon: paletteIcon('TextWordCount20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.WordcloudThumbnail),
  size: [480, 320],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: (language) =>
    staticData(
      WORDS.map(([word, count]) => ({ word: pick(word, language), count })),
      { category: 'word', value: 'count' },
    ),
  roles: ['category', 'value'],
  load: () => import('./render').then((m) => m.WordcloudChart),
});
