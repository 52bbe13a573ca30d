import { describe, expect, it } from 'vitest';
import { draftDashboard } from '../../../shared/screen/draft.js';
import { worksheetBindingSchema } from '../../../shared/widgets/data.js';
import { worksheetDraftWidgets, worksheetShape } from './draftWidgets';

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
  const widgets = worksheetDraftWidgets(drafts, 'ws_1', shape, 'en');

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
    const [orders, , line, bars] = widgets.map(({ widget }) => worksheetBindingSchema.parse(widget.data));
    expect(orders?.worksheet).toMatchObject({
      worksheet_id: 'ws_1',
      dimension: '',
      measures: [{ field: 'orders', agg: 'sum' }],
    });
    expect(orders?.mapping.value).toBe('sum_orders');
    expect(line?.worksheet).toMatchObject({ dimension: 'day', order: 'dimension' });
    expect(line?.mapping).toMatchObject({ category: 'day', series: ['sum_orders', 'sum_revenue'] });
    expect(line?.transform.rename).toEqual({ sum_orders: 'orders', sum_revenue: 'revenue' });
    expect(bars?.worksheet).toMatchObject({ dimension: 'region', order: 'measure', limit: 10 });
  });

  it('titles each widget and keeps the drafted places', () => {
    expect(widgets[0]?.widget.attr).toMatchObject({ label: 'orders' });
    expect(widgets[2]?.widget.attr).toMatchObject({ title: 'orders, revenue / day' });
    expect(widgets.map(({ layout }) => [layout.x, layout.y, layout.w, layout.h])).toEqual(
      drafts.map(({ layout }) => [layout.x, layout.y, layout.w, layout.h]),
    );
  });
});
