import { describe, expect, it } from 'vitest';
import { mappingSchema } from '../../../../shared/widgets/data.js';
import {
  bubbles,
  categorySeries,
  hasMeasures,
  mappedFields,
  measureField,
  namedValues,
  pairs,
  singleValue,
  xySeries,
} from './mapping';
import { rowsAt } from './rows';

const mapping = (input: unknown) => mappingSchema.parse(input);

describe('path to the rows', () => {
  const response = {
    code: 200,
    result: { list: [{ a: 1 }, 'skipped', { a: 2 }], total: 2 },
    pages: [{ items: [{ b: 1 }] }],
  };

  it('follows dotted paths through objects and array indexes; empty is the data itself', () => {
    expect(rowsAt(response, 'result.list')).toEqual({ rows: [{ a: 1 }, { a: 2 }] });
    expect(rowsAt(response, 'pages.0.items')).toEqual({ rows: [{ b: 1 }] });
    expect(rowsAt([{ a: 1 }], '')).toEqual({ rows: [{ a: 1 }] });
  });

  it('says why when there are no rows', () => {
    expect(rowsAt(response, 'result.missing')).toEqual({ problem: 'pathMissing' });
    expect(rowsAt(response, 'result.total')).toEqual({ problem: 'notArray' });
    expect(rowsAt(response, '')).toEqual({ problem: 'notArray' });
  });
});

describe('field mapping', () => {
  const rows = [
    { month: 'Jan', online: 10, retail: '7', region: 'East', size: 3 },
    { month: 'Feb', online: 12, retail: null, region: 'West', size: 'n/a' },
  ];

  it('reads categories and one series per field, gaps as null, display names from rename', () => {
    expect(
      categorySeries(rows, mapping({ category: 'month', series: ['online', 'retail'] }), { online: 'Online' }),
    ).toEqual({
      categories: ['Jan', 'Feb'],
      series: [
        { field: 'online', name: 'Online', values: [10, 12] },
        { field: 'retail', name: 'retail', values: [7, null] },
      ],
    });
  });

  it('reads named values, x/y points, bubbles, pairs and a single value', () => {
    const m = mapping({ category: 'month', category2: 'region', series: ['online'], value: 'size' });
    expect(namedValues(rows, m)).toEqual([{ name: 'Jan', value: 3 }]);
    expect(pairs(rows, m)).toEqual([{ from: 'Jan', to: 'East', value: 3 }]);
    expect(singleValue(rows, m)).toBe(3);
    expect(
      xySeries(
        [
          { x: 1, y: 2 },
          { x: 'a', y: 3 },
        ],
        mapping({ category: 'x', series: ['y'] }),
      ),
    ).toEqual([{ name: 'y', points: [[1, 2]] }]);
    expect(
      bubbles([{ x: 1, y: 2, z: 3, n: 'A' }], mapping({ category: 'x', series: ['y'], value: 'z', category2: 'n' })),
    ).toEqual([{ x: 1, y: 2, z: 3, name: 'A' }]);
  });

  it('knows which fields a type reads and whether there is anything to draw', () => {
    const m = mapping({ category: 'month', series: ['online', 'retail'], value: 'size' });
    expect(mappedFields(m, ['category', 'series'])).toEqual(['month', 'online', 'retail']);
    expect(measureField(m, ['category', 'value'])).toBe('size');
    expect(measureField(m, ['category', 'series'])).toBe('online');
    expect(hasMeasures(rows, m, ['category', 'series'])).toBe(true);
    expect(hasMeasures([{ month: 'Jan' }], m, ['category', 'series'])).toBe(false);
    expect(hasMeasures([], m, ['value'])).toBe(false);
  });
});
