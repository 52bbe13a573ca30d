import type { WorksheetField, WorksheetFieldType } from '../datasource/worksheet.js';
import {
  WORKSHEET_BINDING_MAX_ROWS,
  type AggregateFunction,
  type WorksheetAggregateQuery,
  type WorksheetMeasure,
} from './data.js';
import {
  clause,
  filterCondition,
  NO_NARROWING,
  valueCondition,
  type Condition,
  type RowNarrowing,
} from './worksheet-filters.js';

/**
 * The ONE statement a widget bound to a worksheet runs, built here from its binding —
 * the viewer never sends SQL: the editor sends the binding's query (`v1/worksheet/data`) and a
 * share runs the version's stored one. Row filters (the binding's and the listened group's
 * values, worksheet-filters.ts) are its WHERE on the worksheet's fields and its HAVING on the
 * measures' columns, values bound as `?`, so they apply before grouping and the LIMIT. Every identifier is a field the worksheet has (its SQL
 * name is the table's), double-quoted with embedded quotes doubled; aggregates come from the
 * enum (sum and avg only over numeric fields, min and max not over booleans); the LIMIT is an
 * integer of the schema's range, written as a literal (engines differ on binding it), one past
 * the rows kept (`limit`, the engine's row cap) so that a cut answer says so.
 *
 * The rows it answers: with a dimension, one per distinct value of it (NULL included), the
 * dimension's column named as its field; without one, a single row over the whole worksheet.
 * Each measure is a column `<agg>_<field>` (`sum_sales`, `count_order_id`).
 */

/** A column of the answer and the worksheet type its values have. */
export interface AggregateColumn {
  name: string;
  type: WorksheetFieldType;
}

export interface AggregateStatement {
  statement: string;
  /** The filters' values, in the order of the statement's `?`. */
  params: (string | number)[];
  columns: AggregateColumn[];
  /** Rows to keep (the engine's row cap); the statement's LIMIT is one more. */
  limit: number;
}

/** Why a binding cannot run over this worksheet: the field it names (or the clashing column). */
export interface AggregateRefusal {
  refused: string;
}

const NUMERIC: ReadonlySet<WorksheetFieldType> = new Set(['integer', 'decimal']);

/** A name as a double-quoted SQL identifier (DuckDB, Athena/Trino): embedded quotes doubled. */
export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The column a measure answers under: `<agg>_<field>`. */
export const measureColumn = (measure: WorksheetMeasure): string => `${measure.agg}_${measure.field}`;

/** Whether `agg` applies to a field of `type`. */
export function aggregates(agg: AggregateFunction, type: WorksheetFieldType): boolean {
  if (agg === 'sum' || agg === 'avg') return NUMERIC.has(type);
  if (agg === 'min' || agg === 'max') return type !== 'boolean';
  return true;
}

/** The type of a measure's values: counts are integers, averages decimals, the rest as the field. */
function measureType(agg: AggregateFunction, type: WorksheetFieldType): WorksheetFieldType {
  if (agg === 'count') return 'integer';
  if (agg === 'avg') return 'decimal';
  return type;
}

export const SQL_AGGREGATE: Record<AggregateFunction, string> = {
  sum: 'SUM',
  avg: 'AVG',
  count: 'COUNT',
  min: 'MIN',
  max: 'MAX',
};

/**
 * The SELECT of `query` over the worksheet named `table` with `fields`, or the field that stops it
 * (not in the worksheet, an aggregate its type cannot take, two columns of one name).
 */
export function aggregateStatement(
  query: WorksheetAggregateQuery,
  table: { name: string; fields: readonly WorksheetField[] },
  narrowing: RowNarrowing = NO_NARROWING,
): AggregateStatement | AggregateRefusal {
  const byName = new Map(table.fields.map((field) => [field.name, field]));
  const selected: string[] = [];
  const columns: AggregateColumn[] = [];
  const taken = new Set<string>();
  // The answer's measure columns by name: what a filter on `sum_sales` compares (HAVING).
  const measures = new Map<string, { expression: string; type: WorksheetFieldType }>();
  const add = (expression: string, column: AggregateColumn): boolean => {
    // Engines compare column names without case: `Sales` and `sales` would clash.
    const key = column.name.toLowerCase();
    if (taken.has(key)) return false;
    taken.add(key);
    selected.push(`${expression} AS ${quoteIdentifier(column.name)}`);
    columns.push(column);
    return true;
  };
  if (query.dimension) {
    const dimension = byName.get(query.dimension);
    if (!dimension) return { refused: query.dimension };
    add(quoteIdentifier(dimension.name), { name: dimension.name, type: dimension.type });
  }
  for (const measure of query.measures) {
    const field = byName.get(measure.field);
    if (!field || !aggregates(measure.agg, field.type)) return { refused: measure.field };
    const expression = `${SQL_AGGREGATE[measure.agg]}(${quoteIdentifier(field.name)})`;
    const column = { name: measureColumn(measure), type: measureType(measure.agg, field.type) };
    if (!add(expression, column)) return { refused: column.name };
    measures.set(column.name, { expression, type: column.type });
  }
  if (!Number.isSafeInteger(query.limit) || query.limit < 1 || query.limit > WORKSHEET_BINDING_MAX_ROWS)
    return { refused: 'limit' };
  const where: Condition[] = [];
  const having: Condition[] = [];
  // A worksheet field is filtered row by row (WHERE), a measure's column after grouping (HAVING);
  // a name that is neither (a half-typed filter, a group field of other widgets) narrows nothing.
  const narrow = (name: string, condition: (expression: string, numeric: boolean) => Condition): void => {
    const field = byName.get(name);
    if (field) where.push(condition(quoteIdentifier(field.name), NUMERIC.has(field.type)));
    const measure = field ? undefined : measures.get(name);
    if (measure) having.push(condition(measure.expression, NUMERIC.has(measure.type)));
  };
  for (const filter of narrowing.filter)
    narrow(filter.field, (expression, numeric) => filterCondition(expression, numeric, filter));
  for (const [name, value] of Object.entries(narrowing.values))
    narrow(name, (expression, numeric) => valueCondition(expression, numeric, value));
  const whereClause = clause('WHERE', where);
  const havingClause = clause('HAVING', having);
  const parts = [`SELECT ${selected.join(', ')}`, `FROM ${quoteIdentifier(table.name)}`];
  if (whereClause) parts.push(whereClause.sql);
  if (query.dimension) parts.push('GROUP BY 1');
  if (havingClause) parts.push(havingClause.sql);
  if (query.dimension)
    parts.push(query.order === 'measure' ? 'ORDER BY 2 DESC NULLS LAST, 1 ASC' : 'ORDER BY 1 ASC NULLS LAST');
  // One row more than asked: the engine keeps `limit` rows and says the answer was cut.
  parts.push(`LIMIT ${query.limit + 1}`);
  const params = [...(whereClause?.params ?? []), ...(havingClause?.params ?? [])];
  return { statement: parts.join(' '), params, columns, limit: query.limit };
}
