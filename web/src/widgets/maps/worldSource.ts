import worldTopology from '@highcharts/map-collection/custom/world.topo.json';
import type { MapSource } from './context';
import { regionCatalogue } from './regions/catalogue';
import { COUNTRY_NAMES_ZH } from './regions/countryNames';

/** The world by country (medium resolution), Miller projection. */
export const WORLD: MapSource = {
  topology: worldTopology,
  catalogue: regionCatalogue(worldTopology, (key) => {
    const name = COUNTRY_NAMES_ZH[key];
    return name ? [name] : [];
  }),
  projection: { name: 'Miller' },
};
