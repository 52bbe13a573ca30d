import type { SeriesMaplineOptions, SeriesMappointOptions } from 'highcharts';
import { withAlpha } from '../../common/colour';
import { chartFontSize, seriesColours } from '../../charts/common/base';
import type { MapContext } from '../context';
import { glowFill } from '../colourScale';
import type { Place } from '../regions/places';
import type { LineDatum } from './mapRows';
import type { PointLayerOptions } from './points';

/** Class names the map's stylesheet animates: the moving light of a flyline, the ripple at its ends. */
export const COMET_CLASS = 'wb-flyline-comet';
export const RIPPLE_CLASS = 'wb-map-ripple';
/** Comet paths are normalised to this length so every comet takes the same time to cross its line. */
export const COMET_PATH_LENGTH = 100;

type LonLat = [lon: number, lat: number];

/**
 * A flyline's path: a quadratic curve from `from` to `to` bowing to the left of the direction
 * of travel by a fifth of the distance, as `steps + 1` lon/lat points.
 */
export function flylineCurve(from: LonLat, to: LonLat, steps = 32): LonLat[] {
  const [x0, y0] = from;
  const [x2, y2] = to;
  const dx = x2 - x0;
  const dy = y2 - y0;
  const cx = (x0 + x2) / 2 - dy * 0.2;
  const cy = (y0 + y2) / 2 + dx * 0.2;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return [u * u * x0 + 2 * u * t * cx + t * t * x2, u * u * y0 + 2 * u * t * cy + t * t * y2];
  });
}

function lineData(lines: readonly LineDatum[]) {
  return lines.map((line) => ({
    name: `${line.from.label} → ${line.to.label}`,
    value: line.value,
    geometry: {
      type: 'LineString' as const,
      coordinates: flylineCurve([line.from.lon, line.from.lat], [line.to.lon, line.to.lat]),
    },
  }));
}

/** Every end of the lines once, origins first (the hubs). */
export function lineEnds(lines: readonly LineDatum[]): Array<{ place: Place; origin: boolean }> {
  const ends = new Map<string, { place: Place; origin: boolean }>();
  for (const line of lines) {
    const key = `${line.from.lon},${line.from.lat}`;
    ends.set(key, { place: line.from, origin: true });
  }
  for (const line of lines) {
    const key = `${line.to.lon},${line.to.lat}`;
    if (!ends.has(key)) ends.set(key, { place: line.to, origin: false });
  }
  return [...ends.values()];
}

/** The names the flyline layer shows: its origins'. */
export function hubNames(lines: readonly LineDatum[]): Set<string> {
  return new Set(lines.map((line) => line.from.label));
}

/**
 * The flyline layer: a faint track per line, a bright comet running along it when animation is
 * on (the stylesheet moves its dash), and glowing ends with a ripple. Drilled into a region, the
 * lines (which leave it) give way to their ends inside it, all named.
 */
export function flylineSeries(
  context: MapContext,
  lines: readonly LineDatum[],
): Array<SeriesMaplineOptions | PointLayerOptions<SeriesMappointOptions>> {
  const { attr, theme, width, height, animation, drilled } = context;
  const drawn = drilled ? [] : lines;
  const shownEnds = lineEnds(lines).filter(({ place }) => !drilled || place.region === drilled);
  if (!shownEnds.length) return [];
  const colours = seriesColours(attr, theme);
  const colour = colours[4] ?? colours[0] ?? theme.text;
  const font = chartFontSize(width, height);
  const track: SeriesMaplineOptions = {
    type: 'mapline',
    name: 'flylines',
    colorAxis: false,
    color: withAlpha(colour, theme.light ? 0.6 : 0.5),
    lineWidth: Math.max(1.5, font / 11),
    data: lineData(drawn),
    tooltip: { pointFormat: '{point.name}: <b>{point.value}</b>' },
    states: { hover: { lineWidth: Math.max(2, font / 8) } },
  };
  const comet: SeriesMaplineOptions = {
    type: 'mapline',
    name: 'comets',
    className: COMET_CLASS,
    colorAxis: false,
    color: theme.light ? colour : withAlpha(colour, 0.95),
    lineWidth: Math.max(2, font / 7),
    enableMouseTracking: false,
    data: lineData(drawn),
  };
  const ends: PointLayerOptions<SeriesMappointOptions> = {
    type: 'mappoint',
    name: 'ends',
    className: RIPPLE_CLASS,
    colorAxis: false,
    affectsMapView: false,
    enableMouseTracking: false,
    data: shownEnds.map(({ place, origin }) => ({
      lon: place.lon,
      lat: place.lat,
      name: place.label,
      marker: { radius: Math.round(font * (origin ? 0.75 : 0.5)), fillColor: glowFill(colour), lineWidth: 0 },
      dataLabels: { enabled: origin || Boolean(drilled) },
    })),
    marker: { symbol: 'circle' },
    // Hubs keep their names: region names give way to them, never the other way round.
    dataLabels: {
      format: '{point.name}',
      allowOverlap: true,
      y: -font * 0.6,
      style: {
        color: theme.text,
        textOutline: theme.light ? 'none' : `1px ${theme.background}`,
        fontSize: `${Math.round(font * 0.7)}px`,
        fontWeight: '600',
      },
    },
  };
  if (!drawn.length) return [ends];
  return animation ? [track, comet, ends] : [track, ends];
}
