import { describe, expect, it } from 'vitest';
import type { WorksheetGroup, WorksheetSummary } from '../../../../shared/acts/worksheet.js';
import { filterWorksheets, groupForNew } from './worksheetFilter';

const groups: WorksheetGroup[] = [
  { _id: 'g-default', name: 'Default', default: 1, count: 2 },
  { _id: 'g-sales', name: 'Sales', default: 0, count: 1 },
];

const sheet = (name: string, group_id: string, source_label: string, updated_at: number): WorksheetSummary => ({
  _id: name,
  name,
  table_name: `ws_${name}`,
  group_id,
  source_kind: 'csv',
  source_label,
  status: 'normal',
  record_count: 1,
  bytes: 1,
  update_mode: 'once',
  use_count: 0,
  updated_at,
});

const items = [
  sheet('orders', '', 'orders-2026.csv', 1),
  sheet('regions', 'g-default', 'regions.xlsx', 3),
  sheet('targets', 'g-sales', 'public.targets', 2),
];

describe('the worksheet list filter', () => {
  it('shows every worksheet under all, the newest change first', () => {
    expect(filterWorksheets(items, groups, 'all', '').map((item) => item.name)).toEqual([
      'regions',
      'targets',
      'orders',
    ]);
  });

  it('counts worksheets without a group as the default group', () => {
    expect(filterWorksheets(items, groups, 'g-default', '').map((item) => item.name)).toEqual(['regions', 'orders']);
    expect(filterWorksheets(items, groups, 'g-sales', '').map((item) => item.name)).toEqual(['targets']);
  });

  it('matches the keyword in the name or the source, ignoring case', () => {
    expect(filterWorksheets(items, groups, 'all', ' PUBLIC ').map((item) => item.name)).toEqual(['targets']);
    expect(filterWorksheets(items, groups, 'all', '2026').map((item) => item.name)).toEqual(['orders']);
    expect(filterWorksheets(items, groups, 'g-sales', 'orders')).toEqual([]);
  });

  it('puts a new worksheet in the picked user group, else the default', () => {
    expect(groupForNew(groups, 'g-sales')).toBe('g-sales');
    expect(groupForNew(groups, 'g-default')).toBe('');
    expect(groupForNew(groups, 'all')).toBe('');
    expect(groupForNew(undefined, 'g-sales')).toBe('');
  });
});
