import type { Language } from '../../../../../shared/errors/catalogue.js';
import { geometriesOf, type Topology } from './topology';

/** One region of a map (a province, a country) with the names data may use for it. */
export interface Region {
  /** The collection's hc-key (`cn-gd`, `us`): what the map joins on. */
  key: string;
  name: { en: string; zh: string | null };
  /** Where its label and bubble sit. */
  middle: { lon: number; lat: number } | null;
}

export interface RegionCatalogue {
  regions: readonly Region[];
  /** The region a data cell names (hc-key, English or Chinese name, ISO code), if any. */
  find(text: string): Region | undefined;
}

/** Administrative suffixes Chinese data often adds or leaves out (广东省, 广西壮族自治区). */
const ZH_SUFFIX = /(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|省|市)$/u;

/** A name as matched: trimmed, lower case, inner whitespace collapsed. */
export function normaliseName(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The regions of a map-collection topology with every name they answer to: hc-key, the English
 * name, ISO and collection codes, and the Chinese names of `zhNames` (short and full forms).
 */
export function regionCatalogue(topology: Topology, zhNames: (key: string) => readonly string[]): RegionCatalogue {
  const byName = new Map<string, Region>();
  const regions = geometriesOf(topology).map((geometry): Region => {
    const p = geometry.properties;
    const zh = zhNames(p['hc-key']);
    const lon = p['hc-middle-lon'];
    const lat = p['hc-middle-lat'];
    const region: Region = {
      key: p['hc-key'],
      name: { en: p.name, zh: zh[0] ?? null },
      middle: lon === undefined || lon === null || lat === undefined || lat === null ? null : { lon, lat },
    };
    for (const alias of [p['hc-key'], p.name, p['iso-a2'], p['iso-a3'], ...zh]) {
      if (alias && !byName.has(normaliseName(alias))) byName.set(normaliseName(alias), region);
    }
    return region;
  });
  return {
    regions,
    find(text) {
      const name = normaliseName(text);
      if (!name) return undefined;
      return byName.get(name) ?? byName.get(name.replace(ZH_SUFFIX, ''));
    },
  };
}

/** A region's name in the UI language (English where no Chinese name is known). */
export function regionLabel(region: Region, language: Language): string {
  return language === 'zh' ? (region.name.zh ?? region.name.en) : region.name.en;
}
