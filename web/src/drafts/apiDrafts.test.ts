import { describe, expect, it } from 'vitest';
import { shapeOf } from '../../../shared/widgets/field-shape.js';
import { dataBindingSchema, type ApiBinding } from '../../../shared/widgets/data.js';
import { resolvePayload } from '../widgets/data/resolve';
import { answerRows, apiDraftWidgets } from './apiDrafts';

const WALL = { width: 1920, height: 1080 };
const REGIONS = ['East', 'South', 'North', 'Central', 'Southwest', 'Northwest'];
const CHANNELS = ['Online', 'Store'];
/** The demo's daily sales as a direct API answers them: one row per day, region and channel. */
const SALES = Array.from({ length: 48 }, (_, i) => ({
  day: `2026-11-${String(4 - Math.floor(i / 12)).padStart(2, '0')}`,
  region: REGIONS[i % 6] ?? '',
  channel: CHANNELS[Math.floor(i / 6) % 2] ?? '',
  orders: 10 + (i % 7),
  revenue: (100 + i * 2.5).toFixed(2),
}));

const bindingOf = (data: unknown): ApiBinding => {
  const parsed = dataBindingSchema.parse(data);
  if (parsed.source !== 'api') throw new Error(`bound to ${parsed.source}`);
  return parsed;
};

describe('answerRows', () => {
  it("takes a direct API's answer as the rows", () => {
    expect(answerRows(SALES)).toEqual({ path: '', rows: SALES });
  });

  it("finds the shallowest list of objects in a proxy API's JSON, the longest at its depth", () => {
    const answer = {
      code: 0,
      meta: { links: [{ rel: 'self' }] },
      data: { page: 1, list: [{ city: 'Hangzhou', visits: 3 }, { city: 'Wuhan', visits: 5 }, 'noise'] },
    };
    expect(answerRows(answer)).toEqual({
      path: 'data.list',
      rows: [
        { city: 'Hangzhou', visits: 3 },
        { city: 'Wuhan', visits: 5 },
      ],
    });
    expect(answerRows({ tags: ['a'], rows: [{ a: 1 }], top: [{ a: 1 }, { a: 2 }] }).path).toBe('top');
  });

  it('answers no rows when there is no list of objects', () => {
    expect(answerRows({ ok: true, items: [1, 2] })).toEqual({ path: '', rows: [] });
    expect(answerRows('text')).toEqual({ path: '', rows: [] });
    expect(answerRows(undefined)).toEqual({ path: '', rows: [] });
  });
});

describe('apiDraftWidgets', () => {
  const widgets = apiDraftWidgets(shapeOf(SALES), { ...WALL, sampledRows: SALES.length }, 'api1', '', 'en');

  it('binds every widget of the demo sales draft to the same API, with its defaults', () => {
    expect(widgets.map(({ widget }) => widget.type)).toEqual([
      'kpi.number',
      'kpi.number',
      'chart.line',
      'chart.bar',
      'chart.bar',
      'table.scroll',
    ]);
    for (const { widget } of widgets)
      expect(bindingOf(widget.data).api).toEqual({ api_id: 'api1', params: {}, interval: 60 });
    expect(widgets.map(({ layout }) => layout.z)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws the totals as KPIs taking the sum of the rows', () => {
    const [revenue, orders] = widgets.map(({ widget }) => widget);
    expect(revenue?.attr).toMatchObject({ label: 'revenue', aggregate: 'sum' });
    expect(orders?.attr).toMatchObject({ label: 'orders', aggregate: 'sum' });
    expect(bindingOf(revenue?.data).mapping).toMatchObject({ path: '', value: 'revenue' });
    expect(bindingOf(revenue?.data).transform.group).toBeUndefined();
  });

  it('groups the rows on the client: the line by day in date order, the bars top N by the measure', () => {
    const line = bindingOf(widgets[2]?.widget.data);
    expect(line.transform).toMatchObject({
      group: { by: 'day', agg: 'sum' },
      sort: { field: 'day', order: 'asc' },
    });
    const days = resolvePayload(line, SALES, ['category', 'series']).rows;
    expect(days.map((row) => row.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    const firstDay = SALES.filter((row) => row.day === '2026-11-01').reduce((sum, row) => sum + Number(row.revenue), 0);
    expect(days[0]?.revenue).toBeCloseTo(firstDay);

    const channels = bindingOf(widgets[3]?.widget.data);
    expect(channels.mapping).toMatchObject({ category: 'channel', series: ['revenue'] });
    expect(channels.transform).toMatchObject({ group: { by: 'channel', agg: 'sum' }, top: 10 });
    const bars = resolvePayload(channels, SALES, ['category', 'series']).rows;
    expect(bars.map((row) => row.channel).sort()).toEqual(['Online', 'Store']);
    expect(bars[0]?.revenue).toBeGreaterThan(Number(bars[1]?.revenue));
  });

  it('lists the rows as they are in the table', () => {
    const table = bindingOf(widgets[5]?.widget.data);
    expect(table.transform).toEqual({ filter: [], rename: {} });
    expect(resolvePayload(table, SALES, ['series']).rows).toHaveLength(SALES.length);
  });

  it('counts the rows of an answer without a number: per value of its dimension', () => {
    const visitors = Array.from({ length: 30 }, (_, i) => ({
      name: `Visitor ${i}`,
      country: ['CN', 'US', 'DE'][i % 3] ?? '',
    }));
    const drafted = apiDraftWidgets(shapeOf(visitors), { ...WALL, sampledRows: visitors.length }, 'api_v', '', 'en');
    const bars = bindingOf(drafted.find(({ widget }) => widget.type === 'chart.bar')?.widget.data);
    const counted = resolvePayload(bars, visitors, ['category', 'value']).rows;
    expect(counted.map((row) => [row.country, row[bars.mapping.value]])).toEqual([
      ['CN', 10],
      ['US', 10],
      ['DE', 10],
    ]);
  });

  it("reads a proxy API's rows at their path", () => {
    const answer = {
      status: 'ok',
      result: {
        items: Array.from({ length: 12 }, (_, i) => ({
          city: ['Hangzhou', 'Wuhan', 'Chengdu'][i % 3] ?? '',
          visits: i + 1,
          when: `2026-10-${String(10 + (i % 4))}`,
        })),
      },
    };
    const { path, rows } = answerRows(answer);
    expect(path).toBe('result.items');
    const drafted = apiDraftWidgets(shapeOf(rows), { ...WALL, sampledRows: rows.length }, 'proxy', path, 'zh');
    for (const { widget } of drafted) expect(bindingOf(widget.data).mapping.path).toBe('result.items');
    const kpi = drafted.find(({ widget }) => widget.type === 'kpi.number')?.widget;
    const kpiBinding = bindingOf(kpi?.data);
    expect(kpiBinding.mapping.value).toBe('visits');
    expect(resolvePayload(kpiBinding, answer, ['value']).rows).toHaveLength(12);
    const bars = drafted.find(({ widget }) => widget.type === 'chart.bar')?.widget;
    const grouped = resolvePayload(bindingOf(bars?.data), answer, ['category', 'series']).rows;
    expect(grouped.map((row) => [row.city, row.visits])).toEqual([
      ['Chengdu', 30],
      ['Wuhan', 26],
      ['Hangzhou', 22],
    ]);
  });
});
