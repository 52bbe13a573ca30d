import { describe, expect, it } from 'vitest';
import type { ApiGroup, ApiSummary } from '../../../../shared/acts/data-api.js';
import { filterApis } from './apiFilter';

const api = (name: string, group_id: string, updated_at: number, extra: Partial<ApiSummary> = {}): ApiSummary => ({
  _id: name,
  name,
  path: name.toLowerCase(),
  method: 'GET',
  type: 'direct',
  group_id,
  published: false,
  description: '',
  params: [],
  fields: [],
  updated_at,
  ...extra,
});
const groups: ApiGroup[] = [
  { _id: 'g-default', name: 'Default', default: 1, count: 2 },
  { _id: 'g-sales', name: 'Sales', default: 0, count: 1 },
];
const apis = [
  api('Orders', '', 1),
  api('Sales', 'g-sales', 3, { description: 'daily revenue' }),
  api('Stock', 'g-default', 2),
];

describe('filterApis', () => {
  it('shows every API, the latest change first', () => {
    expect(filterApis(apis, groups, 'all', '').map((a) => a.name)).toEqual(['Sales', 'Stock', 'Orders']);
  });

  it('counts an API without a group in the default group', () => {
    expect(filterApis(apis, groups, 'g-default', '').map((a) => a.name)).toEqual(['Stock', 'Orders']);
    expect(filterApis(apis, groups, 'g-sales', '').map((a) => a.name)).toEqual(['Sales']);
  });

  it('matches the keyword in name, path or description, any case', () => {
    expect(filterApis(apis, groups, 'all', 'REVENUE').map((a) => a.name)).toEqual(['Sales']);
    expect(filterApis(apis, groups, 'all', 'stock').map((a) => a.name)).toEqual(['Stock']);
    expect(filterApis(apis, groups, 'g-sales', 'stock')).toEqual([]);
  });
});
