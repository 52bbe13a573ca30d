import { staticData } from '../../../../../shared/widgets/data.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Twelve months of two channels: the default data of line and area charts. */
export const MONTHLY_CHANNELS = staticData(
  MONTHS.map((month, i) => ({
    month,
    online: Math.round(420 + i * 38 + Math.sin(i / 1.6) * 90),
    retail: Math.round(360 + i * 14 + Math.cos(i / 1.9) * 70),
  })),
  { category: 'month', series: ['online', 'retail'] },
  { rename: { online: 'Online', retail: 'Retail' } },
);

/** Six regions by product line: the default data of column charts. */
export const REGION_PRODUCTS = staticData(
  [
    { region: 'East', hardware: 820, software: 610, services: 380 },
    { region: 'South', hardware: 760, software: 540, services: 420 },
    { region: 'North', hardware: 690, software: 580, services: 300 },
    { region: 'Central', hardware: 540, software: 420, services: 260 },
    { region: 'West', hardware: 430, software: 310, services: 240 },
    { region: 'Northeast', hardware: 360, software: 250, services: 180 },
  ],
  { category: 'region', series: ['hardware', 'software', 'services'] },
  { rename: { hardware: 'Hardware', software: 'Software', services: 'Services' } },
);

/** Cities by orders, ranked: the default data of bar charts. */
export const CITY_ORDERS = staticData(
  [
    { city: 'Shanghai', orders: 9820, returns: 610 },
    { city: 'Beijing', orders: 8760, returns: 540 },
    { city: 'Shenzhen', orders: 7930, returns: 480 },
    { city: 'Hangzhou', orders: 6410, returns: 390 },
    { city: 'Chengdu', orders: 5570, returns: 350 },
    { city: 'Wuhan', orders: 4320, returns: 260 },
  ],
  { category: 'city', series: ['orders', 'returns'] },
  { rename: { orders: 'Orders', returns: 'Returns' } },
);
