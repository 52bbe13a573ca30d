import type { WorksheetField } from '../../../../../../shared/datasource/worksheet.js';
import {
  WORKSHEET_AGGREGATES,
  type AggregateFunction,
  type FieldMapping,
  type WorksheetBindingSource,
  type WorksheetMeasure,
} from '../../../../../../shared/widgets/data.js';
import { aggregates, measureColumn } from '../../../../../../shared/widgets/worksheet-query.js';

/**
 * What the data panel's "Worksheet" source works out, pure: the first binding of a picked
 * worksheet, the aggregates a field can take, the columns the aggregate answers (the mapping
 * offers them before any row came back) and a mapping kept in step with them.
 */

const isNumeric = (field: WorksheetField) => field.type === 'integer' || field.type === 'decimal';

/** The aggregates a field of this worksheet can take, in the enum's order. */
export const aggregatesOf = (field: WorksheetField | undefined): AggregateFunction[] =>
  field ? WORKSHEET_AGGREGATES.filter((agg) => aggregates(agg, field.type)) : [];

/** The measure of a field newly picked: the sum of a number, else the count. */
export function measureOf(field: WorksheetField): WorksheetMeasure {
  return { field: field.name, agg: isNumeric(field) ? 'sum' : 'count' };
}

/** The measure "add" appends: the sum of the first numeric field, else the count of the first field. */
export function newMeasure(fields: readonly WorksheetField[]): WorksheetMeasure | undefined {
  const field = fields.find(isNumeric) ?? fields[0];
  return field ? measureOf(field) : undefined;
}

/**
 * The binding of a newly picked worksheet: its first text (else first) field as the dimension
 * and the sum of its first numeric field (else the count of the dimension); the order, limit and
 * interval the widget had are kept.
 */
export function pickWorksheet(
  worksheetId: string,
  fields: readonly WorksheetField[],
  current: WorksheetBindingSource | null,
): WorksheetBindingSource | null {
  const dimension = fields.find((field) => field.type === 'text') ?? fields[0];
  if (!dimension) return null;
  const numeric = fields.find((field) => isNumeric(field) && field !== dimension);
  return {
    worksheet_id: worksheetId,
    dimension: dimension.name,
    measures: [numeric ? measureOf(numeric) : { field: dimension.name, agg: 'count' }],
    order: current?.order ?? 'dimension',
    limit: current?.limit ?? 1000,
    interval: current?.interval ?? 60,
  };
}

/** The columns the aggregate answers: the dimension's (if any), then one per measure. */
export function aggregateColumns(source: Pick<WorksheetBindingSource, 'dimension' | 'measures'>): string[] {
  return [...(source.dimension ? [source.dimension] : []), ...source.measures.map(measureColumn)];
}

/**
 * The mapping after the aggregate changed: roles naming a column the aggregate still answers
 * stay; the category becomes the dimension, the series every measure column and the value the
 * first of them otherwise (category = dimension, series = measures, as for APIs).
 */
export function mappingFor(
  mapping: FieldMapping,
  source: Pick<WorksheetBindingSource, 'dimension' | 'measures'>,
): FieldMapping {
  const columns = new Set(aggregateColumns(source));
  const measures = source.measures.map(measureColumn);
  const series = mapping.series.filter((field) => columns.has(field));
  return {
    ...mapping,
    path: '',
    category: columns.has(mapping.category) ? mapping.category : source.dimension,
    series: series.length > 0 ? series : measures,
    value: columns.has(mapping.value) ? mapping.value : (measures[0] ?? ''),
  };
}
