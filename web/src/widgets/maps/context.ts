import type { MapViewOptions } from 'highcharts';
import type { Language } from '../../../../shared/errors/catalogue.js';
import type { MapAttr } from '../../../../shared/widgets/maps.js';
import type { ChartContext } from '../charts/common/base';
import type { RegionCatalogue } from './regions/catalogue';
import type { Topology } from './regions/topology';

/** A base map: its geometry, the names of its regions and how it is projected. */
export interface MapSource {
  topology: Topology;
  catalogue: RegionCatalogue;
  projection: NonNullable<MapViewOptions['projection']>;
}

/** Everything a map's options builder reads: the chart context plus the map and the view state. */
export interface MapContext extends ChartContext<MapAttr> {
  map: MapSource;
  language: Language;
  /** hc-key of the region drilled into, or null for the whole map. */
  drilled: string | null;
  /** Called with a region's hc-key when it is clicked (drill-down), when the map drills. */
  onRegionClick?: (key: string) => void;
}
