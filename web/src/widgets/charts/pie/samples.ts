import { staticData } from '../../../../../shared/widgets/data.js';
import { pick, type Both, type Sample } from '../../../../../shared/widgets/sample.js';

const CHANNELS: ReadonlyArray<[Both, number]> = [
  [['直销', 'Direct'], 3350],
  [['渠道伙伴', 'Partners'], 2480],
  [['官方商城', 'Online store'], 1960],
  [['电商平台', 'Marketplaces'], 1320],
  [['其他', 'Other'], 640],
];

/** Sales by channel: the sample data of pie and donut charts. */
export const CHANNEL_SHARE: Sample<ReturnType<typeof staticData>> = (language) =>
  staticData(
    CHANNELS.map(([channel, sales]) => ({ channel: pick(channel, language), sales })),
    { category: 'channel', value: 'sales' },
  );
