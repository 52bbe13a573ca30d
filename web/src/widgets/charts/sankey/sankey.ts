import { paletteIcon } from '../../paletteIcon';
import { basicChartSchema } from '../../../../../shared/widgets/charts.js';
import { staticData } from '../../../../../shared/widgets/data.js';
import { chartDefinition } from '../common/definition';
import { COMMON_FIELDS } from '../common/fields';
import { pick, type Both } from '../../../../../shared/widgets/sample.js';

const NODES: Readonly<Record<'search' | 'social' | 'email' | 'product' | 'blog' | 'cart' | 'exit' | 'order', Both>> = {
  search: ['搜索', 'Search'],
  social: ['社交媒体', 'Social'],
  email: ['邮件', 'Email'],
  product: ['商品页', 'Product page'],
  blog: ['博客', 'Blog'],
  cart: ['购物车', 'Cart'],
  exit: ['离开', 'Exit'],
  order: ['下单', 'Order'],
};

export const sankeyChart = chartDefinition({
  type: 'chart.sankey',
  labelKey: 'editor.widgets.chartSankey',
  icon: paletteIcon('Flow20Regular'),
  thumbnail: () => import('./thumbnail').then((m) => m.SankeyThumbnail),
  size: [560, 340],
  schema: basicChartSchema,
  form: COMMON_FIELDS,
  data: (language) => {
    const n = (node: keyof typeof NODES) => pick(NODES[node], language);
    return staticData(
      [
        { from: n('search'), to: n('product'), visits: 5200 },
        { from: n('social'), to: n('product'), visits: 2600 },
        { from: n('email'), to: n('product'), visits: 1500 },
        { from: n('search'), to: n('blog'), visits: 1800 },
        { from: n('social'), to: n('blog'), visits: 1200 },
        { from: n('product'), to: n('cart'), visits: 4100 },
        { from: n('blog'), to: n('cart'), visits: 900 },
        { from: n('product'), to: n('exit'), visits: 5200 },
        { from: n('blog'), to: n('exit'), visits: 2100 },
        { from: n('cart'), to: n('order'), visits: 3300 },
        { from: n('cart'), to: n('exit'), visits: 1700 },
      ],
      { category: 'from', category2: 'to', value: 'visits' },
    );
  },
  roles: ['category', 'category2', 'value'],
  load: () => import('./render').then((m) => m.SankeyChart),
});
