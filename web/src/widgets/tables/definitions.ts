import { paletteIcon } from '../paletteIcon';
import { rankingSchema, scrollTableSchema } from '../../../../shared/widgets/tables.js';
import { colour, number, text, toggle } from '../common/fields';
import { defineWidget } from '../definition';
import { COLOURS } from '../charts/common/fields';
import { ALARMS, CITY_SALES } from './samples';

export const scrollTable = defineWidget({
  type: 'table.scroll',
  labelKey: 'editor.widgets.tableScroll',
  category: 'tables',
  icon: paletteIcon('Table20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ScrollTableThumbnail),
  size: [620, 360],
  schema: scrollTableSchema,
  form: [
    number('rowsVisible', 1, 50),
    number('interval', 1, 60, 0.5),
    toggle('header'),
    toggle('index'),
    number('highlightTop', 0, 20),
    toggle('zebra'),
    colour('accent'),
  ],
  // Columns come from the rows' fields (or `columns`), so the board reads no mapping role.
  data: { defaults: ALARMS, roles: [] },
  load: () => import('./ScrollTable').then((m) => m.ScrollTable),
});

export const rankingList = defineWidget({
  type: 'table.ranking',
  labelKey: 'editor.widgets.tableRanking',
  category: 'tables',
  icon: paletteIcon('Trophy20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.RankingThumbnail),
  size: [520, 400],
  schema: rankingSchema,
  form: [number('rowsVisible', 1, 30), text('unit', 16), toggle('showValue'), COLOURS],
  data: { defaults: CITY_SALES, roles: ['category', 'value'] },
  load: () => import('./Ranking').then((m) => m.Ranking),
});
