import { MONTHS } from '../../widgets/sample.js';
import { buildTemplate, frame, rows, type ScreenTemplate } from './build.js';

/** The built-in monitoring screens: operations, logistics, city traffic and IoT devices. */
export const operationsCentre: ScreenTemplate = buildTemplate(
  {
    id: 'operations-centre',
    name: { zh: '运营指挥中心', en: 'Operations centre' },
    description: { zh: '实时 KPI、全国站点地图与告警列表', en: 'Live KPIs, a national site map and an alert board' },
    mobile: false,
  },
  (say) => ({
    config: { title: say(['运营指挥中心', 'Operations centre']), background: { theme: 'tech-blue', color: '#061629' } },
    widgets: [
      ...frame(say, ['运营指挥中心', 'Operations centre']),
      {
        type: 'kpi.number',
        name: say(['今日订单', 'Orders today']),
        box: [40, 120, 420, 150],
        attr: { label: say(['今日订单', 'Orders today']), value: 128_430, suffix: say(['单', '']) },
      },
      {
        type: 'kpi.number',
        name: say(['系统可用率', 'Availability']),
        box: [40, 290, 420, 150],
        attr: { label: say(['系统可用率', 'System availability']), value: 99.97, suffix: '%' },
      },
      {
        type: 'chart.line',
        name: say(['访问量', 'Traffic']),
        box: [40, 460, 420, 280],
        data: rows(
          MONTHS.map((m, i) => ({ x: say(m), y: 320 + i * 12 + Math.round(40 * Math.sin(i * 0.9)) })),
          {},
          { rename: { y: say(['访问量', 'Visits']) } },
        ),
      },
      {
        type: 'map.china',
        name: say(['站点分布', 'Sites']),
        box: [500, 120, 920, 620],
        attr: { heatPoints: true },
        data: rows(
          (
            [
              [['广东', 'Guangdong'], 96],
              [['浙江', 'Zhejiang'], 81],
              [['江苏', 'Jiangsu'], 79],
              [['北京', 'Beijing'], 77],
              [['上海', 'Shanghai'], 70],
              [['山东', 'Shandong'], 63],
              [['四川', 'Sichuan'], 52],
              [['湖北', 'Hubei'], 47],
              [['陕西', 'Shaanxi'], 33],
              [['辽宁', 'Liaoning'], 28],
            ] as const
          ).map(([region, value]) => ({ region: say(region), value })),
          { category: 'region' },
          { rename: { value: say(['站点数', 'Sites']) } },
        ),
      },
      {
        type: 'table.scroll',
        name: say(['告警', 'Alerts']),
        box: [1460, 120, 420, 620],
        attr: { columns: ['time', 'site', 'level'], rowsVisible: 8 },
        data: rows(
          (
            [
              ['09:12', ['上海-03', 'Shanghai-03'], ['严重', 'Critical']],
              ['09:07', ['成都-11', 'Chengdu-11'], ['警告', 'Warning']],
              ['08:55', ['广州-02', 'Guangzhou-02'], ['提示', 'Notice']],
              ['08:41', ['北京-01', 'Beijing-01'], ['警告', 'Warning']],
              ['08:30', ['武汉-07', 'Wuhan-07'], ['提示', 'Notice']],
              ['08:18', ['杭州-04', 'Hangzhou-04'], ['严重', 'Critical']],
              ['08:02', ['西安-05', "Xi'an-05"], ['提示', 'Notice']],
              ['07:46', ['南京-09', 'Nanjing-09'], ['警告', 'Warning']],
              ['07:33', ['深圳-06', 'Shenzhen-06'], ['提示', 'Notice']],
              ['07:15', ['重庆-12', 'Chongqing-12'], ['警告', 'Warning']],
            ] as const
          ).map(([time, site, level]) => ({ time, site: say(site), level: say(level) })),
          {},
          { rename: { time: say(['时间', 'Time']), site: say(['站点', 'Site']), level: say(['级别', 'Level']) } },
        ),
      },
      {
        type: 'chart.column',
        name: say(['区域业务量', 'By region']),
        box: [40, 780, 1840, 260],
        data: rows(
          (
            [
              ['华东', 'East'],
              ['华南', 'South'],
              ['华北', 'North'],
              ['西南', 'Southwest'],
              ['西北', 'Northwest'],
              ['东北', 'Northeast'],
            ] as const
          ).map((x, i) => ({ x: say(x), y: 900 - i * 110 })),
          {},
          { rename: { y: say(['业务量', 'Volume']) } },
        ),
      },
    ],
  }),
);

