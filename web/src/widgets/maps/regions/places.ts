import type { Language } from '../../../../../shared/errors/catalogue.js';
import { normaliseName, regionLabel, type RegionCatalogue } from './catalogue';
import { CITIES, type City } from './cities';

/** A point on the map: where a row's place is. */
export interface Place {
  /** As shown: the region's or city's name in the UI language, else the data's text. */
  label: string;
  lon: number;
  lat: number;
  /** hc-key of the map region the place lies in, when known (drill-down keeps these). */
  region: string | null;
}

const CITY_BY_NAME = new Map<string, City>(
  CITIES.flatMap(
    (city) =>
      [
        [normaliseName(city.zh), city],
        [normaliseName(city.en), city],
      ] as const,
  ),
);

/** A city of the gazetteer by its Chinese or English name. */
export function findCity(name: string): City | undefined {
  return CITY_BY_NAME.get(normaliseName(name));
}

/**
 * Finds places by name for one map: coordinates the data gives (`known`) first, then the
 * gazetteer's cities, then the middle of a region of the map. The region of a city is its
 * province on the China map and its country on the world map.
 */
export function placeFinder(
  catalogue: RegionCatalogue,
  language: Language,
  known: ReadonlyMap<string, { lon: number; lat: number }>,
) {
  const regionOfCity = (city: City): string | null => {
    const key = city.province ?? city.country;
    return catalogue.regions.some((r) => r.key === key)
      ? key
      : catalogue.regions.some((r) => r.key === city.country)
        ? city.country
        : null;
  };
  return (name: string): Place | null => {
    const region = catalogue.find(name);
    const city = findCity(name);
    const label = region ? regionLabel(region, language) : city ? city[language] : name.trim();
    const regionKey = region?.key ?? (city ? regionOfCity(city) : null);
    const given = known.get(normaliseName(name));
    if (given) return { label, ...given, region: regionKey };
    if (city) return { label, lon: city.lon, lat: city.lat, region: regionKey };
    if (region?.middle) return { label, ...region.middle, region: region.key };
    return null;
  };
}
