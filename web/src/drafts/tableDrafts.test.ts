import { describe, expect, it } from 'vitest';
import { apiName } from '../../../shared/acts/data-api.js';
import { draftDashboard } from '../../../shared/screen/draft.js';
import { shapeOf } from '../../../shared/widgets/field-shape.js';
import { dataBindingSchema } from '../../../shared/widgets/data.js';
import { apiNameFor, planTableApis, tableDraftWidgets } from './tableDrafts';

const WALL = { width: 1920, height: 1080 };
const ROWS = Array.from({ length: 40 }, (_, i) => ({
  order_id: i + 1,
  day: `2026-11-${String((i % 10) + 1).padStart(2, '0')}`,
  region: ['East', 'West', 'North'][i % 3],
  amount: 100 + i,
  units: i % 7,
}));
const drafts = draftDashboard(shapeOf(ROWS), { ...WALL, sampledRows: ROWS.length });

describe('planTableApis', () => {
  it('asks the database for the totals in one statement, each grouping in its own, the rows as they are', () => {
    const plan = planTableApis(drafts, { schema: 'public', table: 'orders' }, 'postgresql');
    expect(plan.apis).toEqual([
      { key: 'totals', suffix: 'totals', sql: 'SELECT SUM(amount) AS amount, SUM(units) AS units FROM public.orders' },
      {
        key: 'by:day',
        suffix: 'by_day',
        sql: 'SELECT day, SUM(amount) AS amount FROM public.orders GROUP BY day ORDER BY day',
      },
      {
        key: 'by:region',
        suffix: 'by_region',
        sql: 'SELECT region, SUM(amount) AS amount FROM public.orders GROUP BY region ORDER BY SUM(amount) DESC',
      },
      { key: 'rows', suffix: 'rows', sql: 'SELECT * FROM public.orders' },
    ]);
    expect(plan.reads).toEqual(['totals', 'totals', 'by:day', 'by:region', 'rows']);
  });

  it("quotes names in the engine's own way", () => {
    const shape = shapeOf([
      { 'Sales Region': 'East', Amount: 1 },
      { 'Sales Region': 'West', Amount: 2 },
    ]);
    const few = draftDashboard(shape, WALL);
    const mysql = planTableApis(few, { schema: 'shop', table: 'Daily Sales' }, 'mariadb');
    expect(mysql.apis[0]?.sql).toBe('SELECT SUM(`Amount`) AS `Amount` FROM shop.`Daily Sales`');
    const oracle = planTableApis(few, { schema: 'SHOP', table: 'Daily Sales' }, 'oracle');
    expect(oracle.apis[0]?.sql).toBe('SELECT SUM("Amount") AS "Amount" FROM "SHOP"."Daily Sales"');
  });

  it('counts the rows when the table has no number', () => {
    const shape = shapeOf([
      { name: 'a', city: 'x' },
      { name: 'b', city: 'y' },
    ]);
    const plan = planTableApis(draftDashboard(shape, WALL), { schema: '', table: 'people' }, 'postgresql');
    expect(plan.apis[0]?.sql).toBe('SELECT COUNT(*) AS count_name FROM people');
  });
});

describe('apiNameFor', () => {
  it('names an API after its table within the name rule, numbered when taken', () => {
    expect(apiNameFor('orders', 'totals')).toBe('orders_totals');
    expect(apiNameFor('orders', 'by_region', 2)).toBe('orders_by_region_2');
    for (const table of ['2026 sales', 'sales-eu', '__x', '销售', 'a'.repeat(80), '-']) {
      expect(apiName.safeParse(apiNameFor(table, 'by_a_very_long_dimension_name_here', 9)).success).toBe(true);
    }
    expect(apiNameFor('2026 sales', 'rows')).toBe('t_2026_sales_rows');
  });
});

describe('tableDraftWidgets', () => {
  it('binds each widget to its API with the columns the API answers', () => {
    const plan = planTableApis(drafts, { schema: 'public', table: 'orders' }, 'postgresql');
    const ids = new Map(plan.apis.map((api, index) => [api.key, `api${index}`]));
    const widgets = tableDraftWidgets(drafts, plan, ids, 'en');
    expect(widgets.map(({ widget }) => widget.type)).toEqual([
      'kpi.number',
      'kpi.number',
      'chart.line',
      'chart.bar',
      'table.scroll',
    ]);
    for (const { widget } of widgets) expect(dataBindingSchema.safeParse(widget.data).success).toBe(true);
    const [kpi, , line, bars] = widgets.map(({ widget }) => widget);
    expect(kpi?.data).toMatchObject({ source: 'api', api: { api_id: 'api0' }, mapping: { value: 'amount' } });
    expect(kpi?.attr).toMatchObject({ label: 'amount', aggregate: 'first' });
    expect(line?.data).toMatchObject({
      api: { api_id: 'api1' },
      mapping: { category: 'day', series: ['amount'] },
    });
    expect(bars?.data).toMatchObject({ api: { api_id: 'api2' }, transform: { top: 10 } });
  });
});
