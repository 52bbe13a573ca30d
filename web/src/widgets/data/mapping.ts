import type { FieldMapping, MappingRole } from '../../../../shared/widgets/data.js';
import { numberOf, textOf, type Row } from './rows';
import { displayName } from './transform';

/**
 * Field mapping, pure: the transformed rows read through the mapping's roles into
 * the shapes the renderers draw.
 */
export interface MappedSeries {
  field: string;
  name: string;
  values: (number | null)[];
}

/** Categories from `category`, one series per `series` field (line, column, radar …). */
export function categorySeries(
  rows: readonly Row[],
  mapping: FieldMapping,
  rename: Readonly<Record<string, string>> = {},
): { categories: string[]; series: MappedSeries[] } {
  return {
    categories: rows.map((row) => textOf(row[mapping.category])),
    series: mapping.series.map((field) => ({
      field,
      name: displayName(field, rename),
      values: rows.map((row) => numberOf(row[field])),
    })),
  };
}

/** `{name, value}` points from `category` and `value`, rows without a number left out (pie, funnel …). */
export function namedValues(rows: readonly Row[], mapping: FieldMapping): Array<{ name: string; value: number }> {
  return rows.flatMap((row) => {
    const value = numberOf(row[mapping.value]);
    return value === null ? [] : [{ name: textOf(row[mapping.category]), value }];
  });
}

/** Numeric `[x, y]` points per `series` field, x from `category` (scatter). */
export function xySeries(
  rows: readonly Row[],
  mapping: FieldMapping,
  rename: Readonly<Record<string, string>> = {},
): Array<{ name: string; points: Array<[number, number]> }> {
  return mapping.series.map((field) => ({
    name: displayName(field, rename),
    points: rows.flatMap((row) => {
      const x = numberOf(row[mapping.category]);
      const y = numberOf(row[field]);
      return x === null || y === null ? [] : [[x, y] as [number, number]];
    }),
  }));
}

/** `{x, y, z, name}` bubbles: x from `category`, y from the first series field, z from `value`. */
export function bubbles(
  rows: readonly Row[],
  mapping: FieldMapping,
): Array<{ x: number; y: number; z: number; name: string }> {
  const yField = mapping.series[0] ?? '';
  return rows.flatMap((row) => {
    const x = numberOf(row[mapping.category]);
    const y = numberOf(row[yField]);
    const z = numberOf(row[mapping.value]);
    return x === null || y === null || z === null ? [] : [{ x, y, z, name: textOf(row[mapping.category2]) }];
  });
}

/** `(category, category2) → value` cells (heatmap) or links (sankey). */
export function pairs(rows: readonly Row[], mapping: FieldMapping): Array<{ from: string; to: string; value: number }> {
  return rows.flatMap((row) => {
    const value = numberOf(row[mapping.value]);
    return value === null ? [] : [{ from: textOf(row[mapping.category]), to: textOf(row[mapping.category2]), value }];
  });
}

/** The first row's `value` (gauges, liquid level, progress ring). */
export function singleValue(rows: readonly Row[], mapping: FieldMapping): number | null {
  for (const row of rows) {
    const value = numberOf(row[mapping.value]);
    if (value !== null) return value;
  }
  return null;
}

/** The fields a mapping reads for the given roles, in role order (preview columns). */
export function mappedFields(mapping: FieldMapping, roles: readonly MappingRole[]): string[] {
  const fields = roles.flatMap((role) => (role === 'series' ? mapping.series : [mapping[role]]));
  return [...new Set(fields.filter(Boolean))];
}

/** Whether the rows hold anything to draw: some row has a number in a measure field of the roles. */
export function hasMeasures(rows: readonly Row[], mapping: FieldMapping, roles: readonly MappingRole[]): boolean {
  const measures = [
    ...(roles.includes('series') ? mapping.series : []),
    ...(roles.includes('value') ? [mapping.value] : []),
  ];
  if (measures.length === 0) return rows.length > 0;
  return rows.some((row) => measures.some((field) => numberOf(row[field]) !== null));
}

/** The field top N ranks by: the value field where the type reads one, else the first series. */
export function measureField(mapping: FieldMapping, roles: readonly MappingRole[]): string {
  return roles.includes('value') ? mapping.value : (mapping.series[0] ?? mapping.value);
}
