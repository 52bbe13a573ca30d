import { describe, expect, it } from 'vitest';
import { dataBindingSchema } from '../../../../shared/widgets/data.js';
import { resolveData } from '../data/resolve';
import { withSource } from './withSource';

const binding = {
  source: 'http',
  http: { url: 'https://api.example.com/sales', interval: 2 },
  mapping: { path: 'list', category: 'm', series: ['v'] },
};
const base = resolveData(dataBindingSchema.parse(binding), ['category', 'series']);
const answer = {
  list: [
    { m: 'Jan', v: 3 },
    { m: 'Feb', v: 5 },
  ],
};

describe('a widget with a polled source', () => {
  it('is loading until the first answer, then draws the answer through path and mapping', () => {
    expect(base.status).toBe('loading');
    expect(withSource(base, { status: 'loading' }, ['category', 'series'], 0).status).toBe('loading');
    const ready = withSource(base, { status: 'ready', data: answer, fetchedAt: 1000 }, ['category', 'series'], 1500);
    expect(ready).toMatchObject({ status: 'ready', fetchedAt: 1000 });
    expect(ready.rows).toEqual(answer.list);
  });

  it('is an error when the source never answered, and stale once its data is older than two intervals', () => {
    expect(withSource(base, { status: 'error', errorCode: 50027006 }, ['category', 'series'], 0)).toMatchObject({
      status: 'error',
      problem: 'sourceFailed',
    });
    const failing = { status: 'ready' as const, data: answer, fetchedAt: 1000, errorCode: 50027006 };
    expect(withSource(base, failing, ['category', 'series'], 4000).status).toBe('ready');
    const stale = withSource(base, failing, ['category', 'series'], 5001);
    expect(stale.status).toBe('stale');
    expect(stale.rows).toHaveLength(2);
  });

  it('leaves static data alone', () => {
    const rows = resolveData(
      dataBindingSchema.parse({
        source: 'static',
        static: answer,
        mapping: { path: 'list', category: 'm', series: ['v'] },
      }),
      ['category', 'series'],
    );
    expect(withSource(rows, null, ['category', 'series'], 0)).toBe(rows);
  });

  it('draws a data API answer (rows as objects), stale past two of its intervals', () => {
    const api = resolveData(
      dataBindingSchema.parse({
        source: 'api',
        api: { api_id: 'a1', interval: 3, params: { start: { from: 'group', field: 'dateRange', index: 0 } } },
        mapping: { category: 'm', series: ['v'] },
      }),
      ['category', 'series'],
    );
    expect(api.status).toBe('loading');
    const state = { status: 'ready' as const, data: answer.list, fetchedAt: 1000 };
    expect(withSource(api, state, ['category', 'series'], 6000)).toMatchObject({ status: 'ready', rows: answer.list });
    expect(withSource(api, state, ['category', 'series'], 7001).status).toBe('stale');
  });

  it('has nothing to draw while no data API is picked', () => {
    const none = resolveData(dataBindingSchema.parse({ source: 'api', api: { api_id: '' } }), ['category', 'series']);
    expect(withSource(none, null, ['category', 'series'], 0).status).toBe('empty');
  });

  it('draws a worksheet aggregate through the mapping, stale after two of its intervals', () => {
    const worksheet = resolveData(
      dataBindingSchema.parse({
        source: 'worksheet',
        worksheet: {
          worksheet_id: 'w1',
          dimension: 'region',
          measures: [{ field: 'sales', agg: 'sum' }],
          interval: 10,
        },
        mapping: { category: 'region', series: ['sum_sales'] },
      }),
      ['category', 'series'],
    );
    expect(worksheet.status).toBe('loading');
    const rows = [
      { region: 'east', sum_sales: 12.5 },
      { region: 'west', sum_sales: 7 },
    ];
    const state = { status: 'ready' as const, data: rows, fetchedAt: 1000 };
    expect(withSource(worksheet, state, ['category', 'series'], 20_000)).toMatchObject({ status: 'ready', rows });
    expect(withSource(worksheet, state, ['category', 'series'], 21_001).status).toBe('stale');
    // Its group values and row filters are the statement's (applied before the row cap): the
    // answer is drawn as it came, even by a filter on a field it does not carry.
    const narrowed = worksheet.binding && {
      ...worksheet.binding,
      listen: 'filters',
      transform: { ...worksheet.binding.transform, filter: [{ field: 'day', op: 'eq' as const, value: '2024-01-02' }] },
    };
    const listening = { ...worksheet, binding: narrowed };
    expect(withSource(listening, state, ['category', 'series'], 20_000, { region: 'west' }).rows).toEqual(rows);
  });
});
