import { describe, expect, it } from 'vitest';
import { apiParamSchema, type ApiParam } from '../../../shared/acts/data-api.js';
import { canonicalValues } from '../../../shared/datasource/api-params.js';
import { checkDeclared, checkValues, ParamError } from './params.js';

const param = (fields: Partial<ApiParam> & Pick<ApiParam, 'name' | 'type'>): ApiParam => apiParamSchema.parse(fields);

function refusedParam(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ParamError) return error.data.param;
    throw error;
  }
  return undefined;
}

describe('API parameter values', () => {
  it('converts each type', () => {
    const params = [
      param({ name: 's', type: 'string' }),
      param({ name: 'n', type: 'number' }),
      param({ name: 'd', type: 'date' }),
      param({ name: 't', type: 'datetime' }),
      param({ name: 'b', type: 'boolean' }),
      param({ name: 'l', type: 'list' }),
    ];
    expect(
      checkValues(params, {
        s: 12,
        n: ' 3.5 ',
        d: '2024-02-29',
        t: '2024-03-01T08:00:00+08:00',
        b: 'true',
        l: 'a, b,,c',
      }),
    ).toEqual({ s: '12', n: 3.5, d: '2024-02-29', t: '2024-03-01T00:00:00.000Z', b: true, l: ['a', 'b', 'c'] });
    expect(checkValues(params, { n: -2, t: '2024-03-01 08:00', b: 0, l: [1, 2] })).toMatchObject({
      n: -2,
      t: '2024-03-01T08:00:00.000Z',
      b: false,
      l: [1, 2],
    });
  });

  it('refuses a value of the wrong type, naming the parameter', () => {
    expect(refusedParam(() => checkValues([param({ name: 'n', type: 'number' })], { n: '1; DROP' }))).toBe('n');
    expect(refusedParam(() => checkValues([param({ name: 'n', type: 'number' })], { n: 'Infinity' }))).toBe('n');
    expect(refusedParam(() => checkValues([param({ name: 'd', type: 'date' })], { d: '2023-02-29' }))).toBe('d');
    expect(refusedParam(() => checkValues([param({ name: 'd', type: 'date' })], { d: '2023-1-2' }))).toBe('d');
    expect(refusedParam(() => checkValues([param({ name: 't', type: 'datetime' })], { t: 'yesterday' }))).toBe('t');
    expect(refusedParam(() => checkValues([param({ name: 'b', type: 'boolean' })], { b: 'yes' }))).toBe('b');
    expect(refusedParam(() => checkValues([param({ name: 's', type: 'string' })], { s: ['a'] }))).toBe('s');
    expect(refusedParam(() => checkValues([param({ name: 'l', type: 'list' })], { l: true }))).toBe('l');
  });

  it('takes the default when a value is absent, and refuses a required one without it', () => {
    const params = [
      param({ name: 'from', type: 'date', default: '2024-01-01' }),
      param({ name: 'ids', type: 'list', default: '1,2' }),
      param({ name: 'opt', type: 'number' }),
    ];
    expect(checkValues(params, { from: '', ids: null })).toEqual({ from: '2024-01-01', ids: ['1', '2'], opt: null });
    expect(refusedParam(() => checkValues([param({ name: 'must', type: 'string', required: true })], {}))).toBe('must');
    expect(checkValues([param({ name: 'l', type: 'list' })], {})).toEqual({ l: [] });
  });

  it('ignores undeclared values and keys the cache by declared values only', () => {
    const params = [param({ name: 'a', type: 'number' }), param({ name: 'b', type: 'string' })];
    const one = checkValues(params, { b: 'x', a: '1', _: '123' });
    const two = checkValues(params, { a: 1, b: 'x' });
    expect(one).toEqual({ a: 1, b: 'x' });
    expect(canonicalValues(params, one)).toBe(canonicalValues(params, two));
    expect(canonicalValues(params, one)).not.toBe(canonicalValues(params, checkValues(params, { a: 2, b: 'x' })));
  });

  it('refuses a SQL name that is not declared', () => {
    expect(refusedParam(() => checkDeclared([param({ name: 'a', type: 'string' })], ['a', 'b']))).toBe('b');
    expect(refusedParam(() => checkDeclared([param({ name: 'a', type: 'string' })], ['a']))).toBeUndefined();
  });
});
