import { staticData } from '../../../../../shared/widgets/data.js';

/** Sales by channel: the default data of pie and donut charts. */
export const CHANNEL_SHARE = staticData(
  [
    { channel: 'Direct', sales: 3350 },
    { channel: 'Partners', sales: 2480 },
    { channel: 'Online store', sales: 1960 },
    { channel: 'Marketplaces', sales: 1320 },
    { channel: 'Other', sales: 640 },
  ],
  { category: 'channel', value: 'sales' },
);
