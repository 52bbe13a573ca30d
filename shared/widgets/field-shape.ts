import { numberOf } from './cells.js';
import type { FieldMapping, MappingRole } from './data.js';

/**
 * The shape of an answer's rows, and the field mapping a widget draws from it: a chart bound to
 * a data API, a push channel or an HTTP source maps the answer's own fields (the first text or
 * date field to the category, its numbers to the series and value) instead of keeping the
 * sample's, and the data tab names the fields a mapping reads that the answer lacks.
 */
export type FieldKind = 'number' | 'date' | 'text' | 'other';

export interface FieldShape {
  name: string;
  kind: FieldKind;
  /** Distinct values among the rows looked at (the cardinality of a dimension). */
  distinct: number;
}

/** How many rows are looked at to tell a field's kind. */
const SAMPLED_ROWS = 200;

/** `2026-08-09`, `2026-08-09 10:00`, `2026-08-09T10:00:00.000Z`, with or without an offset. */
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function kindOf(value: unknown): FieldKind | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  if (typeof value === 'string') {
    if (DATE_TEXT.test(value.trim())) return 'date';
    return numberOf(value) !== null ? 'number' : 'text';
  }
  if (typeof value === 'boolean') return 'text';
  return 'other';
}

/** The kind all of a field's values share: one kind as it is; text among others is text. */
function sharedKind(seen: ReadonlySet<FieldKind>): FieldKind {
  if (seen.size === 0) return 'text';
  if (seen.size === 1) return [...seen][0] ?? 'text';
  return seen.has('text') && !seen.has('other') ? 'text' : 'other';
}

/**
 * The fields of the rows, in the order they first appear (then `declared` ones no row holds, as
 * text), each with the kind all its non-empty values share: numbers (or text that is one), dates
 * (ISO text), text; a field whose values disagree is text, unless numbers and dates mix (other).
 */
export function shapeOf(rows: readonly unknown[], declared: readonly string[] = []): FieldShape[] {
  const kinds = new Map<string, Set<FieldKind>>();
  const values = new Map<string, Set<string>>();
  for (const row of rows.slice(0, SAMPLED_ROWS)) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) continue;
    for (const [name, value] of Object.entries(row)) {
      if (!kinds.has(name)) kinds.set(name, new Set());
      if (!values.has(name)) values.set(name, new Set());
      const kind = kindOf(value);
      if (kind) kinds.get(name)?.add(kind);
      if (kind) values.get(name)?.add(typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  for (const name of declared) if (!kinds.has(name)) kinds.set(name, new Set(['text']));
  return [...kinds].map(([name, seen]) => ({ name, kind: sharedKind(seen), distinct: values.get(name)?.size ?? 0 }));
}

const LATITUDE = /^(lat|latitude|纬度)$/i;
const LONGITUDE = /^(lon|lng|long|longitude|经度)$/i;

/**
 * The mapping a widget reading `roles` draws from an answer of this shape; `current` supplies
 * what no role takes (the path, the drill-down). The category is the first text or date field (else
 * the first field), the second category the next text field, the series every number (at most
 * 20) but a place's coordinates, the value the first of them.
 */
export function mappingFromShape(
  shape: readonly FieldShape[],
  roles: readonly MappingRole[],
  current: FieldMapping,
): FieldMapping {
  const lat = shape.find((field) => LATITUDE.test(field.name))?.name;
  const lon = shape.find((field) => LONGITUDE.test(field.name))?.name;
  const numbers = shape.filter((field) => field.kind === 'number' && field.name !== lat && field.name !== lon);
  const category =
    shape.find((field) => field.kind === 'text') ?? shape.find((field) => field.kind === 'date') ?? shape[0];
  const category2 = shape.find((field) => field.kind === 'text' && field !== category) ?? category;
  const measures = numbers.filter((field) => field !== category).map((field) => field.name);
  const next: FieldMapping = { ...current };
  if (roles.includes('category') && category) next.category = category.name;
  if (roles.includes('category2') && category2) next.category2 = category2.name;
  if (roles.includes('series') && measures.length > 0) next.series = measures.slice(0, 20);
  if (roles.includes('value') && measures[0]) next.value = measures[0];
  if (roles.includes('lat') && lat) next.lat = lat;
  if (roles.includes('lon') && lon) next.lon = lon;
  return next;
}

/** The fields the mapping reads for `roles` that none of `fields` is (empty when all are there). */
export function missingFields(
  mapping: FieldMapping,
  roles: readonly MappingRole[],
  fields: readonly string[],
): string[] {
  const present = new Set(fields);
  const read = roles.flatMap((role) => (role === 'series' ? mapping.series : [mapping[role]]));
  return [...new Set(read.filter((field) => field && !present.has(field)))];
}
