import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, emptyDocument, type Widget } from '../screen/document.js';
import { migrate } from '../screen/migrations/index.js';
import { WIDGET_ATTR_MIGRATIONS, migrateWidget, stampAttrVersion } from './attr-migrations.js';
import { migrateAttr, type AttrMigrations } from './attr-steps.js';
import { WIDGET_ATTR_SCHEMAS } from './schemas.js';

const widget = (type: string, attr: Record<string, unknown>, attrVersion?: number): Widget => ({
  id: 'w1',
  type,
  attr: { globeStyle: { name: 'w1' }, ...attr },
  style: {},
  data: {},
  events: [],
  locked: false,
  hidden: false,
  inner: false,
  ...(attrVersion === undefined ? {} : { attrVersion }),
});

describe("a widget type's attribute migrations", () => {
  const steps: AttrMigrations = [
    { to: 2, up: (attr) => ({ ...attr, size: 12 }) },
    { to: 3, up: ({ size, ...attr }) => ({ ...attr, fontSize: size }) },
  ];

  it("runs the steps after the widget's version, in order, and records the last", () => {
    expect(migrateAttr({ attr: { label: 'a' } }, steps)).toEqual({
      attr: { label: 'a', fontSize: 12 },
      attrVersion: 3,
    });
    expect(migrateAttr({ attr: { size: 20 }, attrVersion: 2 }, steps)).toEqual({
      attr: { fontSize: 20 },
      attrVersion: 3,
    });
    const current = { attr: { fontSize: 9 }, attrVersion: 3 };
    expect(migrateAttr(current, steps)).toBe(current);
  });

  it('are declared for known types only, numbered from 2 without a gap', () => {
    for (const [type, typeSteps] of Object.entries(WIDGET_ATTR_MIGRATIONS)) {
      expect(Object.hasOwn(WIDGET_ATTR_SCHEMAS, type), type).toBe(true);
      expect(typeSteps.map((step) => step.to)).toEqual(typeSteps.map((_, i) => i + 2));
    }
  });

  it("keep the first row's value for a KPI stored before aggregates, and leave a chosen one", () => {
    expect(migrateWidget(widget('kpi.number', { label: 'Orders' }))).toMatchObject({
      attr: { label: 'Orders', aggregate: 'first' },
      attrVersion: 2,
    });
    expect(migrateWidget(widget('kpi.number', { aggregate: 'sum' })).attr.aggregate).toBe('sum');
  });

  it('run on every widget of a document brought to the current version', () => {
    const document = { ...emptyDocument(), widgets: { w1: widget('kpi.number', {}) } };
    document.layout = [{ widgetId: 'w1', x: 0, y: 0, w: 10, h: 10, z: 0, rotation: 0 }];
    const migrated = migrate(document);
    expect(migrated.schemaVersion).toBe(SCHEMA_VERSION);
    expect(migrated.widgets.w1).toMatchObject({ attr: { aggregate: 'first' }, attrVersion: 2 });
  });

  it("are stamped on a written widget at its type's version, whatever the writer claimed", () => {
    expect(stampAttrVersion(widget('kpi.number', { aggregate: 'sum' }))).toMatchObject({ attrVersion: 2 });
    expect(stampAttrVersion(widget('chart.line', {}, 7))).not.toHaveProperty('attrVersion');
  });
});
