import { staticData } from '../../../../shared/widgets/data.js';
import { names, pick, type Both, type Sample } from '../../../../shared/widgets/sample.js';

const ALARM_ROWS: ReadonlyArray<[time: string, site: Both, event: Both, level: Both]> = [
  ['10:42:18', ['上海数据中心-03', 'Shanghai DC-03'], ['CPU 负载 97%', 'CPU load 97%'], ['严重', 'Critical']],
  ['10:39:05', ['成都边缘-11', 'Chengdu Edge-11'], ['链路延迟 420 ms', 'Link latency 420 ms'], ['重要', 'Major']],
  ['10:35:51', ['广州数据中心-02', 'Guangzhou DC-02'], ['磁盘已用 91%', 'Disk 91% full'], ['重要', 'Major']],
  ['10:31:27', ['北京核心-01', 'Beijing Core-01'], ['B 路电源中断', 'Power supply B lost'], ['次要', 'Minor']],
  ['10:28:44', ['武汉边缘-07', 'Wuhan Edge-07'], ['风扇转速过低', 'Fan speed low'], ['次要', 'Minor']],
  ['10:22:10', ['西安数据中心-05', "Xi'an DC-05"], ['备份延迟完成', 'Backup finished late'], ['提示', 'Notice']],
  [
    '10:17:36',
    ['杭州边缘-04', 'Hangzhou Edge-04'],
    ['证书 7 天后过期', 'Certificate expires in 7 d'],
    ['提示', 'Notice'],
  ],
  ['10:12:02', ['南京数据中心-09', 'Nanjing DC-09'], ['丢包率 2.1%', 'Packet loss 2.1%'], ['重要', 'Major']],
];

/** Recent alarms: the default rows of the scrolling board, with headings in `language`. */
export const ALARMS: Sample<ReturnType<typeof staticData>> = (language) =>
  staticData(
    ALARM_ROWS.map(([time, site, event, level]) => ({
      time,
      site: pick(site, language),
      event: pick(event, language),
      level: pick(level, language),
    })),
    {},
    {
      rename: names(
        { time: ['时间', 'Time'], site: ['站点', 'Site'], event: ['事件', 'Event'], level: ['级别', 'Level'] },
        language,
      ),
    },
  );

const CITIES: ReadonlyArray<[Both, number]> = [
  [['上海', 'Shanghai'], 9860],
  [['北京', 'Beijing'], 8720],
  [['深圳', 'Shenzhen'], 7450],
  [['广州', 'Guangzhou'], 6310],
  [['杭州', 'Hangzhou'], 5180],
  [['成都', 'Chengdu'], 4420],
  [['武汉', 'Wuhan'], 3690],
];

/** Sales by city: the default rows of the ranking list. */
export const CITY_SALES: Sample<ReturnType<typeof staticData>> = (language) =>
  staticData(
    CITIES.map(([city, sales]) => ({ city: pick(city, language), sales })),
    { category: 'city', value: 'sales' },
  );
