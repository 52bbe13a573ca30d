/**
 * The parts of a map-collection TopoJSON file the maps read: one geometry collection whose
 * geometries carry the collection's properties (hc-key, English name, codes, label position).
 */
export interface RegionProperties {
  'hc-key': string;
  name: string;
  'hc-a2'?: string | null;
  'iso-a2'?: string | null;
  'iso-a3'?: string | null;
  'hc-middle-lon'?: number | null;
  'hc-middle-lat'?: number | null;
}

export interface TopologyGeometry {
  type: string;
  properties: RegionProperties;
}

export interface Topology {
  type: string;
  objects: Record<string, { type: string; geometries: TopologyGeometry[] }>;
  arcs: unknown;
  transform?: unknown;
}

/** The geometries of a topology (all of its objects). */
export function geometriesOf(topology: Topology): TopologyGeometry[] {
  return Object.values(topology.objects).flatMap((object) => object.geometries);
}

/**
 * The topology with only the geometries `keep` accepts, its arcs shared (TopoJSON geometries
 * index into the arcs, so dropping geometries needs no decoding). A drilled province is the
 * topology of that one province. Only the TopoJSON members are copied: Highcharts caches the
 * decoded GeoJSON on the topology object, and a copy of that cache would draw the whole map.
 */
export function subTopology(topology: Topology, keep: (properties: RegionProperties) => boolean): Topology {
  const objects = Object.fromEntries(
    Object.entries(topology.objects).map(([name, object]) => [
      name,
      { type: object.type, geometries: object.geometries.filter((g) => keep(g.properties)) },
    ]),
  );
  return { type: topology.type, arcs: topology.arcs, transform: topology.transform, objects };
}
