import { describe, expect, it } from 'vitest';
import { draftDashboard } from '../../../shared/screen/draft.js';
import { worksheetBindingSchema } from '../../../shared/widgets/data.js';
import { newWidget } from '../widgets/registry';
import { worksheetDraftWidgets, worksheetShape } from '../../../shared/screen/draft-worksheet.js';
import { randomId } from '../editor/model/clipboard';

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

describe('"Chart this" over a worksheet', () => {
  const shape = worksheetShape(preview);
  const drafts = draftDashboard(shape, { width: 1920, height: 1080, sampledRows: preview.rows.length });
  const widgets = worksheetDraftWidgets(drafts, 'ws_1', shape, randomId);

  it('binds every drafted widget to the worksheet, each with an editor widget id of its own', () => {
    expect(widgets).toHaveLength(drafts.length);
    for (const { widget, layout } of widgets) {
      expect(worksheetBindingSchema.safeParse(widget.data).success).toBe(true);
      expect(widget.id).toMatch(/^w_[a-z0-9]+$/);
      expect(layout.widgetId).toBe(widget.id);
    }
    expect(new Set(widgets.map(({ widget }) => widget.id)).size).toBe(widgets.length);
  });

  it('gives each widget the attributes the widget library gives a new one, but its title', () => {
    for (const { widget } of widgets) {
      const fresh = newWidget(widget.type, widget.id, widget.attr.globeStyle.name, { x: 0, y: 0 }, 'en').widget;
      const { label: _label, title: _title, ...drafted } = widget.attr;
      const { label: _freshLabel, title: _freshTitle, ...library } = fresh.attr;
      expect(drafted).toEqual(library);
    }
  });
});
