import { describe, expect, it } from 'vitest';
import { httpSourceSchema } from '../../../../shared/widgets/data.js';
import { CommGroups } from './groups';
import { withValues } from '../../../../shared/widgets/group-values.js';
import { matchesValues } from './params';

const rows = [
  { region: 'East', month: 'Jan', v: 1 },
  { region: 'West', month: 'Jan', v: 2 },
  { region: 'East', month: 'Feb', v: 3 },
];

describe('communication group values applied to data', () => {
  it('filter rows by every value whose field they have; a list matches any item', () => {
    expect(rows.filter(matchesValues({ region: 'East' })).map((r) => r.v)).toEqual([1, 3]);
    expect(rows.filter(matchesValues({ region: 'East', month: 'Feb' })).map((r) => r.v)).toEqual([3]);
    expect(rows.filter(matchesValues({ region: ['West', 'East'], year: '2026' })).map((r) => r.v)).toEqual([1, 2, 3]);
    const days = [
      { day: '2026-01-31', v: 1 },
      { day: '2026-02-01T08:00:00Z', v: 2 },
      { day: '2026-02-28', v: 3 },
      { day: '2026-03-01', v: 4 },
    ];
    expect(days.filter(matchesValues({ day: ['2026-02-01', '2026-02-28'] })).map((r) => r.v)).toEqual([2, 3]);
  });

  it('become query parameters of a GET and body fields of a POST', () => {
    const get = httpSourceSchema.parse({ url: 'https://api.example.com/sales?unit=k' });
    expect(withValues(get, { region: 'East', months: ['Jan', 'Feb'] }).url).toBe(
      'https://api.example.com/sales?unit=k&region=East&months=Jan%2CFeb',
    );
    expect(withValues(get, {})).toBe(get);
    const post = httpSourceSchema.parse({ url: 'https://api.example.com/q', method: 'POST', body: '{"top":5}' });
    expect(JSON.parse(withValues(post, { region: 'West' }).body ?? '')).toEqual({ top: 5, region: 'West' });
  });

  it('a group keeps its record until a value changes; empty values clear the field', () => {
    const groups = new CommGroups();
    let calls = 0;
    groups.subscribe(() => calls++);
    groups.set('g', 'region', 'East');
    const first = groups.get('g');
    groups.set('g', 'region', 'East');
    expect(groups.get('g')).toBe(first);
    expect(calls).toBe(1);
    groups.set('g', 'region', '');
    expect(groups.get('g')).toEqual({});
    expect(groups.get('')).toEqual({});
    expect(calls).toBe(2);
  });
});
