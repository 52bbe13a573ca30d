import { staticData } from '../../../../../shared/widgets/data.js';
import { MONTHS, names, pick, type Both, type Sample } from '../../../../../shared/widgets/sample.js';

/** Twelve months of two channels: the sample data of line and area charts. */
export const MONTHLY_CHANNELS: Sample<ReturnType<typeof staticData>> = (language) =>
  staticData(
    MONTHS.map((month, i) => ({
      month: pick(month, language),
      online: Math.round(420 + i * 38 + Math.sin(i / 1.6) * 90),
      retail: Math.round(360 + i * 14 + Math.cos(i / 1.9) * 70),
    })),
    { category: 'month', series: ['online', 'retail'] },
    { rename: names({ online: ['线上', 'Online'], retail: ['门店', 'Retail'] }, language) },
  );

const REGIONS: ReadonlyArray<[Both, number, number, number]> = [
  [['华东', 'East'], 820, 610, 380],
  [['华南', 'South'], 760, 540, 420],
  [['华北', 'North'], 690, 580, 300],
  [['华中', 'Central'], 540, 420, 260],
  [['西南', 'West'], 430, 310, 240],
  [['东北', 'Northeast'], 360, 250, 180],
];

/** Six regions by product line: the sample data of column charts. */
export const REGION_PRODUCTS: Sample<ReturnType<typeof staticData>> = (language) =>
  staticData(
    REGIONS.map(([region, hardware, software, services]) => ({
      region: pick(region, language),
      hardware,
      software,
      services,
    })),
    { category: 'region', series: ['hardware', 'software', 'services'] },
    {
      rename: names(
        { hardware: ['硬件', 'Hardware'], software: ['软件', 'Software'], services: ['服务', 'Services'] },
        language,
      ),
    },
  );

const CITIES: ReadonlyArray<[Both, number, number]> = [
  [['上海', 'Shanghai'], 9820, 610],
  [['北京', 'Beijing'], 8760, 540],
  [['深圳', 'Shenzhen'], 7930, 480],
  [['杭州', 'Hangzhou'], 6410, 390],
  [['成都', 'Chengdu'], 5570, 350],
  [['武汉', 'Wuhan'], 4320, 260],
];

/** Cities by orders, ranked: the sample data of bar charts. */
export const CITY_ORDERS: Sample<ReturnType<typeof staticData>> = (language) =>
  staticData(
    CITIES.map(([city, orders, returns]) => ({ city: pick(city, language), orders, returns })),
    { category: 'city', series: ['orders', 'returns'] },
    { rename: names({ orders: ['订单', 'Orders'], returns: ['退货', 'Returns'] }, language) },
  );
