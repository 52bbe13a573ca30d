import { describe, expect, it } from 'vitest';
import { transformSchema } from '../../../../shared/widgets/data.js';
import { applyTransform, displayName, passes, sortRows, topN } from './transform';

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
