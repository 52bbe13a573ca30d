import { LIMITS } from '../../limits.js';
import { buildTemplate, months, rows, type ScreenTemplate } from './build.js';

/**
 * The template gallery of /createScreen: blanks and built-in screens with real content. The
 * widget types are those of the component library (web/src/widgets).
 */
const frame = (title: string, width = 1920) => [
  {
    type: 'decor.titlebar',
    name: 'Title',
    box: [0, 0, width, 90] as [number, number, number, number],
    attr: { text: title },
  },
  {
    type: 'clock',
    name: 'Clock',
    box: [width - 320, 24, 280, 44] as [number, number, number, number],
    attr: { format: 'YYYY-MM-DD HH:mm:ss' },
  },
];

export const TEMPLATES: readonly ScreenTemplate[] = [
  buildTemplate(
    {
      id: 'blank',
      name: { zh: '空白大屏', en: 'Blank screen' },
      description: { zh: '1920 × 1080 空白画布', en: 'An empty 1920 × 1080 canvas' },
      mobile: false,
    },
    { width: LIMITS.canvasDefault.width, height: LIMITS.canvasDefault.height },
    [],
  ),
  buildTemplate(
    {
      id: 'mobile-blank',
      name: { zh: '空白移动端', en: 'Blank mobile' },
      description: { zh: '750 宽的移动端画布', en: 'An empty 750-wide mobile canvas' },
      mobile: true,
    },
    { width: LIMITS.mobileRecommendedWidth, height: 1334, scaling: 'mobile' },
    [],
  ),
  buildTemplate(
    {
      id: 'operations-centre',
      name: { zh: '运营指挥中心', en: 'Operations centre' },
      description: { zh: '实时 KPI、全国站点地图与告警列表', en: 'Live KPIs, a national site map and an alert board' },
      mobile: false,
    },
    { title: '运营指挥中心', background: { theme: 'tech-blue', color: '#061629' } },
    [
      ...frame('运营指挥中心'),
      {
        type: 'kpi.number',
        name: 'Orders today',
        box: [40, 120, 420, 150],
        attr: { label: '今日订单', value: 128_430, suffix: '单' },
      },
      {
        type: 'kpi.number',
        name: 'Availability',
        box: [40, 290, 420, 150],
        attr: { label: '系统可用率', value: 99.97, suffix: '%' },
      },
      {
        type: 'chart.line',
        name: 'Traffic',
        box: [40, 460, 420, 280],
        data: rows(
          months.map((m, i) => ({ x: m, y: 320 + ((i * 47) % 180) })),
          {},
          { rename: { y: '访问量' } },
        ),
      },
      {
        type: 'map.china',
        name: 'Sites',
        box: [500, 120, 920, 720],
        attr: { heatPoints: true },
        data: rows(
          [
            { region: '广东', value: 96 },
            { region: '浙江', value: 81 },
            { region: '北京', value: 77 },
            { region: '四川', value: 52 },
          ],
          { category: 'region' },
          { rename: { value: '站点数' } },
        ),
      },
      {
        type: 'table.scroll',
        name: 'Alerts',
        box: [1460, 120, 420, 620],
        attr: { columns: ['time', 'site', 'level'] },
        data: rows(
          [
            { time: '09:12', site: '上海-03', level: '严重' },
            { time: '09:07', site: '成都-11', level: '警告' },
            { time: '08:55', site: '广州-02', level: '提示' },
          ],
          {},
          { rename: { time: '时间', site: '站点', level: '级别' } },
        ),
      },
      {
        type: 'chart.column',
        name: 'By region',
        box: [40, 780, 1840, 260],
        data: rows(
          ['华东', '华南', '华北', '西南', '西北', '东北'].map((x, i) => ({ x, y: 900 - i * 110 })),
          {},
          { rename: { y: '业务量' } },
        ),
      },
    ],
  ),
  buildTemplate(
    {
      id: 'sales',
      name: { zh: '销售业绩看板', en: 'Sales performance' },
      description: { zh: '营收趋势、产品占比与销售排行', en: 'Revenue trend, product mix and a sales ranking' },
      mobile: false,
    },
    { title: '销售业绩看板', background: { theme: 'amber', color: '#1a1206' } },
    [
      ...frame('销售业绩看板'),
      {
        type: 'kpi.number',
        name: 'Revenue',
        box: [40, 120, 440, 160],
        attr: { label: '本月营收', value: 8_620_000, prefix: '¥' },
      },
      {
        type: 'chart.gauge',
        name: 'Target',
        box: [40, 300, 440, 320],
        attr: { label: '目标达成', max: 100 },
        data: rows([{ value: 86 }]),
      },
      {
        type: 'chart.line',
        name: 'Revenue trend',
        box: [520, 120, 880, 500],
        data: rows(
          months.map((m, i) => ({ x: m, y: 520 + i * 38 + ((i * 13) % 50) })),
          {},
          { rename: { y: '营收（万元）' } },
        ),
      },
      {
        type: 'chart.pie',
        name: 'Product mix',
        box: [1440, 120, 440, 500],
        data: rows(
          [
            { name: '硬件', y: 45 },
            { name: '软件', y: 30 },
            { name: '服务', y: 25 },
          ],
          { category: 'name', value: 'y' },
        ),
      },
      {
        type: 'table.ranking',
        name: 'Top sellers',
        box: [40, 660, 1840, 380],
        data: rows(
          [
            { name: '王磊', value: 1_280_000 },
            { name: '李娜', value: 1_140_000 },
            { name: '陈晨', value: 990_000 },
          ],
          { category: 'name' },
        ),
      },
    ],
  ),
  buildTemplate(
    {
      id: 'logistics-map',
      name: { zh: '物流网络地图', en: 'Logistics map' },
      description: { zh: '干线飞线、仓储分布与在途运单', en: 'Trunk routes, warehouses and shipments in transit' },
      mobile: false,
    },
    { title: '物流网络', background: { theme: 'neon', color: '#050b1f' } },
    [
      ...frame('物流网络监控'),
      {
        type: 'map.china',
        name: 'Routes',
        box: [360, 110, 1200, 900],
        attr: { choropleth: false },
        data: rows(
          [
            { from: '上海', to: '成都', value: 320 },
            { from: '广州', to: '北京', value: 280 },
            { from: '武汉', to: '西安', value: 150 },
          ],
          { category: 'from', category2: 'to' },
          { rename: { value: '运单量' } },
        ),
      },
      { type: 'kpi.number', name: 'In transit', box: [40, 130, 300, 150], attr: { label: '在途运单', value: 42_180 } },
      {
        type: 'kpi.number',
        name: 'On time',
        box: [40, 300, 300, 150],
        attr: { label: '准时率', value: 97.2, suffix: '%' },
      },
      {
        type: 'chart.bar',
        name: 'Warehouses',
        box: [1580, 130, 300, 600],
        data: rows(
          [
            { x: '嘉兴仓', y: 88 },
            { x: '廊坊仓', y: 74 },
            { x: '东莞仓', y: 69 },
          ],
          {},
          { rename: { y: '库容利用率 %' } },
        ),
      },
    ],
  ),
  buildTemplate(
    {
      id: 'city-traffic',
      name: { zh: '城市交通态势', en: 'City traffic' },
      description: { zh: '拥堵指数、路段排行与客流', en: 'Congestion index, road ranking and ridership' },
      mobile: false,
    },
    { title: '城市交通', background: { theme: 'green', color: '#04140d' } },
    [
      ...frame('城市交通态势'),
      {
        type: 'chart.gauge',
        name: 'Congestion',
        box: [40, 120, 460, 340],
        attr: { label: '拥堵指数', max: 10 },
        data: rows([{ value: 6.4 }]),
      },
      {
        type: 'chart.line',
        name: 'Hourly flow',
        box: [540, 120, 1340, 340],
        data: rows(
          Array.from({ length: 24 }, (_, h) => ({
            x: `${h}:00`,
            y: 200 + Math.round(800 * Math.exp(-(((h - 8) / 2.5) ** 2)) + 700 * Math.exp(-(((h - 18) / 2.5) ** 2))),
          })),
          {},
          { rename: { y: '车流量' } },
        ),
      },
      {
        type: 'table.ranking',
        name: 'Busiest roads',
        box: [40, 500, 900, 540],
        data: rows(
          [
            { name: '中山路', value: 8.9 },
            { name: '人民大道', value: 8.1 },
            { name: '解放路', value: 7.6 },
          ],
          { category: 'name' },
        ),
      },
      {
        type: 'chart.column',
        name: 'Metro ridership',
        box: [980, 500, 900, 540],
        data: rows(
          ['1号线', '2号线', '3号线', '4号线'].map((x, i) => ({ x, y: 52 - i * 9 })),
          {},
          { rename: { y: '客流（万人次）' } },
        ),
      },
    ],
  ),
  buildTemplate(
    {
      id: 'iot-monitoring',
      name: { zh: '物联网设备监控', en: 'IoT monitoring' },
      description: { zh: '设备在线率、温度曲线与告警', en: 'Device uptime, temperature curves and alarms' },
      mobile: false,
    },
    { title: '设备监控', background: { theme: 'tech-blue', color: '#07121f' } },
    [
      ...frame('物联网设备监控'),
      { type: 'kpi.number', name: 'Online', box: [40, 120, 440, 150], attr: { label: '在线设备', value: 18_240 } },
      {
        type: 'chart.pie',
        name: 'Status',
        box: [40, 290, 440, 360],
        data: rows(
          [
            { name: '在线', y: 92 },
            { name: '离线', y: 5 },
            { name: '故障', y: 3 },
          ],
          { category: 'name', value: 'y' },
        ),
      },
      {
        type: 'chart.line',
        name: 'Temperature',
        box: [520, 120, 1360, 420],
        data: rows(
          Array.from({ length: 30 }, (_, i) => ({ x: i, y: 21 + Math.round(Math.sin(i / 4) * 30) / 10 })),
          {},
          { rename: { y: '温度 ℃' } },
        ),
      },
      {
        type: 'table.scroll',
        name: 'Alarms',
        box: [520, 580, 1360, 460],
        attr: { columns: ['time', 'device', 'alarm'] },
        data: rows(
          [
            { device: 'PLC-0412', alarm: '温度过高', time: '10:21' },
            { device: 'GW-1093', alarm: '离线', time: '10:02' },
            { device: 'SNS-2218', alarm: '电量低', time: '09:47' },
            { device: 'PLC-0377', alarm: '振动异常', time: '09:30' },
            { device: 'CAM-0051', alarm: '信号弱', time: '09:12' },
          ],
          {},
          { rename: { time: '时间', device: '设备', alarm: '告警' } },
        ),
      },
      { type: 'decor.border', name: 'Frame', box: [20, 100, 480, 580] },
      {
        type: 'chart.progress',
        name: 'Average load',
        box: [40, 720, 440, 320],
        attr: { label: '平均负载', unit: '%' },
        data: rows([{ value: 63 }]),
      },
    ],
  ),
  buildTemplate(
    {
      id: 'finance-kpis',
      name: { zh: '财务经营指标', en: 'Finance KPIs' },
      description: { zh: '收入、利润、现金流与预算执行', en: 'Revenue, profit, cash flow and budget' },
      mobile: false,
    },
    { title: '财务指标', background: { theme: 'light-business', color: '#f3f6fa' } },
    [
      ...frame('财务经营指标'),
      {
        type: 'kpi.number',
        name: 'Revenue',
        box: [40, 120, 440, 150],
        attr: { label: '营业收入', value: 3.82, suffix: '亿' },
      },
      {
        type: 'kpi.number',
        name: 'Net profit',
        box: [520, 120, 440, 150],
        attr: { label: '净利润', value: 0.61, suffix: '亿' },
      },
      {
        type: 'kpi.number',
        name: 'Margin',
        box: [1000, 120, 440, 150],
        attr: { label: '毛利率', value: 38.4, suffix: '%' },
      },
      {
        type: 'kpi.number',
        name: 'Cash',
        box: [1480, 120, 400, 150],
        attr: { label: '经营现金流', value: 1.12, suffix: '亿' },
      },
      {
        type: 'chart.column',
        name: 'Quarterly',
        box: [40, 310, 900, 730],
        data: rows(
          ['Q1', 'Q2', 'Q3', 'Q4'].map((x, i) => ({ x, y: 0.8 + i * 0.14 })),
          {},
          { rename: { y: '营收（亿元）' } },
        ),
      },
      {
        type: 'chart.line',
        name: 'Budget execution',
        box: [980, 310, 900, 730],
        data: rows(
          months.map((m, i) => ({ x: m, y: Math.round(((i + 1) / 12) * 1000) / 10 })),
          {},
          { rename: { y: '预算执行率 %' } },
        ),
      },
    ],
  ),
];

export function findTemplate(id: string): ScreenTemplate | undefined {
  return TEMPLATES.find((template) => template.id === id);
}
