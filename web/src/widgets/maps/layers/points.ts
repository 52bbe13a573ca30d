import type { SeriesMapbubbleOptions, SeriesMappointOptions } from 'highcharts';
import { withAlpha } from '../../common/colour';
import { chartFontSize, seriesColours } from '../../charts/common/base';
import { displayName } from '../../data/transform';
import type { MapContext } from '../context';
import { extent, glowFill, mixColours, scalePosition } from '../colourScale';
import type { Place } from '../regions/places';
import type { PlaceDatum } from './mapRows';

/** Point layers must not move the view: the map fits its regions, not the points. */
export type PointLayerOptions<S> = S & { affectsMapView: boolean };

interface Located {
  place: Place;
  value: number | null;
}

/** The rows with a place on the map, kept to the drilled region when there is one. */
export function locatedPlaces(places: readonly PlaceDatum[], drilled: string | null): Located[] {
  return places.flatMap(({ place, value }) =>
    place && (!drilled || place.region === drilled) ? [{ place, value }] : [],
  );
}

/** Bubbles sized by value at each row's place (region middle, city, or its own lat/lon). */
export function bubbleSeries(
  context: MapContext,
  places: readonly PlaceDatum[],
): PointLayerOptions<SeriesMapbubbleOptions> {
  const { attr, theme, width, height, drilled, binding } = context;
  const colour = seriesColours(attr, theme)[0] ?? theme.text;
  const font = chartFontSize(width, height);
  return {
    type: 'mapbubble',
    name: displayName(binding.mapping.value, binding.transform.rename),
    affectsMapView: false,
    colorAxis: false,
    color: withAlpha(colour, 0.45),
    marker: { lineColor: withAlpha(colour, 0.9), lineWidth: 1, fillOpacity: 0.45 },
    minSize: Math.round(font * 0.5),
    maxSize: `${drilled ? 18 : 11}%`,
    data: locatedPlaces(places, drilled).flatMap(({ place, value }) =>
      value === null || value <= 0 ? [] : [{ lon: place.lon, lat: place.lat, z: value, name: place.label }],
    ),
    tooltip: { pointFormat: '{point.name}: <b>{point.z}</b>' },
  };
}

/**
 * Heat points: a glow per row's place, its colour running from the first to the second series
 * colour and its size growing with the value.
 */
export function heatPointSeries(
  context: MapContext,
  places: readonly PlaceDatum[],
): PointLayerOptions<SeriesMappointOptions> {
  const { attr, theme, width, height, drilled, binding } = context;
  const colours = seriesColours(attr, theme);
  const low = colours[0] ?? theme.text;
  const high = colours[4] ?? colours[1] ?? low;
  const located = locatedPlaces(places, drilled);
  const range = extent(located.map((p) => p.value));
  const font = chartFontSize(width, height);
  return {
    type: 'mappoint',
    name: displayName(binding.mapping.value, binding.transform.rename),
    affectsMapView: false,
    colorAxis: false,
    data: located.map(({ place, value }) => {
      const t = value === null || !range ? 0 : scalePosition(value, range.min, range.max);
      const colour = mixColours(low, high, t);
      return {
        lon: place.lon,
        lat: place.lat,
        name: place.label,
        value,
        color: colour,
        marker: { radius: Math.round(font * (0.6 + 0.9 * t)), fillColor: glowFill(colour), lineWidth: 0 },
      };
    }),
    marker: { symbol: 'circle', states: { hover: { enabled: true, radiusPlus: 2, lineWidth: 0 } } },
    dataLabels: { enabled: false },
    tooltip: { pointFormat: '{point.name}: <b>{point.value}</b>' },
  };
}
