import chinaTopology from '@highcharts/map-collection/countries/cn/cn-all.topo.json';
import type { MapSource } from './context';
import { regionCatalogue } from './regions/catalogue';
import { CHINA_PROVINCE_NAMES } from './regions/chinaProvinces';

/** China by province (`cn-all`, with Taiwan, Hong Kong and Macau), Lambert conformal conic. */
export const CHINA: MapSource = {
  topology: chinaTopology,
  catalogue: regionCatalogue(chinaTopology, (key) => {
    const names = CHINA_PROVINCE_NAMES[key];
    return names ? [names.short, names.full] : [];
  }),
  projection: { name: 'LambertConformalConic', parallels: [25, 47], rotation: [-105] },
};
