import { describe, expect, it } from 'vitest';
import { transformSchema } from '../../../../shared/widgets/data.js';
import type { Row } from './rows';
import { applyTransform, displayName, groupRows, passes, sortRows, topN } from './transform';

const ROWS = [
  { city: 'Shanghai', orders: 90, region: 'East' },
  { city: 'Beijing', orders: 120, region: 'North' },
  { city: 'Chengdu', orders: 45, region: 'West' },
  { city: 'Hangzhou', orders: 75, region: 'East' },
  { city: 'Wuhan', orders: '60', region: 'Central' },
];
const transform = (input: unknown) => transformSchema.parse(input);

describe('filter', () => {
  it('compares numbers numerically (numeric strings included) and text as text', () => {
    expect(passes(ROWS[4]!, { field: 'orders', op: 'gt', value: 50 })).toBe(true);
    expect(passes(ROWS[0]!, { field: 'orders', op: 'lte', value: '90' })).toBe(true);
    expect(passes(ROWS[0]!, { field: 'region', op: 'eq', value: 'East' })).toBe(true);
    expect(passes(ROWS[0]!, { field: 'city', op: 'contains', value: 'hai' })).toBe(true);
    expect(passes(ROWS[0]!, { field: 'city', op: 'ne', value: 'Shanghai' })).toBe(false);
  });

  it('keeps the rows that pass every filter', () => {
    const out = applyTransform(
      ROWS,
      transform({
        filter: [
          { field: 'region', op: 'eq', value: 'East' },
          { field: 'orders', op: 'gte', value: 80 },
        ],
      }),
      'orders',
    );
    expect(out.map((r) => r.city)).toEqual(['Shanghai']);
  });
});

describe('top N', () => {
  it('keeps the N largest by the measure, in their original order', () => {
    expect(topN(ROWS, 3, 'orders').map((r) => r.city)).toEqual(['Shanghai', 'Beijing', 'Hangzhou']);
  });

  it('ranks rows without a number last and keeps everything when N covers all rows', () => {
    expect(topN([{ v: 'x' }, { v: 1 }], 1, 'v')).toEqual([{ v: 1 }]);
    expect(topN(ROWS, 10, 'orders')).toHaveLength(5);
  });
});

describe('sort', () => {
  it('sorts numbers numerically, text by locale, gaps last, stably', () => {
    expect(sortRows(ROWS, 'orders', 'desc').map((r) => r.city)).toEqual([
      'Beijing',
      'Shanghai',
      'Hangzhou',
      'Wuhan',
      'Chengdu',
    ]);
    expect(sortRows(ROWS, 'city', 'asc').map((r) => r.city)).toEqual([
      'Beijing',
      'Chengdu',
      'Hangzhou',
      'Shanghai',
      'Wuhan',
    ]);
    expect(sortRows([{ a: null }, { a: 2 }, { a: 1 }], 'a', 'asc')).toEqual([{ a: 1 }, { a: 2 }, { a: null }]);
  });
});

describe('group', () => {
  const SALES = [
    { day: '2026-11-02', region: 'East', amount: 10, units: '2' },
    { day: '2026-11-01', region: 'West', amount: 5, units: 1 },
    { day: '2026-11-02', region: 'West', amount: 7.5, units: null },
    { day: '2026-11-01', region: 'East', amount: 20, units: 4 },
    { day: '2026-11-02', region: 'North', amount: 1, units: 3 },
  ];

  it('makes one row per value in first-seen order, numbers aggregated, other fields the first value', () => {
    expect(groupRows(SALES, 'day', 'sum')).toEqual([
      { day: '2026-11-02', region: 'East', amount: 18.5, units: 5 },
      { day: '2026-11-01', region: 'West', amount: 25, units: 5 },
    ]);
    expect(groupRows(SALES, 'region', 'avg').map((row) => row.amount)).toEqual([15, 6.25, 1]);
    expect(groupRows(SALES, 'region', 'min').map((row) => row.amount)).toEqual([10, 5, 1]);
    expect(groupRows(SALES, 'region', 'max').map((row) => row.units)).toEqual([4, 1, 3]);
  });

  it('counts the rows of each group into the numeric fields and the count field', () => {
    expect(groupRows(SALES, 'region', 'count')).toEqual([
      { day: '2026-11-02', region: 'East', amount: 2, units: 2, count: 2 },
      { day: '2026-11-01', region: 'West', amount: 2, units: 2, count: 2 },
      { day: '2026-11-02', region: 'North', amount: 1, units: 1, count: 1 },
    ]);
  });

  it('keeps a field with any text as the first value, and rows without the field as one group', () => {
    const rows: Row[] = [{ code: 'A1', n: 1 }, { code: 7, n: 2 }, { n: 3 }, { n: 4 }];
    expect(groupRows(rows, 'k', 'sum')).toEqual([{ code: 'A1', n: 10 }]);
  });

  it('groups after the filters and before top N and sort', () => {
    const out = applyTransform(
      SALES,
      transform({
        filter: [{ field: 'region', op: 'ne', value: 'North' }],
        group: { by: 'region', agg: 'sum' },
        top: 1,
        sort: { field: 'amount', order: 'asc' },
      }),
      'amount',
    );
    expect(out).toEqual([{ day: '2026-11-02', region: 'East', amount: 30, units: 6 }]);
  });

  it('is not in a transform unless set, and refuses an unknown aggregate', () => {
    expect(transform({}).group).toBeUndefined();
    expect(transformSchema.safeParse({ group: { by: 'region', agg: 'median' } }).success).toBe(false);
  });
});

describe('the whole transform', () => {
  it('filters, then takes the top N, then sorts', () => {
    const out = applyTransform(
      ROWS,
      transform({
        filter: [{ field: 'region', op: 'ne', value: 'North' }],
        top: 2,
        sort: { field: 'orders', order: 'asc' },
      }),
      'orders',
    );
    expect(out.map((r) => r.city)).toEqual(['Hangzhou', 'Shanghai']);
  });

  it('leaves the input alone', () => {
    const copy = structuredClone(ROWS);
    applyTransform(ROWS, transform({ sort: { field: 'orders', order: 'desc' }, top: 1 }), 'orders');
    expect(ROWS).toEqual(copy);
  });

  it('renames fields for display only', () => {
    expect(displayName('orders', { orders: 'Orders' })).toBe('Orders');
    expect(displayName('orders', { orders: '  ' })).toBe('orders');
    expect(displayName('region', {})).toBe('region');
  });
});
