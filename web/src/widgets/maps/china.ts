import { paletteIcon } from '../paletteIcon';
import { chinaMapSchema } from '../../../../shared/widgets/maps.js';
import { chartDefinition } from '../charts/common/definition';
import { DRILL_DOWN, MAP_FIELDS, MAP_ROLES } from './fields';
import { CHINA_SAMPLE } from './samples';

/** China by province: choropleth, points and flylines; a click on a province drills into it. */
export const chinaMap = chartDefinition({
  type: 'map.china',
  category: 'maps',
  labelKey: 'editor.widgets.mapChina',
  icon: paletteIcon('Map20Regular'),
  thumbnail: () => import('./thumbnails').then((m) => m.ChinaMapThumbnail),
  size: [800, 600],
  schema: chinaMapSchema,
  form: [...MAP_FIELDS, DRILL_DOWN],
  data: CHINA_SAMPLE,
  roles: MAP_ROLES,
  load: () => import('./renderChina').then((m) => m.ChinaMap),
});
