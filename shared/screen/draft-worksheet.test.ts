import { describe, expect, it } from 'vitest';
import { worksheetBindingSchema } from '../widgets/data.js';
import { draftDashboard } from './draft.js';
import { worksheetDraftWidgets, worksheetShape } from './draft-worksheet.js';

const preview = {
  columns: [
    { name: 'day', type: 'date' as const },
    { name: 'region', type: 'text' as const },
    { name: 'orders', type: 'integer' as const },
    { name: 'revenue', type: 'decimal' as const },
  ],
  rows: Array.from({ length: 30 }, (_, i) => [
    `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
    ['East', 'West', 'North'][i % 3],
    i,
    i * 10.5,
  ]),
  record_count: 2920,
};

describe('a draft over a worksheet', () => {
  const shape = worksheetShape(preview);
  const drafts = draftDashboard(shape, { width: 1920, height: 1080, sampledRows: preview.rows.length });
  let next = 0;
  const widgets = worksheetDraftWidgets(drafts, 'ws_1', shape, () => `w_${String(++next)}`);

  it('reads the worksheet kinds, counting distinct values in the preview', () => {
    expect(shape.map((f) => [f.name, f.kind, f.distinct])).toEqual([
      ['day', 'date', 28],
      ['region', 'text', 3],
      ['orders', 'number', 30],
      ['revenue', 'number', 30],
    ]);
  });

  it('binds every widget to a valid worksheet aggregate, mapped onto its columns', () => {
    expect(widgets.map(({ widget }) => widget.type)).toEqual([
      'kpi.number',
      'kpi.number',
      'chart.line',
      'chart.bar',
      'table.scroll',
    ]);
    for (const { widget } of widgets) expect(worksheetBindingSchema.safeParse(widget.data).success).toBe(true);
    const [revenue, , line, bars] = widgets.map(({ widget }) => worksheetBindingSchema.parse(widget.data));
    expect(revenue?.worksheet).toMatchObject({
      worksheet_id: 'ws_1',
      dimension: '',
      measures: [{ field: 'revenue', agg: 'sum' }],
    });
    expect(revenue?.mapping.value).toBe('sum_revenue');
    expect(line?.worksheet).toMatchObject({ dimension: 'day', order: 'dimension' });
    expect(line?.mapping).toMatchObject({ category: 'day', series: ['sum_revenue'] });
    expect(line?.transform.rename).toEqual({ sum_revenue: 'revenue' });
    expect(bars?.worksheet).toMatchObject({ dimension: 'region', order: 'measure', limit: 10 });
  });

  it('titles each widget, names it with the ids given and keeps the drafted places', () => {
    expect(widgets[0]?.widget.attr).toMatchObject({
      label: 'revenue',
      aggregate: 'sum',
      globeStyle: { name: 'revenue' },
    });
    expect(widgets.map(({ widget, layout }) => [widget.id, layout.widgetId, layout.z])).toEqual(
      widgets.map((_, i) => [`w_${String(i + 1)}`, `w_${String(i + 1)}`, i + 1]),
    );
    expect(widgets[2]?.widget.attr).toMatchObject({ title: 'revenue / day' });
    expect(widgets.map(({ layout }) => [layout.x, layout.y, layout.w, layout.h])).toEqual(
      drafts.map(({ layout }) => [layout.x, layout.y, layout.w, layout.h]),
    );
  });
});

describe('the table of a draft over a worksheet', () => {
  it('reads the totals per value of the first text field, never a key summed', () => {
    const withKeys = {
      ...preview,
      columns: [{ name: 'order_id', type: 'integer' as const }, ...preview.columns],
      rows: preview.rows.map((row, i) => [100_000 + i, ...row]),
    };
    const shape = worksheetShape(withKeys);
    const drafts = draftDashboard(shape, { width: 1920, height: 1080, sampledRows: withKeys.rows.length });
    const widgets = worksheetDraftWidgets(drafts, 'ws_1', shape, () => 'w_1');
    const table = widgets.find(({ widget }) => widget.type === 'table.scroll');
    expect(worksheetBindingSchema.parse(table?.widget.data).worksheet).toMatchObject({
      dimension: 'region',
      measures: [
        { field: 'revenue', agg: 'sum' },
        { field: 'orders', agg: 'sum' },
      ],
      order: 'measure',
    });
  });

  it('counts the rows per value when the shape has no measure', () => {
    const names = { columns: [{ name: 'city', type: 'text' as const }], rows: [['A'], ['B'], ['A']], record_count: 3 };
    const shape = worksheetShape(names);
    const drafts = draftDashboard(shape, { width: 1920, height: 1080, sampledRows: names.rows.length });
    const table = worksheetDraftWidgets(drafts, 'ws_1', shape, () => 'w_1').find(
      ({ widget }) => widget.type === 'table.scroll',
    );
    expect(worksheetBindingSchema.parse(table?.widget.data).worksheet).toMatchObject({
      dimension: 'city',
      measures: [{ field: 'city', agg: 'count' }],
    });
  });
});
