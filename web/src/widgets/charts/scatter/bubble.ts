import { paletteIcon } from '../../paletteIcon';
import { xyChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS, X_TITLE, Y_TITLE } from '../common/fields';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';

const PRODUCTS: ReadonlyArray<[Both, number, number, number]> = [
  [['云服务', 'Cloud'], 28, 42, 820],
  [['设备', 'Devices'], 6, 18, 1240],
  [['运维支持', 'Support'], 9, 35, 460],
  [['数据分析', 'Analytics'], 22, 30, 380],
  [['安全', 'Security'], 17, 38, 520],
  [['授权', 'Licences'], 3, 55, 690],
  [['咨询', 'Consulting'], 12, 22, 300],
];

export const bubbleChart = chartDefinition({
  type: 'chart.bubble',
  labelKey: 'editor.widgets.chartBubble',
  icon: paletteIcon('CircleMultipleSubtractCheckmark20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.BubbleThumbnail),
  size: [480, 320],
  schema: xyChartSchema,
  attr: { dataLabels: true },
  sample: (language) =>
    language === 'zh'
      ? { xTitle: '市场增速 %', yTitle: '毛利率 %' }
      : { xTitle: 'Market growth %', yTitle: 'Margin %' },
  form: [...COMMON_FIELDS, X_TITLE, Y_TITLE],
  data: (language) =>
    staticData(
      PRODUCTS.map(([product, growth, margin, revenue]) => ({
        product: pick(product, language),
        growth,
        margin,
        revenue,
      })),
      { category: 'growth', series: ['margin'], value: 'revenue', category2: 'product' },
    ),
  roles: ['category', 'series', 'value', 'category2'],
  load: () => import('./render').then((m) => m.BubbleChart),
});
