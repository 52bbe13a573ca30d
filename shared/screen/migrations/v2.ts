import type { Migration } from './types.js';

/**
 * v1 → v2. Version 1 is the widget config as the original product stored it, with
 * no `schemaVersion`: `{width, height, backgroundImage, widgets: [{uuid, type, attr}],
 * innerWidgetConfig: {widgets}, eventList}`, each widget's box in `attr.x/y/width/height`
 * (`attr.rotate`, `attr.zIndex` optional). v2 splits content (widgets by id) from layout.
 */
interface V1Widget {
  uuid?: unknown;
  type?: unknown;
  attr?: Record<string, unknown>;
  style?: unknown;
  data?: unknown;
  events?: unknown;
  locked?: unknown;
  hidden?: unknown;
  groupId?: unknown;
}

const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const v2: Migration = {
  from: 1,
  to: 2,
  widgetsIn(input) {
    const doc = record(input);
    return list(doc.widgets).length + list(record(doc.innerWidgetConfig).widgets).length;
  },
  up(input) {
    const doc = record(input);
    const widgets: Record<string, unknown> = {};
    const layout: unknown[] = [];
    const all = [
      ...list(doc.widgets).map((w) => ({ widget: record(w) as V1Widget, inner: false })),
      ...list(record(doc.innerWidgetConfig).widgets).map((w) => ({ widget: record(w) as V1Widget, inner: true })),
    ];
    all.forEach(({ widget, inner }, index) => {
      const id = String(widget.uuid ?? `w${index + 1}`);
      const { x, y, width, height, rotate, zIndex, ...attr } = record(widget.attr);
      const globeStyle = record(attr.globeStyle);
      widgets[id] = {
        id,
        type: String(widget.type ?? 'unknown'),
        attr: { ...attr, globeStyle: { ...globeStyle, name: String(globeStyle.name ?? id).slice(0, 50) } },
        style: record(widget.style),
        data: record(widget.data),
        events: list(widget.events),
        locked: widget.locked === true,
        hidden: widget.hidden === true,
        ...(typeof widget.groupId === 'string' ? { groupId: widget.groupId } : {}),
        inner,
      };
      layout.push({
        widgetId: id,
        x: num(x, 0),
        y: num(y, 0),
        w: Math.max(1, num(width, 400)),
        h: Math.max(1, num(height, 300)),
        z: Math.max(0, Math.round(num(zIndex, index))),
        rotation: num(rotate, 0),
      });
    });
    return {
      schemaVersion: 2,
      config: {
        title: typeof doc.title === 'string' ? doc.title : '',
        width: num(doc.width, 1920),
        height: num(doc.height, 1080),
        background: { image: typeof doc.backgroundImage === 'string' ? doc.backgroundImage : '' },
        events: list(doc.eventList),
      },
      widgets,
      layout,
    };
  },
};
