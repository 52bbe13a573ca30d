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
export function readMapRows(rows: readonly Row[], mapping: FieldMapping, catalogue: RegionCatalogue, language: Language): MapData {
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
    if (destination) {
      const from = name ? find(name) : null;
      const to = find(destination);
      const own = coordinates(row);
      if (from && to) lines.push({ from: own ? { ...from, ...own } : from, to, value });
      continue;
    }
    if (!name && !coordinates(row)) continue;
    const at = coordinates(row);
    const place = name ? find(name) : null;
    places.push({
      name,
      value,
      regionKey: catalogue.find(name)?.key ?? null,
      place: at ? { label: place?.label ?? name, region: place?.region ?? null, ...at } : place,
    });
  }
  return { places, lines };
}
