import { describe, expect, it } from 'vitest';
import type { LayoutEntry, Widget } from '../../../shared/screen/document.js';
import { readWidgetItem, widgetItem } from './widgets.js';

const layout: LayoutEntry = { widgetId: 'k1', x: 0, y: 0, w: 300, h: 120, z: 0, rotation: 0 };
const kpi = (attr: Record<string, unknown>, attrVersion?: number): Widget => ({
  id: 'k1',
  type: 'kpi.number',
  attr: { globeStyle: { name: 'Orders' }, ...attr },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
  ...(attrVersion === undefined ? {} : { attrVersion }),
});

describe("a widget item's attributes", () => {
  it("are read at their type's current version: a KPI stored before aggregates keeps its first value", () => {
    const stored = { body: JSON.stringify(kpi({ value: 7 })), layout, revision: 3 };
    expect(readWidgetItem(stored).widget).toMatchObject({ attr: { value: 7, aggregate: 'first' }, attrVersion: 2 });
  });

  it('are written stamped with that version, so a later read runs no step twice', () => {
    const item = widgetItem('t1', 's1', { widget: kpi({ aggregate: 'sum' }, 1), layout }, 1);
    expect(JSON.parse(item.body)).toMatchObject({ attr: { aggregate: 'sum' }, attrVersion: 2 });
    expect(readWidgetItem(item).widget.attr.aggregate).toBe('sum');
  });
});
