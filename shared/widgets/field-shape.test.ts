import { describe, expect, it } from 'vitest';
import { mappingSchema } from './data.js';
import { mappingFromShape, missingFields, shapeOf } from './field-shape.js';

const sample = mappingSchema.parse({ category: 'x', series: ['hardware', 'software', 'services'], value: 'value' });

describe('the shape of an answer', () => {
  it('tells numbers (numeric text too), dates and text, in the order fields appear', () => {
    const shape = shapeOf([
      { region: 'North', day: '2026-08-09', orders: 12, revenue: '1500.50' },
      { region: 'South', day: '2026-08-10T00:00:00.000Z', orders: 7, revenue: '980' },
      { region: 'North', day: '2026-08-11', orders: null, revenue: '10' },
    ]);
    expect(shape).toEqual([
      { name: 'region', kind: 'text', distinct: 2 },
      { name: 'day', kind: 'date', distinct: 3 },
      { name: 'orders', kind: 'number', distinct: 2 },
      { name: 'revenue', kind: 'number', distinct: 3 },
    ]);
  });

  it('reads a field whose values disagree as text, and declared fields no row holds as text', () => {
    const shape = shapeOf([{ code: 'A1' }, { code: 7 }], ['total']);
    expect(shape.map((field) => [field.name, field.kind])).toEqual([
      ['code', 'text'],
      ['total', 'text'],
    ]);
  });
});

describe('the mapping drawn from it', () => {
  const shape = shapeOf([{ product: 'Tea', month: '2026-01-01', units: 3, amount: 9.5 }]);

  it('maps a chart: the first text field to the category, every number to a series', () => {
    expect(mappingFromShape(shape, ['category', 'series'], sample)).toMatchObject({
      category: 'product',
      series: ['units', 'amount'],
    });
  });

  it('maps a KPI value to the first number, keeping what no role takes', () => {
    const mapped = mappingFromShape(shape, ['value'], { ...sample, path: 'data.list' });
    expect(mapped.value).toBe('units');
    expect(mapped.path).toBe('data.list');
    expect(mapped.category).toBe('x');
  });

  it('takes a date as the category when there is no text, and coordinates as lat and lon', () => {
    const timed = shapeOf([{ day: '2026-01-01', sales: 4 }]);
    expect(mappingFromShape(timed, ['category', 'series'], sample)).toMatchObject({
      category: 'day',
      series: ['sales'],
    });
    const places = shapeOf([{ city: 'Shanghai', lat: 31.2, lng: 121.5, visits: 9 }]);
    expect(mappingFromShape(places, ['category', 'value', 'lat', 'lon'], sample)).toMatchObject({
      category: 'city',
      value: 'visits',
      lat: 'lat',
      lon: 'lng',
    });
  });

  it('names the fields a mapping reads that the answer lacks', () => {
    expect(missingFields(sample, ['category', 'series'], ['product', 'software'])).toEqual([
      'x',
      'hardware',
      'services',
    ]);
    expect(missingFields(sample, ['value'], ['value'])).toEqual([]);
  });
});
