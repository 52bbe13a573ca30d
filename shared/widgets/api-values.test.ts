import { describe, expect, it } from 'vitest';
import { apiRequestKey, boundParamValues } from './api-values.js';

describe('parameter values of a widget bound to a data API', () => {
  it('takes constants as text and leaves empty ones to the API default', () => {
    expect(
      boundParamValues({ region: { from: 'const', value: 'north' }, limit: { from: 'const', value: '' } }, {}),
    ).toEqual({ region: 'north' });
  });

  it('takes a group field, and one item of a list by index (a date range start and end)', () => {
    const values = { dateRange: ['2026-01-01', '2026-01-31'], region: 'south', top: 5 };
    expect(
      boundParamValues(
        {
          start: { from: 'group', field: 'dateRange', index: 0 },
          end: { from: 'group', field: 'dateRange', index: 1 },
          days: { from: 'group', field: 'dateRange' },
          region: { from: 'group', field: 'region' },
          top: { from: 'group', field: 'top', index: 0 },
        },
        values,
      ),
    ).toEqual({
      start: '2026-01-01',
      end: '2026-01-31',
      days: ['2026-01-01', '2026-01-31'],
      region: 'south',
      top: 5,
    });
  });

  it('gives no value for a missing field, an index past the list, or an index above 0 of a single value', () => {
    expect(
      boundParamValues(
        {
          a: { from: 'group', field: 'missing' },
          b: { from: 'group', field: 'range', index: 2 },
          c: { from: 'group', field: 'one', index: 1 },
          d: { from: 'group', field: 'constructor' },
          e: { from: 'group', field: '__proto__' },
        },
        { range: ['x', 'y'], one: 'v' },
      ),
    ).toEqual({});
  });

  it('keeps a parameter named __proto__ as an own value', () => {
    const params = JSON.parse('{"__proto__": {"from": "const", "value": "x"}}') as Parameters<
      typeof boundParamValues
    >[0];
    const values = boundParamValues(params, {});
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).toBe('x');
  });

  it('does not let a list value be changed through the result', () => {
    const range = ['a', 'b'];
    const values = boundParamValues({ r: { from: 'group', field: 'range' } }, { range });
    (values.r as string[]).push('c');
    expect(range).toEqual(['a', 'b']);
  });

  it('keys requests by API and values, whatever the order of the values', () => {
    expect(apiRequestKey('a1', { x: 1, y: '2' })).toBe(apiRequestKey('a1', { y: '2', x: 1 }));
    expect(apiRequestKey('a1', { x: 1 })).not.toBe(apiRequestKey('a2', { x: 1 }));
    expect(apiRequestKey('a1', { x: 1 })).not.toBe(apiRequestKey('a1', { x: '1' }));
  });
});
