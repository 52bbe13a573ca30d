import type { ColorAxisOptions, SeriesMapOptions } from 'highcharts';
import { displayName } from '../../data/transform';
import { withAlpha } from '../../charts/common/colour';
import { chartFontSize, legendShown } from '../../charts/common/base';
import type { MapContext } from '../context';
import { regionLabel } from '../regions/catalogue';
import { subTopology } from '../regions/topology';
import { extent } from '../colourScale';
import type { PlaceDatum } from './mapRows';

/** Each region's value: the sum of the rows naming it (rows naming no region are left out). */
export function regionValues(places: readonly PlaceDatum[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const { regionKey, value } of places) {
    if (regionKey && value !== null) values.set(regionKey, (values.get(regionKey) ?? 0) + value);
  }
  return values;
}

/** The geometry drawn: the whole map, or the drilled region alone. */
export function drawnTopology(context: Pick<MapContext, 'map' | 'drilled'>) {
  const { topology } = context.map;
  return context.drilled ? subTopology(topology, (p) => p['hc-key'] === context.drilled) : topology;
}

/**
 * The base map as one `map` series joined on hc-key: every drawn region is a point (so each can
 * carry a label), coloured by its value when the choropleth is on, else in the theme's land tone.
 */
export function regionSeries(context: MapContext, places: readonly PlaceDatum[]): SeriesMapOptions {
  const { attr, theme, width, height, map, language, drilled, onRegionClick, binding } = context;
  const font = chartFontSize(width, height);
  const values = attr.choropleth ? regionValues(places) : new Map<string, number>();
  const land = theme.light ? withAlpha(theme.colors[0] ?? theme.text, 0.1) : withAlpha(theme.colors[0] ?? theme.text, 0.14);
  const regions = map.catalogue.regions.filter((region) => !drilled || region.key === drilled);
  return {
    type: 'map',
    name: displayName(binding.mapping.value, binding.transform.rename),
    mapData: drawnTopology(context),
    joinBy: 'hc-key',
    allAreas: true,
    nullColor: land,
    borderColor: theme.light ? withAlpha(theme.axis, 1) : withAlpha(theme.colors[0] ?? theme.text, 0.55),
    borderWidth: drilled ? 1.5 : 0.8,
    // A soft glow around the land on dark walls.
    shadow: theme.light ? false : { color: withAlpha(theme.colors[0] ?? theme.text, 0.35), width: 6, offsetX: 0, offsetY: 0 },
    states: { hover: { brightness: 0.15, borderColor: theme.text } },
    cursor: onRegionClick ? 'pointer' : undefined,
    data: regions.map((region) => ({ 'hc-key': region.key, id: region.key, name: regionLabel(region, language), value: values.get(region.key) ?? null })),
    dataLabels: {
      enabled: attr.labels,
      format: '{point.name}',
      allowOverlap: false,
      style: { color: theme.text, textOutline: theme.light ? 'none' : `1px ${theme.background}`, fontSize: `${Math.round(font * (drilled ? 1 : 0.62))}px`, fontWeight: '400' },
    },
    tooltip: { pointFormat: '{point.name}: <b>{point.value}</b>' },
    point: onRegionClick ? { events: { click() { if (this.options.id) onRegionClick(this.options.id); } } } : undefined,
  };
}

/** The choropleth's scale, from the theme's low → high stops over the values drawn. */
export function regionColourAxis(context: MapContext, places: readonly PlaceDatum[]): ColorAxisOptions | undefined {
  const { attr, theme, width, height, drilled } = context;
  if (!attr.choropleth) return undefined;
  const values = regionValues(places);
  const range = extent(drilled ? [values.get(drilled) ?? null] : [...values.values()]);
  if (!range) return undefined;
  const font = chartFontSize(width, height);
  return {
    min: drilled ? 0 : range.min,
    max: range.max,
    // The middle stop sits low: regional figures are skewed, and most regions would share the low tone.
    stops: [[0, theme.scale[0]], [0.35, theme.scale[1]], [1, theme.scale[2]]],
    showInLegend: legendShown(attr.legend, 2),
    labels: { style: { color: theme.mutedText, fontSize: `${Math.round(font * 0.7)}px` } },
    gridLineWidth: 0,
    tickLength: 0,
  };
}
