import type { Language } from '../../../../../shared/errors/catalogue.js';
import type { FieldMapping } from '../../../../../shared/widgets/data.js';
import { numberOf, textOf, type Row } from '../../data/rows';
import { normaliseName, type RegionCatalogue } from '../regions/catalogue';
import { placeFinder, type Place } from '../regions/places';

/** A row naming one place: a region's value, a bubble, a heat point. */
export interface PlaceDatum {
  /** The cell as the data gives it. */
  name: string;
  value: number | null;
  /** The region the row names (choropleth), if it names one. */
  regionKey: string | null;
  place: Place | null;
}

/** A row with a destination: a flyline. */
export interface LineDatum {
  from: Place;
  to: Place;
  value: number | null;
}

export interface MapData {
  places: PlaceDatum[];
  lines: LineDatum[];
}

/**
 * The rows of a map, read through the mapping: `category` names a place (region, city, or any
 * name with `lat`/`lon`), `value` is its measure; a row whose `category2` names a destination is
 * a flyline from its place to that destination and nothing else. Destinations are found by the
 * coordinates other rows give them, the gazetteer, or a region's middle; unknown ones are skipped.
 */
export function readMapRows(
  rows: readonly Row[],
  mapping: FieldMapping,
  catalogue: RegionCatalogue,
  language: Language,
): MapData {
  const coordinates = (row: Row) => {
    const lat = numberOf(row[mapping.lat]);
    const lon = numberOf(row[mapping.lon]);
    return lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180 ? null : { lat, lon };
  };
  const known = new Map<string, { lon: number; lat: number }>();
  for (const row of rows) {
    const at = coordinates(row);
    const name = normaliseName(textOf(row[mapping.category]));
    if (at && name && !known.has(name)) known.set(name, at);
  }
  const find = placeFinder(catalogue, language, known);
  const places: PlaceDatum[] = [];
  const lines: LineDatum[] = [];
  for (const row of rows) {
    const name = textOf(row[mapping.category]).trim();
    const destination = textOf(row[mapping.category2]).trim();
    const value = numberOf(row[mapping.value]);
    // The row's own coordinates win; else where the name is found (other rows, gazetteer, region).
    const own = coordinates(row);
    const found = name ? find(name) : null;
    const here = own ? { label: found?.label ?? name, region: found?.region ?? null, ...own } : found;
    if (destination) {
      const to = find(destination);
      if (here && to) lines.push({ from: here, to, value });
    } else if (name || here) {
      places.push({ name, value, regionKey: name ? (catalogue.find(name)?.key ?? null) : null, place: here });
    }
  }
  return { places, lines };
}
