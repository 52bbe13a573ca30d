import { paletteIcon } from '../paletteIcon';
import { worldMapSchema } from '../../../../shared/widgets/maps.js';
import { chartDefinition } from '../charts/common/definition';
import { MAP_FIELDS, MAP_ROLES } from './fields';
import { WORLD_SAMPLE } from './samples';

/** The world by country: choropleth, points and flylines between cities. */
export const worldMap = chartDefinition({
  type: 'map.world',
  category: 'maps',
  labelKey: 'editor.widgets.mapWorld',
  icon: paletteIcon('Earth20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.WorldMapThumbnail),
  size: [880, 480],
  schema: worldMapSchema,
  form: MAP_FIELDS,
  data: WORLD_SAMPLE,
  roles: MAP_ROLES,
  load: () => import('./renderWorld').then((m) => m.WorldMap),
});
