import type { ColorAxisOptions, SeriesMapOptions } from 'highcharts';
import { displayName } from '../../data/transform';
import { withAlpha } from '../../common/colour';
import { chartFontSize, legendShown } from '../../charts/common/base';
import type { MapContext } from '../context';
import { regionLabel, type Region } from '../regions/catalogue';
import { subTopology } from '../regions/topology';
import { extent, scalePosition } from '../colourScale';
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
 * Regions whose name another layer already shows (a flyline hub: 北京, 上海) are not named twice.
 */
export function regionSeries(
  context: MapContext,
  places: readonly PlaceDatum[],
  namedElsewhere: ReadonlySet<string> = new Set(),
): SeriesMapOptions {
  const { attr, theme, width, height, map, language, drilled, onRegionClick, binding } = context;
  const font = chartFontSize(width, height);
  const values = attr.choropleth ? regionValues(places) : new Map<string, number>();
  const land = theme.light
    ? withAlpha(theme.colors[0] ?? theme.text, 0.1)
    : withAlpha(theme.colors[0] ?? theme.text, 0.14);
  const regions = map.catalogue.regions.filter((region) => !drilled || region.key === drilled);
  const range = extent([...values.values()]);
  const labelStyle = {
    color: theme.text,
    textOutline: theme.light ? 'none' : `1px ${theme.background}`,
    fontSize: `${Math.round(font * (drilled ? 1.1 : 0.62))}px`,
    fontWeight: drilled ? '600' : '400',
  };
  const point = (region: Region) => {
    const value = values.get(region.key) ?? null;
    // The class names the region's shape for tests and styling (`map-region-cn-gd`).
    const base = {
      'hc-key': region.key,
      id: region.key,
      name: regionLabel(region, language),
      value,
      className: `map-region-${region.key}`,
    };
    if (drilled) return { ...base, color: drilledFill(context) };
    if (namedElsewhere.has(base.name)) return { ...base, dataLabels: { enabled: false } };
    // Names on the scale's far end (light on dark walls, dark on light ones) take the background's tone.
    const far = value !== null && range !== null && scalePosition(value, range.min, range.max) > LABEL_FLIP;
    return far
      ? { ...base, dataLabels: { style: { ...labelStyle, color: theme.background, textOutline: 'none' } } }
      : base;
  };
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
    shadow: theme.light
      ? false
      : { color: withAlpha(theme.colors[0] ?? theme.text, 0.35), width: 6, offsetX: 0, offsetY: 0 },
    states: { hover: { brightness: 0.15, borderColor: theme.text } },
    cursor: onRegionClick ? 'pointer' : undefined,
    data: regions.map(point),
    dataLabels: {
      enabled: attr.labels || Boolean(drilled),
      format:
        drilled && values.has(drilled)
          ? `{point.name}<br/>{point.value:,.${Number.isInteger(values.get(drilled)) ? 0 : 2}f}`
          : '{point.name}',
      allowOverlap: false,
      style: labelStyle,
    },
    tooltip: { pointFormat: '{point.name}: <b>{point.value}</b>' },
    point: onRegionClick
      ? {
          events: {
            click() {
              if (this.options.id) onRegionClick(this.options.id);
            },
          },
        }
      : undefined,
  };
}

/** Where on the colour scale a region's name switches to the background's tone. */
const LABEL_FLIP = 0.62;

/** A drilled region: the scale's low end fading into its middle, lit from the top. */
function drilledFill({ theme }: Pick<MapContext, 'theme'>) {
  const stops: Array<[number, string]> = [
    [0, withAlpha(theme.scale[1], theme.light ? 0.55 : 0.75)],
    [1, withAlpha(theme.scale[0], theme.light ? 0.35 : 0.9)],
  ];
  return { linearGradient: { x1: 0, y1: 0, x2: 0, y2: 1 }, stops };
}

/** The choropleth's scale, from the theme's low → high stops over the values drawn. */
export function regionColourAxis(context: MapContext, places: readonly PlaceDatum[]): ColorAxisOptions | undefined {
  const { attr, theme, width, height, drilled } = context;
  // Drilled, the region is drawn in its own fill: no scale.
  if (!attr.choropleth || drilled) return undefined;
  const values = regionValues(places);
  const range = extent([...values.values()]);
  if (!range) return undefined;
  const font = chartFontSize(width, height);
  return {
    min: range.min,
    max: range.max,
    // The middle stop sits low: regional figures are skewed, and most regions would share the low tone.
    stops: [
      [0, theme.scale[0]],
      [0.35, theme.scale[1]],
      [1, theme.scale[2]],
    ],
    showInLegend: legendShown(attr.legend, 2),
    labels: { style: { color: theme.mutedText, fontSize: `${Math.round(font * 0.7)}px` } },
    gridLineWidth: 0,
    tickLength: 0,
  };
}
