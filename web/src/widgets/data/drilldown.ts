import type { FieldMapping } from '../../../../shared/widgets/data.js';
import { numberOf, textOf, type Row } from './rows';

/**
 * Chart drill-down (category → detail), pure. With a detail field in the mapping, the top level
 * draws one category per distinct `category` value, its measures summed over that category's
 * rows; drilled into a category, the chart draws only that category's rows, one per distinct
 * `detail` value (summed likewise), the detail field standing in as the category.
 */
export interface DrillLevel {
  rows: Row[];
  mapping: FieldMapping;
}

/** Whether a mapping drills down (it names a detail field other than its category). */
export function drills(mapping: FieldMapping): boolean {
  return mapping.detail !== '' && mapping.detail !== mapping.category;
}

/** The fields whose numbers are summed when rows are grouped: the series and the value fields the rows have. */
function measures(rows: readonly Row[], mapping: FieldMapping): string[] {
  return [...new Set([...mapping.series, mapping.value])].filter((field) => field && rows.some((row) => field in row));
}

/** One row per distinct `by` value, in first-seen order, measures summed (a measure no row has a number in stays null). */
export function groupRows(rows: readonly Row[], by: string, fields: readonly string[]): Row[] {
  const groups = new Map<string, Row>();
  for (const row of rows) {
    const key = textOf(row[by]);
    const group = groups.get(key) ?? { [by]: key, ...Object.fromEntries(fields.map((field) => [field, null])) };
    for (const field of fields) {
      const value = numberOf(row[field]);
      if (value !== null) group[field] = (numberOf(group[field]) ?? 0) + value;
    }
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The rows and mapping to draw: the top level when `drilled` is null (or names no category the rows have), else that category's detail. */
export function drillLevel(rows: readonly Row[], mapping: FieldMapping, drilled: string | null): DrillLevel {
  if (!drills(mapping)) return { rows: [...rows], mapping };
  const inCategory = drilled === null ? [] : rows.filter((row) => textOf(row[mapping.category]) === drilled);
  if (inCategory.length === 0) return { rows: groupRows(rows, mapping.category, measures(rows, mapping)), mapping };
  return {
    rows: groupRows(inCategory, mapping.detail, measures(rows, mapping)),
    mapping: { ...mapping, category: mapping.detail },
  };
}
