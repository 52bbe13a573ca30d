import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, emptyDocument } from '../document.js';
import { DocumentError, MIGRATIONS, migrate } from './index.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const read = (name: string): unknown => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));

describe('screen document migrations', () => {
  it('has one numbered step per version up to the current one', () => {
    expect(MIGRATIONS.map((m) => [m.from, m.to])).toEqual(
      Array.from({ length: SCHEMA_VERSION - 1 }, (_, i) => [i + 1, i + 2]),
    );
  });

  for (const input of readdirSync(fixtures).filter((f) => f.endsWith('.input.json'))) {
    it(`turns ${input} into its golden output`, () => {
      expect(migrate(read(input))).toEqual(read(input.replace('.input.json', '.expected.json')));
    });
  }

  it('counts, in each step, the widgets a document of its version holds, and keeps them all', () => {
    const [first] = MIGRATIONS;
    const v1 = {
      widgets: [
        { uuid: 'a', type: 'text.title', attr: {} },
        { uuid: 'b', type: 'kpi.number', attr: {} },
      ],
      innerWidgetConfig: { widgets: [{ uuid: 'c', type: 'clock', attr: {} }] },
    };
    expect(first?.widgetsIn(v1)).toBe(3);
    expect(Object.keys(migrate(v1).widgets)).toHaveLength(3);
    expect(first?.widgetsIn({})).toBe(0);
  });

  it('leaves a current document as it is', () => {
    const doc = emptyDocument({ title: 'Now' });
    expect(migrate(doc)).toEqual(doc);
  });

  it('refuses a document from the future and one whose layout names missing widgets', () => {
    expect(() => migrate({ ...emptyDocument(), schemaVersion: SCHEMA_VERSION + 1 })).toThrow(DocumentError);
    expect(() =>
      migrate({ ...emptyDocument(), layout: [{ widgetId: 'ghost', x: 0, y: 0, w: 1, h: 1, z: 0, rotation: 0 }] }),
    ).toThrow(DocumentError);
  });
});
