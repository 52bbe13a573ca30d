import { describe, expect, it } from 'vitest';
import type { ApiGroup, ApiSummary } from '../../../../../../shared/acts/data-api.js';
import type { Widget } from '../../../../../../shared/screen/document.js';
import {
  bindingsFor,
  constantInput,
  groupedApis,
  indexChoice,
  pickApi,
  publishedFields,
  withIndex,
} from './apiSourceModel';

const api = (id: string, name: string, path: string, group_id: string, params: ApiSummary['params'] = []) =>
  ({
    _id: id,
    name,
    path,
    group_id,
    params,
    method: 'GET',
    type: 'direct',
    published: false,
    description: '',
    fields: [],
    updated_at: 0,
  }) satisfies ApiSummary;

const groups: ApiGroup[] = [
  { _id: 'g0', name: 'Default', default: 1, count: 0 },
  { _id: 'g1', name: 'Sales', default: 0, count: 0 },
  { _id: 'g2', name: 'Empty', default: 0, count: 0 },
];
const apis = [
  api('a1', 'daily_sales', 'sales-daily', 'g1'),
  api('a2', 'Stock_levels', 'stock', 'g0'),
  api('a3', 'orphan_api', 'orphan', 'gone'),
];

describe('the data API picker', () => {
  it('groups APIs in the groups order, leaves empty groups out and puts orphans under the default group', () => {
    expect(groupedApis(apis, groups, '').map((g) => [g.name, g.apis.map((a) => a._id)])).toEqual([
      ['Default', ['a2', 'a3']],
      ['Sales', ['a1']],
    ]);
  });

  it('searches names and paths whatever the case', () => {
    expect(groupedApis(apis, groups, 'STOCK').flatMap((g) => g.apis.map((a) => a._id))).toEqual(['a2']);
    expect(groupedApis(apis, groups, 'sales-d').flatMap((g) => g.apis.map((a) => a._id))).toEqual(['a1']);
    expect(groupedApis(apis, groups, 'nothing')).toEqual([]);
  });

  it('keeps the bindings of parameters of the same name when another API is picked, the rest empty constants', () => {
    const params = [
      { name: 'start', type: 'date', required: true, default: '', description: '' },
      { name: 'region', type: 'string', required: false, default: 'north', description: '' },
    ] as const;
    const picked = pickApi(api('a9', 'range_api', 'range', 'g1', [...params]), {
      api_id: 'a1',
      interval: 12,
      params: { start: { from: 'group', field: 'dateRange', index: 0 }, gone: { from: 'const', value: 'x' } },
    });
    expect(picked).toEqual({
      api_id: 'a9',
      interval: 12,
      params: { start: { from: 'group', field: 'dateRange', index: 0 }, region: { from: 'const', value: '' } },
    });
    expect(pickApi(api('a9', 'range_api', 'range', 'g1'), null)).toEqual({ api_id: 'a9', interval: 30, params: {} });
    expect(bindingsFor([...params], JSON.parse('{"constructor": 1}') as never)).toHaveProperty('start', {
      from: 'const',
      value: '',
    });
  });

  it('types constants with the input of their type (date pickers for dates)', () => {
    expect(constantInput('date')).toBe('date');
    expect(constantInput('datetime')).toBe('datetime-local');
    expect(constantInput('number')).toBe('number');
    expect(constantInput('boolean')).toBe('boolean');
    expect(constantInput('list')).toBe('text');
    expect(constantInput('string')).toBe('text');
  });

  it('offers the fields the filter widgets publish to the listened group', () => {
    const widget = (id: string, attr: Record<string, unknown>) =>
      ({ id, attr: { globeStyle: { name: id }, ...attr } }) as unknown as Widget;
    const widgets = {
      a: widget('a', { commGroup: 'g', field: 'dateRange' }),
      b: widget('b', { commGroup: 'g', field: 'region' }),
      c: widget('c', { commGroup: 'other', field: 'x' }),
      d: widget('d', { commGroup: 'g', field: '' }),
      e: widget('e', { commGroup: 'g', field: 'dateRange' }),
    };
    expect(publishedFields(widgets, 'g')).toEqual(['dateRange', 'region']);
    expect(publishedFields(widgets, '')).toEqual([]);
  });

  it('picks the whole value or one item of a list', () => {
    const binding = { from: 'group', field: 'dateRange' } as const;
    expect(indexChoice(binding)).toBe('');
    expect(withIndex(binding, '1')).toEqual({ from: 'group', field: 'dateRange', index: 1 });
    expect(indexChoice(withIndex(binding, '0'))).toBe('0');
    expect(withIndex({ ...binding, index: 1 }, '')).toEqual(binding);
  });
});
