import { describe, expect, it } from 'vitest';
import type { WorksheetField } from '../../../../../../shared/datasource/worksheet.js';
import { mappingSchema } from '../../../../../../shared/widgets/data.js';
import { aggregateColumns, aggregatesOf, mappingFor, pickWorksheet } from './worksheetSourceModel';

const fields: WorksheetField[] = [
  { name: 'day', type: 'date', source: 0 },
  { name: 'region', type: 'text', source: 1 },
  { name: 'sales', type: 'decimal', source: 2 },
  { name: 'paid', type: 'boolean', source: 3 },
];

describe('the worksheet source of the data panel', () => {
  it('starts a picked worksheet on its first text field by the sum of its first number', () => {
    expect(pickWorksheet('w1', fields, null)).toEqual({
      worksheet_id: 'w1',
      dimension: 'region',
      measures: [{ field: 'sales', agg: 'sum' }],
      order: 'dimension',
      limit: 1000,
      interval: 60,
    });
    expect(pickWorksheet('w2', [fields[1]!], null)?.measures).toEqual([{ field: 'region', agg: 'count' }]);
    expect(pickWorksheet('w3', [], null)).toBeNull();
  });

  it('offers sum and avg for numbers only, and no min or max of a yes/no field', () => {
    expect(aggregatesOf(fields[2])).toEqual(['sum', 'avg', 'count', 'min', 'max']);
    expect(aggregatesOf(fields[0])).toEqual(['count', 'min', 'max']);
    expect(aggregatesOf(fields[3])).toEqual(['count']);
    expect(aggregatesOf(undefined)).toEqual([]);
  });

  it('maps the category to the dimension and the series to the measure columns', () => {
    const source = {
      dimension: 'region',
      measures: [
        { field: 'sales', agg: 'sum' as const },
        { field: 'sales', agg: 'avg' as const },
      ],
    };
    expect(aggregateColumns(source)).toEqual(['region', 'sum_sales', 'avg_sales']);
    expect(mappingFor(mappingSchema.parse({ path: 'list' }), source)).toMatchObject({
      path: '',
      category: 'region',
      series: ['sum_sales', 'avg_sales'],
      value: 'sum_sales',
    });
    // Roles the user chose among the columns stay.
    expect(
      mappingFor(mappingSchema.parse({ category: 'region', series: ['avg_sales'], value: 'avg_sales' }), source),
    ).toMatchObject({
      series: ['avg_sales'],
      value: 'avg_sales',
    });
  });
});