export const logisticsMap: ScreenTemplate = buildTemplate(
  {
    id: 'logistics-map',
    name: { zh: '物流网络地图', en: 'Logistics map' },
    description: { zh: '干线飞线、仓储分布与在途运单', en: 'Trunk routes, warehouses and shipments in transit' },
    mobile: false,
  },
  (say) => ({
    config: { title: say(['物流网络', 'Logistics network']), background: { theme: 'neon', color: '#050b1f' } },
    widgets: [
      ...frame(say, ['物流网络监控', 'Logistics network']),
      {
        type: 'map.china',
        name: say(['干线网络', 'Routes']),
        box: [400, 110, 1120, 930],
        attr: { choropleth: false },
        data: rows(
          (
            [
              [['上海', 'Shanghai'], ['成都', 'Chengdu'], 320],
              [['广州', 'Guangzhou'], ['北京', 'Beijing'], 280],
              [['武汉', 'Wuhan'], ['西安', "Xi'an"], 150],
              [['北京', 'Beijing'], ['哈尔滨', 'Harbin'], 130],
              [['上海', 'Shanghai'], ['昆明', 'Kunming'], 110],
              [['广州', 'Guangzhou'], ['重庆', 'Chongqing'], 90],
            ] as const
          ).map(([from, to, value]) => ({ from: say(from), to: say(to), value })),
          { category: 'from', category2: 'to' },
          { rename: { value: say(['运单量', 'Shipments']) } },
        ),
      },
      {
        type: 'kpi.number',
        name: say(['在途运单', 'In transit']),
        box: [40, 120, 340, 140],
        attr: { label: say(['在途运单', 'Shipments in transit']), value: 42_180 },
      },
      {
        type: 'kpi.number',
        name: say(['准时率', 'On time']),
        box: [40, 280, 340, 140],
        attr: { label: say(['准时率', 'On-time rate']), value: 97.2, suffix: '%' },
      },
      {
        type: 'chart.pie',
        name: say(['运输方式', 'Transport mode']),
        box: [40, 440, 340, 300],
        attr: { innerSize: 55 },
        data: rows(
          (
            [
              [['公路', 'Road'], 52],
              [['铁路', 'Rail'], 27],
              [['航空', 'Air'], 13],
              [['水运', 'Water'], 8],
            ] as const
          ).map(([name, y]) => ({ name: say(name), y })),
          { category: 'name', value: 'y' },
        ),
      },
      {
        type: 'chart.area',
        name: say(['每日发货', 'Daily shipments']),
        box: [40, 760, 340, 280],
        data: rows(
          (
            [
              ['周一', 'Mon'],
              ['周二', 'Tue'],
              ['周三', 'Wed'],
              ['周四', 'Thu'],
              ['周五', 'Fri'],
              ['周六', 'Sat'],
              ['周日', 'Sun'],
            ] as const
          ).map((x, i) => ({ x: say(x), y: 5200 + ((i * 830) % 2400) })),
          {},
          { rename: { y: say(['发货量', 'Shipped']) } },
        ),
      },
      {
        type: 'chart.bar',
        name: say(['仓库利用率', 'Warehouses']),
        box: [1540, 120, 340, 440],
        data: rows(
          (
            [
              [['嘉兴仓', 'Jiaxing'], 88],
              [['廊坊仓', 'Langfang'], 74],
              [['东莞仓', 'Dongguan'], 69],
              [['成都仓', 'Chengdu'], 63],
              [['武汉仓', 'Wuhan'], 57],
            ] as const
          ).map(([x, y]) => ({ x: say(x), y })),
          {},
          { rename: { y: say(['库容利用率 %', 'Capacity used %']) } },
        ),
      },
      {
        type: 'table.ranking',
        name: say(['繁忙线路', 'Busiest routes']),
        box: [1540, 580, 340, 460],
        data: rows(
          (
            [
              [['上海—成都', 'Shanghai–Chengdu'], 320],
              [['广州—北京', 'Guangzhou–Beijing'], 280],
              [['武汉—西安', "Wuhan–Xi'an"], 150],
              [['北京—哈尔滨', 'Beijing–Harbin'], 130],
              [['上海—昆明', 'Shanghai–Kunming'], 110],
            ] as const
          ).map(([name, value]) => ({ name: say(name), value })),
          { category: 'name' },
        ),
      },
    ],
  }),
);

