import { staticData } from '../../../../shared/widgets/data.js';

/** Recent alarms: the default rows of the scrolling board. */
export const ALARMS = staticData([
  { time: '10:42:18', site: 'Shanghai DC-03', event: 'CPU load 97%', level: 'Critical' },
  { time: '10:39:05', site: 'Chengdu Edge-11', event: 'Link latency 420 ms', level: 'Major' },
  { time: '10:35:51', site: 'Guangzhou DC-02', event: 'Disk 91% full', level: 'Major' },
  { time: '10:31:27', site: 'Beijing Core-01', event: 'Power supply B lost', level: 'Minor' },
  { time: '10:28:44', site: 'Wuhan Edge-07', event: 'Fan speed low', level: 'Minor' },
  { time: '10:22:10', site: "Xi'an DC-05", event: 'Backup finished late', level: 'Notice' },
  { time: '10:17:36', site: 'Hangzhou Edge-04', event: 'Certificate expires in 7 d', level: 'Notice' },
  { time: '10:12:02', site: 'Nanjing DC-09', event: 'Packet loss 2.1%', level: 'Major' },
]);

/** Sales by city: the default rows of the ranking list. */
export const CITY_SALES = staticData(
  [
    { city: 'Shanghai', sales: 9860 },
    { city: 'Beijing', sales: 8720 },
    { city: 'Shenzhen', sales: 7450 },
    { city: 'Guangzhou', sales: 6310 },
    { city: 'Hangzhou', sales: 5180 },
    { city: 'Chengdu', sales: 4420 },
    { city: 'Wuhan', sales: 3690 },
  ],
  { category: 'city', value: 'sales' },
);
