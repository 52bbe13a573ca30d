import { describe, expect, it } from 'vitest';
import { shapeOf } from '../widgets/field-shape.js';
import { draftDashboard, DRAFT_LIMITS, type DraftWidget } from './draft.js';

const WALL = { width: 1920, height: 1080 };

/** `count` rows made by `row` from their index. */
const rows = (count: number, row: (i: number) => Record<string, unknown>) =>
  Array.from({ length: count }, (_, i) => row(i));
const REGIONS = ['East', 'South', 'North', 'Central', 'Southwest', 'Northwest'];
const CHANNELS = ['Online', 'Store'];

const summary = (widgets: readonly DraftWidget[]) => widgets.map((w) => [w.type, w.query.kind]);

function expectWithinWallWithoutOverlap(widgets: readonly DraftWidget[]): void {
  for (const { layout } of widgets) {
    expect(layout.x).toBeGreaterThanOrEqual(0);
    expect(layout.y).toBeGreaterThanOrEqual(0);
    expect(layout.x + layout.w).toBeLessThanOrEqual(WALL.width);
    expect(layout.y + layout.h).toBeLessThanOrEqual(WALL.height);
  }
  for (const [i, a] of widgets.entries())
    for (const b of widgets.slice(i + 1)) {
      const apart =
        a.layout.x + a.layout.w <= b.layout.x ||
        b.layout.x + b.layout.w <= a.layout.x ||
        a.layout.y + a.layout.h <= b.layout.y ||
        b.layout.y + b.layout.h <= a.layout.y;
      expect(apart, `${a.title} and ${b.title} overlap`).toBe(true);
    }
}

describe('a dashboard drafted from a table', () => {
  it("drafts the demo's daily sales: two totals, revenue over days, bars per channel and region, a table", () => {
    const demo = rows(360, (i) => ({
      day: `2026-0${1 + Math.floor(i / 120)}-${String(1 + (Math.floor(i / 12) % 28)).padStart(2, '0')}`,
      region: REGIONS[i % 6],
      channel: CHANNELS[Math.floor(i / 6) % 2],
      orders: 80 + (i % 37),
      revenue: (4000 + i * 13.5).toFixed(2),
    }));
    const widgets = draftDashboard(shapeOf(demo), { ...WALL, sampledRows: demo.length });
    expect(summary(widgets)).toEqual([
      ['kpi.number', 'total'],
      ['kpi.number', 'total'],
      ['chart.line', 'grouped'],
      ['chart.bar', 'grouped'],
      ['chart.bar', 'grouped'],
      ['table.scroll', 'rows'],
    ]);
    // Money first: revenue is the main measure, of the totals, the time series and the bars.
    expect(widgets.slice(0, 2).map((w) => w.query)).toEqual([
      { kind: 'total', measure: { field: 'revenue', agg: 'sum' } },
      { kind: 'total', measure: { field: 'orders', agg: 'sum' } },
    ]);
    expect(widgets[2]?.query).toMatchObject({
      dimension: 'day',
      order: 'dimension',
      measures: [{ field: 'revenue', agg: 'sum' }],
    });
    // The lowest cardinality first: two channels before six regions.
    expect(widgets.slice(3, 5).map((w) => w.query)).toEqual([
      {
        kind: 'grouped',
        dimension: 'channel',
        measures: [{ field: 'revenue', agg: 'sum' }],
        order: 'measure',
        limit: 10,
      },
      {
        kind: 'grouped',
        dimension: 'region',
        measures: [{ field: 'revenue', agg: 'sum' }],
        order: 'measure',
        limit: 10,
      },
    ]);
    expectWithinWallWithoutOverlap(widgets);
  });

  it('drafts the sample worksheet (order lines by product) with its totals first', () => {
    const lines = rows(200, (i) => ({
      date: `2025-12-${String(1 + (i % 28)).padStart(2, '0')}`,
      region: REGIONS[i % 6],
      product: ['Cloud', 'Software', 'Hardware', 'Services', 'Support'][i % 5],
      channel: CHANNELS[i % 2],
      quantity: 1 + (i % 9),
      amount: 120 + i,
    }));
    const widgets = draftDashboard(shapeOf(lines), WALL);
    expect(widgets.filter((w) => w.type === 'kpi.number').map((w) => w.title)).toEqual(['amount', 'quantity']);
    expect(widgets.filter((w) => w.type === 'chart.bar')).toHaveLength(DRAFT_LIMITS.barCharts);
    expectWithinWallWithoutOverlap(widgets);
  });

  it('has no time series without a date, and no bars without a dimension worth them', () => {
    const inventory = rows(30, (i) => ({ sku: `SKU-${i}`, stock: i * 3, price: 9.5 + i }));
    const widgets = draftDashboard(shapeOf(inventory), { ...WALL, sampledRows: inventory.length });
    // A SKU per row is a name, not a dimension.
    expect(summary(widgets)).toEqual([
      ['kpi.number', 'total'],
      ['kpi.number', 'total'],
      ['table.scroll', 'rows'],
    ]);
    expect(widgets.filter((w) => w.type === 'kpi.number').map((w) => w.title)).toEqual(['price', 'stock']);
    expectWithinWallWithoutOverlap(widgets);
  });

  it('tells keys from measures: ids and codes are no totals', () => {
    const orders = rows(100, (i) => ({
      id: i + 1,
      customer_id: 500 + (i % 40),
      status: ['new', 'paid', 'sent'][i % 3],
      total: 20 + i,
    }));
    const widgets = draftDashboard(shapeOf(orders), { ...WALL, sampledRows: orders.length });
    expect(widgets.filter((w) => w.type === 'kpi.number').map((w) => w.title)).toEqual(['total']);
    expect(widgets.find((w) => w.type === 'chart.bar')?.query).toMatchObject({ dimension: 'status' });
  });

  it('counts rows when there is no number at all', () => {
    const visitors = rows(50, (i) => ({ name: `Visitor ${i}`, country: ['CN', 'US', 'DE'][i % 3] }));
    const widgets = draftDashboard(shapeOf(visitors), { ...WALL, sampledRows: visitors.length });
    expect(widgets[0]?.query).toEqual({ kind: 'total', measure: { field: 'name', agg: 'count' } });
    expect(widgets.find((w) => w.type === 'chart.bar')?.query).toMatchObject({
      dimension: 'country',
      measures: [{ field: 'country', agg: 'count' }],
    });
  });

  it('keeps at most four totals and three series of many numbers, on a mobile wall too', () => {
    const metrics = rows(60, (i) => ({
      ts: `2026-03-01T${String(i % 24).padStart(2, '0')}:00:00Z`,
      cpu: i % 100,
      memory: 40 + (i % 50),
      disk: 10 + (i % 7),
      network: i * 2,
      errors: i % 5,
    }));
    const mobile = { width: 750, height: 1334 };
    const widgets = draftDashboard(shapeOf(metrics), mobile);
    expect(widgets.filter((w) => w.type === 'kpi.number')).toHaveLength(DRAFT_LIMITS.kpis);
    const line = widgets.find((w) => w.type === 'chart.line');
    expect(line?.query).toMatchObject({ dimension: 'ts' });
    expect(line?.query.kind === 'grouped' ? line.query.measures : []).toHaveLength(DRAFT_LIMITS.lineSeries);
    for (const { layout } of widgets) expect(layout.x + layout.w).toBeLessThanOrEqual(mobile.width);
  });

  it('drafts nothing from nothing', () => {
    expect(draftDashboard([], WALL)).toEqual([]);
  });
});