export const cityTraffic: ScreenTemplate = buildTemplate(
  {
    id: 'city-traffic',
    name: { zh: '城市交通态势', en: 'City traffic' },
    description: { zh: '拥堵指数、路段排行与客流', en: 'Congestion index, road ranking and ridership' },
    mobile: false,
  },
  (say) => ({
    config: { title: say(['城市交通', 'City traffic']), background: { theme: 'green', color: '#04140d' } },
    widgets: [
      ...frame(say, ['城市交通态势', 'City traffic']),
      {
        type: 'chart.gauge',
        name: say(['拥堵指数', 'Congestion']),
        box: [40, 120, 460, 340],
        attr: { label: say(['拥堵指数', 'Congestion index']), max: 10 },
        data: rows([{ value: 6.4 }]),
      },
      {
        type: 'chart.line',
        name: say(['分时车流', 'Hourly flow']),
        box: [540, 120, 1340, 340],
        data: rows(
          Array.from({ length: 24 }, (_, h) => ({
            x: `${h}:00`,
            y: 200 + Math.round(800 * Math.exp(-(((h - 8) / 2.5) ** 2)) + 700 * Math.exp(-(((h - 18) / 2.5) ** 2))),
          })),
          {},
          { rename: { y: say(['车流量', 'Vehicles']) } },
        ),
      },
      {
        type: 'table.ranking',
        name: say(['拥堵路段', 'Busiest roads']),
        box: [40, 500, 900, 540],
        attr: { rowsVisible: 6 },
        data: rows(
          (
            [
              [['中山路', 'Zhongshan Road'], 8.9],
              [['人民大道', "People's Avenue"], 8.1],
              [['解放路', 'Jiefang Road'], 7.6],
              [['延安高架', "Yan'an Elevated Road"], 7.2],
              [['南京路', 'Nanjing Road'], 6.8],
              [['世纪大道', 'Century Avenue'], 6.1],
            ] as const
          ).map(([name, value]) => ({ name: say(name), value })),
          { category: 'name' },
        ),
      },
      {
        type: 'chart.column',
        name: say(['地铁客流', 'Metro ridership']),
        box: [980, 500, 900, 540],
        data: rows(
          (
            [
              ['1号线', 'Line 1'],
              ['2号线', 'Line 2'],
              ['3号线', 'Line 3'],
              ['4号线', 'Line 4'],
              ['5号线', 'Line 5'],
              ['6号线', 'Line 6'],
            ] as const
          ).map((x, i) => ({ x: say(x), y: 52 - i * 7 })),
          {},
          { rename: { y: say(['客流（万人次）', 'Riders (10k)']) } },
        ),
      },
    ],
  }),
);

export const iotMonitoring: ScreenTemplate = buildTemplate(
  {
    id: 'iot-monitoring',
    name: { zh: '物联网设备监控', en: 'IoT monitoring' },
    description: { zh: '设备在线率、温度曲线与告警', en: 'Device uptime, temperature curves and alarms' },
    mobile: false,
  },
  (say) => ({
    config: { title: say(['设备监控', 'Device monitoring']), background: { theme: 'tech-blue', color: '#07121f' } },
    widgets: [
      ...frame(say, ['物联网设备监控', 'IoT monitoring']),
      {
        type: 'kpi.number',
        name: say(['在线设备', 'Online']),
        box: [40, 120, 440, 150],
        attr: { label: say(['在线设备', 'Devices online']), value: 18_240 },
      },
      {
        type: 'chart.pie',
        name: say(['设备状态', 'Status']),
        box: [40, 290, 440, 360],
        data: rows(
          (
            [
              [['在线', 'Online'], 92],
              [['离线', 'Offline'], 5],
              [['故障', 'Faulty'], 3],
            ] as const
          ).map(([name, y]) => ({ name: say(name), y })),
          { category: 'name', value: 'y' },
        ),
      },
      {
        type: 'chart.line',
        name: say(['温度', 'Temperature']),
        box: [520, 120, 1360, 420],
        data: rows(
          Array.from({ length: 30 }, (_, i) => ({ x: i, y: 21 + Math.round(Math.sin(i / 4) * 30) / 10 })),
          {},
          { rename: { y: say(['温度 ℃', 'Temperature ℃']) } },
        ),
      },
      {
        type: 'table.scroll',
        name: say(['告警', 'Alarms']),
        box: [520, 580, 1360, 460],
        attr: { columns: ['time', 'device', 'alarm'], rowsVisible: 6 },
        data: rows(
          (
            [
              ['10:21', 'PLC-0412', ['温度过高', 'Overheating']],
              ['10:02', 'GW-1093', ['离线', 'Offline']],
              ['09:47', 'SNS-2218', ['电量低', 'Battery low']],
              ['09:30', 'PLC-0377', ['振动异常', 'Abnormal vibration']],
              ['09:12', 'CAM-0051', ['信号弱', 'Weak signal']],
              ['08:54', 'SNS-1904', ['湿度超限', 'Humidity out of range']],
              ['08:31', 'GW-0820', ['固件待升级', 'Firmware update due']],
              ['08:05', 'PLC-0139', ['电流异常', 'Current spike']],
            ] as const
          ).map(([time, device, alarm]) => ({ time, device, alarm: say(alarm) })),
          {},
          { rename: { time: say(['时间', 'Time']), device: say(['设备', 'Device']), alarm: say(['告警', 'Alarm']) } },
        ),
      },
      { type: 'decor.border', name: say(['边框', 'Frame']), box: [20, 100, 480, 580] },
      {
        type: 'chart.progress',
        name: say(['平均负载', 'Average load']),
        box: [40, 720, 440, 320],
        attr: { label: say(['平均负载', 'Average load']), unit: '%' },
        data: rows([{ value: 63 }]),
      },
    ],
  }),
);
