import type { Language } from '../../errors/catalogue.js';
import { MONTHS } from '../../widgets/sample.js';
import { buildTemplate, frame, rows, type Say, type ScreenTemplate } from './build.js';
import { SAMPLE_APIS } from './live.js';

/** The built-in business screens: sales performance and finance KPIs. */
export const salesPerformance: ScreenTemplate = buildTemplate(
  {
    id: 'sales',
    name: { zh: '销售业绩看板', en: 'Sales performance' },
    description: { zh: '营收趋势、产品占比与销售排行', en: 'Revenue trend, product mix and a sales ranking' },
    mobile: false,
  },
  (say) => ({
    config: { title: say(['销售业绩看板', 'Sales performance']), background: { theme: 'amber', color: '#1a1206' } },
    widgets: [
      ...frame(say, ['销售业绩看板', 'Sales performance']),
      {
        type: 'kpi.number',
        name: say(['本月营收', 'Revenue']),
        box: [40, 120, 440, 160],
        attr: { label: say(['本月营收', 'Revenue this month']), value: 8_620_000, prefix: '¥' },
      },
      {
        type: 'chart.gauge',
        name: say(['目标达成', 'Target']),
        box: [40, 300, 440, 320],
        attr: { label: say(['目标达成', 'Target reached']), max: 100 },
        data: rows([{ value: 86 }]),
      },
      {
        type: 'chart.line',
        name: say(['营收趋势', 'Revenue trend']),
        box: [520, 120, 880, 500],
        data: rows(
          MONTHS.map((m, i) => ({ x: say(m), y: 520 + i * 38 + ((i * 13) % 50) })),
          {},
          { rename: { y: say(['营收（万元）', 'Revenue (¥10k)']) } },
        ),
        live: {
          api: SAMPLE_APIS.monthly,
          mapping: { category: 'month', series: ['revenue'] },
          rename: { revenue: say(['营收（万元）', 'Revenue (¥10k)']) },
        },
      },
      {
        type: 'chart.pie',
        name: say(['产品占比', 'Product mix']),
        box: [1440, 120, 440, 500],
        data: rows(
          (
            [
              [['硬件', 'Hardware'], 45],
              [['软件', 'Software'], 30],
              [['服务', 'Services'], 25],
            ] as const
          ).map(([name, y]) => ({ name: say(name), y })),
          { category: 'name', value: 'y' },
        ),
        live: { api: SAMPLE_APIS.byProduct, mapping: { category: 'product', value: 'revenue' } },
      },
      {
        type: 'table.ranking',
        name: say(['销售排行', 'Top sellers']),
        box: [40, 660, 1840, 380],
        data: rows(
          (
            [
              [['王磊', 'Wang Lei'], 1_280_000],
              [['李娜', 'Li Na'], 1_140_000],
              [['陈晨', 'Chen Chen'], 990_000],
              [['张伟', 'Zhang Wei'], 870_000],
              [['刘洋', 'Liu Yang'], 760_000],
            ] as const
          ).map(([name, value]) => ({ name: say(name), value })),
          { category: 'name' },
        ),
        live: { api: SAMPLE_APIS.byRegion, mapping: { category: 'region', value: 'revenue' } },
      },
    ],
  }),
);

export const financeKpis: ScreenTemplate = buildTemplate(
  {
    id: 'finance-kpis',
    name: { zh: '财务经营指标', en: 'Finance KPIs' },
    description: { zh: '收入、利润、现金流与预算执行', en: 'Revenue, profit, cash flow and budget' },
    mobile: false,
  },
  (say, language) => ({
    config: { title: say(['财务指标', 'Finance KPIs']), background: { theme: 'light-business', color: '#f3f6fa' } },
    widgets: [
      ...frame(say, ['财务经营指标', 'Finance KPIs']),
      {
        type: 'kpi.number',
        name: say(['营业收入', 'Revenue']),
        box: [40, 120, 440, 150],
        attr: { label: say(['营业收入', 'Revenue']), ...hundredMillions(language, 3.82) },
      },
      {
        type: 'kpi.number',
        name: say(['净利润', 'Net profit']),
        box: [520, 120, 440, 150],
        attr: { label: say(['净利润', 'Net profit']), ...hundredMillions(language, 0.61) },
      },
      {
        type: 'kpi.number',
        name: say(['毛利率', 'Margin']),
        box: [1000, 120, 440, 150],
        attr: { label: say(['毛利率', 'Gross margin']), value: 38.4, suffix: '%' },
      },
      {
        type: 'kpi.number',
        name: say(['经营现金流', 'Cash flow']),
        box: [1480, 120, 400, 150],
        attr: { label: say(['经营现金流', 'Operating cash flow']), ...hundredMillions(language, 1.12) },
      },
      {
        type: 'chart.column',
        name: say(['季度营收', 'Quarterly']),
        box: [40, 310, 900, 730],
        attr: { title: say(['季度营收（亿元）', 'Quarterly revenue (¥100M)']), dataLabels: true },
        data: rows(
          // Adds up to the revenue KPI (3.82).
          ['Q1', 'Q2', 'Q3', 'Q4'].map((x, i) => ({ x, y: [0.82, 0.91, 0.98, 1.11][i]! })),
          {},
          { rename: { y: say(['营收（亿元）', 'Revenue (¥100M)']) } },
        ),
      },
      {
        type: 'chart.line',
        name: say(['预算执行', 'Budget execution']),
        box: [980, 310, 900, 730],
        attr: { title: say(['累计预算执行率 %', 'Budget spent to date %']) },
        data: rows(
          MONTHS.map((m, i) => ({
            x: say(m),
            y: Math.round(((i + 1) / 12) * 1000 - 30 * Math.sin((i * Math.PI) / 11)) / 10,
          })),
          {},
          { rename: { y: say(['预算执行率 %', 'Budget spent %']) } },
        ),
      },
    ],
  }),
);

