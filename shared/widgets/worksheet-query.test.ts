import { describe, expect, it } from 'vitest';
import type { WorksheetField } from '../datasource/worksheet.js';
import { dataBindingSchema, worksheetAggregateQuerySchema, type WorksheetAggregateQuery } from './data.js';
import { aggregateStatement, measureColumn, quoteIdentifier } from './worksheet-query.js';

const fields: WorksheetField[] = [
  { name: 'region', type: 'text', source: 0 },
  { name: 'sales', type: 'decimal', source: 1 },
  { name: 'units', type: 'integer', source: 2 },
  { name: 'day', type: 'date', source: 3 },
  { name: 'paid', type: 'boolean', source: 4 },
  { name: 'say "hi"', type: 'text', source: 5 },
];
const table = { name: 'ws_abc', fields };
const query = (input: Partial<WorksheetAggregateQuery>): WorksheetAggregateQuery =>
  worksheetAggregateQuerySchema.parse({ measures: [{ field: 'sales', agg: 'sum' }], ...input });

describe('the aggregate a worksheet-bound widget runs', () => {
  it('groups by the dimension with one column per measure named <agg>_<field>, ordered by the dimension', () => {
    const built = aggregateStatement(
      query({
        dimension: 'region',
        measures: [
          { field: 'sales', agg: 'sum' },
          { field: 'units', agg: 'avg' },
          { field: 'region', agg: 'count' },
        ],
      }),
      table,
    );
    expect(built).toEqual({
      statement:
        'SELECT "region" AS "region", SUM("sales") AS "sum_sales", AVG("units") AS "avg_units", ' +
        'COUNT("region") AS "count_region" FROM "ws_abc" GROUP BY 1 ORDER BY 1 ASC NULLS LAST LIMIT 1001',
      params: [],
      columns: [
        { name: 'region', type: 'text' },
        { name: 'sum_sales', type: 'decimal' },
        { name: 'avg_units', type: 'decimal' },
        { name: 'count_region', type: 'integer' },
      ],
      limit: 1000,
    });
  });

  it('orders by the first measure, largest first, and asks one row past the limit (to tell a cut answer)', () => {
    const built = aggregateStatement(query({ dimension: 'day', order: 'measure', limit: 7 }), table);
    expect(built).toMatchObject({
      statement:
        'SELECT "day" AS "day", SUM("sales") AS "sum_sales" FROM "ws_abc" GROUP BY 1 ' +
        'ORDER BY 2 DESC NULLS LAST, 1 ASC LIMIT 8',
      limit: 7,
    });
  });

  it('answers one row over the whole worksheet without a dimension', () => {
    expect(
      aggregateStatement(
        query({
          measures: [
            { field: 'day', agg: 'max' },
            { field: 'units', agg: 'min' },
          ],
        }),
        table,
      ),
    ).toMatchObject({
      statement: 'SELECT MAX("day") AS "max_day", MIN("units") AS "min_units" FROM "ws_abc" LIMIT 1001',
      columns: [
        { name: 'max_day', type: 'date' },
        { name: 'min_units', type: 'integer' },
      ],
    });
  });

  it('quotes identifiers with embedded quotes doubled', () => {
    expect(quoteIdentifier('a"b')).toBe('"a""b"');
    expect(quoteIdentifier('x" FROM secrets --')).toBe('"x"" FROM secrets --"');
    const built = aggregateStatement(
      query({ dimension: 'say "hi"', measures: [{ field: 'say "hi"', agg: 'count' }] }),
      table,
    );
    expect(built).toMatchObject({
      statement: expect.stringContaining(
        'SELECT "say ""hi""" AS "say ""hi""", COUNT("say ""hi""") AS "count_say ""hi"""',
      ),
    });
  });

  it('refuses a field the worksheet does not have, as dimension or measure, naming it', () => {
    expect(aggregateStatement(query({ dimension: 'Region' }), table)).toEqual({ refused: 'Region' });
    expect(aggregateStatement(query({ measures: [{ field: 'sales"); DROP', agg: 'sum' }] }), table)).toEqual({
      refused: 'sales"); DROP',
    });
  });

  it('refuses sum and avg of non-numeric fields and min or max of booleans; counts anything', () => {
    expect(aggregateStatement(query({ measures: [{ field: 'region', agg: 'sum' }] }), table)).toEqual({
      refused: 'region',
    });
    expect(aggregateStatement(query({ measures: [{ field: 'day', agg: 'avg' }] }), table)).toEqual({ refused: 'day' });
    expect(aggregateStatement(query({ measures: [{ field: 'paid', agg: 'max' }] }), table)).toEqual({
      refused: 'paid',
    });
    expect(aggregateStatement(query({ measures: [{ field: 'paid', agg: 'count' }] }), table)).not.toHaveProperty(
      'refused',
    );
  });

  it('refuses two columns of one name (the same measure twice, a dimension named like a measure)', () => {
    const twice = query({
      measures: [
        { field: 'sales', agg: 'sum' },
        { field: 'sales', agg: 'sum' },
      ],
    });
    expect(aggregateStatement(twice, table)).toEqual({ refused: 'sum_sales' });
    const clash = { name: 'ws_abc', fields: [...fields, { name: 'SUM_sales', type: 'text' as const, source: 6 }] };
    expect(aggregateStatement(query({ dimension: 'SUM_sales' }), clash)).toEqual({ refused: 'sum_sales' });
  });

  it('filters worksheet fields in WHERE, before grouping and the LIMIT, with every value bound', () => {
    const built = aggregateStatement(query({ dimension: 'region', limit: 5 }), table, {
      filter: [
        { field: 'units', op: 'gte', value: '10' },
        { field: 'region', op: 'contains', value: "o'; DROP TABLE x --" },
        { field: 'day', op: 'lt', value: '2024-02-01' },
      ],
      values: {},
    });
    expect(built).toMatchObject({
      statement:
        'SELECT "region" AS "region", SUM("sales") AS "sum_sales" FROM "ws_abc" ' +
        'WHERE "units" >= ? AND STRPOS(LOWER(CAST("region" AS VARCHAR)), LOWER(?)) > 0 ' +
        'AND CAST("day" AS VARCHAR) < ? GROUP BY 1 ORDER BY 1 ASC NULLS LAST LIMIT 6',
      params: [10, "o'; DROP TABLE x --", '2024-02-01'],
    });
  });

  it("applies the listened group's values: a list as IN, two dates as a range of days, others as text", () => {
    const built = aggregateStatement(query({ dimension: 'region' }), table, {
      filter: [],
      values: { region: ['East', 'West'], day: ['2024-01-01', '2024-01-31T23:59:59Z'], units: 3, paid: 'true' },
    });
    expect(built).toMatchObject({
      statement: expect.stringContaining(
        'FROM "ws_abc" WHERE CAST("region" AS VARCHAR) IN (?, ?) ' +
          'AND SUBSTR(CAST("day" AS VARCHAR), 1, 10) BETWEEN ? AND ? AND "units" = ? ' +
          'AND CAST("paid" AS VARCHAR) = ? GROUP BY 1',
      ),
      params: ['East', 'West', '2024-01-01', '2024-01-31', 3, 'true'],
    });
    expect(aggregateStatement(query({}), table, { filter: [], values: { region: [] } })).toMatchObject({
      statement: 'SELECT SUM("sales") AS "sum_sales" FROM "ws_abc" WHERE 1 = 0 LIMIT 1001',
      params: [],
    });
  });

  it("filters a measure's column after grouping (HAVING) and ignores names that are neither", () => {
    const built = aggregateStatement(query({ dimension: 'region' }), table, {
      filter: [
        { field: 'sum_sales', op: 'gt', value: 100 },
        { field: 'nowhere', op: 'eq', value: 'x' },
        { field: '', op: 'eq', value: '' },
      ],
      values: { keyword: 'other widgets' },
    });
    expect(built).toMatchObject({
      statement:
        'SELECT "region" AS "region", SUM("sales") AS "sum_sales" FROM "ws_abc" GROUP BY 1 ' +
        'HAVING SUM("sales") > ? ORDER BY 1 ASC NULLS LAST LIMIT 1001',
      params: [100],
    });
  });

  it('keeps the limit within 1..10,000 and the measures within 1..10 at the schema', () => {
    expect(worksheetAggregateQuerySchema.safeParse({ measures: [{ field: 'a', agg: 'sum' }] }).data).toEqual({
      dimension: '',
      measures: [{ field: 'a', agg: 'sum' }],
      order: 'dimension',
      limit: 1000,
    });
    const measure = { field: 'a', agg: 'sum' };
    for (const bad of [
      { measures: [] },
      { measures: Array.from({ length: 11 }, () => measure) },
      { measures: [measure], limit: 0 },
      { measures: [measure], limit: 10_001 },
      { measures: [measure], limit: 2.5 },
      { measures: [{ field: 'a', agg: 'median' }] },
      { measures: [measure], order: 'random' },
    ])
      expect(worksheetAggregateQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(aggregateStatement({ ...query({}), limit: 50_000 }, table)).toEqual({ refused: 'limit' });
    expect(measureColumn({ field: 'units', agg: 'avg' })).toBe('avg_units');
  });
});

describe('the worksheet binding', () => {
  it('parses with its defaults (interval 60 s, limit 1,000, ordered by the dimension)', () => {
    const parsed = dataBindingSchema.parse({
      source: 'worksheet',
      worksheet: { worksheet_id: 'ws1', dimension: 'region', measures: [{ field: 'sales', agg: 'sum' }] },
    });
    expect(parsed).toMatchObject({
      source: 'worksheet',
      listen: '',
      worksheet: { worksheet_id: 'ws1', dimension: 'region', order: 'dimension', limit: 1000, interval: 60 },
      mapping: { category: 'x', series: ['y'] },
      transform: { filter: [] },
    });
  });

  it('refuses a poll faster than every 5 s, no worksheet id, or an id with other characters', () => {
    const worksheet = { worksheet_id: 'ws1', measures: [{ field: 'sales', agg: 'sum' }] };
    for (const bad of [
      { ...worksheet, interval: 4 },
      { ...worksheet, worksheet_id: '' },
      { ...worksheet, worksheet_id: '../x' },
    ])
      expect(dataBindingSchema.safeParse({ source: 'worksheet', worksheet: bad }).success).toBe(false);
  });

  it('still reads the bindings screens stored before it: static (and legacy rows), http, api', () => {
    expect(dataBindingSchema.parse({ source: 'static', rows: [{ x: 'a', y: 1 }] })).toMatchObject({
      source: 'static',
      static: [{ x: 'a', y: 1 }],
    });
    expect(
      dataBindingSchema.parse({ source: 'http', http: { url: 'https://example.com/data', interval: 30 } }),
    ).toMatchObject({ source: 'http', http: { url: 'https://example.com/data', method: 'GET' } });
    expect(dataBindingSchema.parse({ source: 'api', api: { api_id: 'a1' } })).toMatchObject({
      source: 'api',
      api: { api_id: 'a1', params: {}, interval: 30 },
    });
  });
});
