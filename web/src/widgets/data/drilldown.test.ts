import { describe, expect, it } from 'vitest';
import { mappingSchema } from '../../../../shared/widgets/data.js';
import { drillLevel, drills, groupRows } from './drilldown';

const ROWS = [
  { region: 'East', city: 'Shanghai', sales: 500, orders: 5 },
  { region: 'East', city: 'Hangzhou', sales: 300, orders: 3 },
  { region: 'South', city: 'Shenzhen', sales: 400, orders: '4' },
  { region: 'East', city: 'Shanghai', sales: 100, orders: 'n/a' },
  { region: 'South', city: 'Guangzhou', sales: 250, orders: 2 },
];
const mapping = mappingSchema.parse({ category: 'region', series: ['sales', 'orders'], detail: 'city' });

describe('chart drill-down', () => {
  it('without a detail field the rows pass through unchanged', () => {
    const plain = mappingSchema.parse({ category: 'region', series: ['sales'] });
    expect(drills(plain)).toBe(false);
    expect(drills({ ...plain, detail: 'region' })).toBe(false);
    expect(drillLevel(ROWS, plain, 'East')).toEqual({ rows: ROWS, mapping: plain });
  });

  it('the top level draws one category per region with its measures summed', () => {
    const top = drillLevel(ROWS, mapping, null);
    expect(top.mapping).toBe(mapping);
    expect(top.rows).toEqual([
      { region: 'East', sales: 900, orders: 8 },
      { region: 'South', sales: 650, orders: 6 },
    ]);
  });

  it('drilled into a category, its detail rows by city, the city standing in as the category', () => {
    const east = drillLevel(ROWS, mapping, 'East');
    expect(east.mapping.category).toBe('city');
    expect(east.rows).toEqual([
      { city: 'Shanghai', sales: 600, orders: 5 },
      { city: 'Hangzhou', sales: 300, orders: 3 },
    ]);
  });

  it('a category the data no longer has falls back to the top level', () => {
    expect(drillLevel(ROWS, mapping, 'North').rows.map((row) => row.region)).toEqual(['East', 'South']);
  });

  it('a measure no row has a number in stays a gap', () => {
    expect(
      groupRows(
        [
          { k: 'a', v: 'x' },
          { k: 'a', v: null },
        ],
        'k',
        ['v'],
      ),
    ).toEqual([{ k: 'a', v: null }]);
  });

  it('pie-like mappings sum their value field', () => {
    const pie = mappingSchema.parse({ category: 'region', value: 'sales', series: [], detail: 'city' });
    expect(drillLevel(ROWS, pie, 'South').rows).toEqual([
      { city: 'Shenzhen', sales: 400 },
      { city: 'Guangzhou', sales: 250 },
    ]);
  });
});