/** A KPI of hundreds of millions of yuan: 3.82 亿 in Chinese, ¥382M in English. */
function hundredMillions(language: Language, value: number) {
  return language === 'zh' ? { value, suffix: '亿' } : { value: Math.round(value * 100), prefix: '¥', suffix: 'M' };
}

const REGIONS = [
  [['华东', 'East'], 4120],
  [['华南', 'South'], 3380],
  [['华北', 'North'], 2960],
  [['华中', 'Central'], 2210],
  [['西南', 'Southwest'], 1870],
  [['西北', 'Northwest'], 1140],
] as const;
const CHANNELS = [
  [['线上', 'Online'], 52],
  [['门店', 'Store'], 33],
  [['渠道伙伴', 'Partner'], 15],
] as const;
const PRODUCTS = [
  [['云服务', 'Cloud'], 3890],
  [['软件', 'Software'], 3410],
  [['硬件', 'Hardware'], 2980],
  [['服务', 'Services'], 2330],
  [['维保', 'Support'], 1190],
] as const;

const revenueTitle = (say: Say) => say(['营收（万元）', 'Revenue (¥10k)']);

/** Retail channels: region, channel, month and product views of the sample sales worksheet. */
export const retailChannels: ScreenTemplate = buildTemplate(
  {
    id: 'retail-channels',
    name: { zh: '零售渠道分析', en: 'Retail channels' },
    description: {
      zh: '按区域、渠道、月份与产品分析销售',
      en: 'Sales by region, channel, month and product',
    },
    mobile: false,
  },
  (say) => ({
    config: { title: say(['零售渠道分析', 'Retail channels']), background: { theme: 'tech-blue', color: '#07142b' } },
    widgets: [
      ...frame(say, ['零售渠道分析', 'Retail channels']),
      {
        type: 'chart.column',
        name: say(['区域营收', 'Revenue by region']),
        box: [40, 120, 900, 460],
        attr: { title: say(['区域营收（万元）', 'Revenue by region (¥10k)']) },
        data: rows(
          REGIONS.map(([name, y]) => ({ x: say(name), y })),
          {},
          { rename: { y: revenueTitle(say) } },
        ),
        live: {
          api: SAMPLE_APIS.byRegion,
          mapping: { category: 'region', series: ['revenue'] },
          rename: { revenue: revenueTitle(say) },
        },
      },
      {
        type: 'chart.pie',
        name: say(['渠道占比', 'Channel mix']),
        box: [980, 120, 900, 460],
        attr: { title: say(['渠道占比', 'Channel mix']) },
        data: rows(
          CHANNELS.map(([name, y]) => ({ name: say(name), y })),
          { category: 'name', value: 'y' },
        ),
        live: { api: SAMPLE_APIS.byChannel, mapping: { category: 'channel', value: 'revenue' } },
      },
      {
        type: 'chart.line',
        name: say(['月度营收', 'Monthly revenue']),
        box: [40, 620, 1200, 420],
        attr: { title: say(['月度营收（万元）', 'Monthly revenue (¥10k)']) },
        data: rows(
          MONTHS.map((m, i) => ({ x: say(m), y: 980 + i * 42 + ((i * 29) % 70) })),
          {},
          { rename: { y: revenueTitle(say) } },
        ),
        live: {
          api: SAMPLE_APIS.monthly,
          mapping: { category: 'month', series: ['revenue'] },
          rename: { revenue: revenueTitle(say) },
        },
      },
      {
        type: 'table.ranking',
        name: say(['产品排行', 'Top products']),
        box: [1280, 620, 600, 420],
        data: rows(
          PRODUCTS.map(([name, value]) => ({ name: say(name), value })),
          { category: 'name' },
        ),
        live: { api: SAMPLE_APIS.byProduct, mapping: { category: 'product', value: 'revenue' } },
      },
    ],
  }),
);
