import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { TEMPLATES } from '../screen/templates/index.js';
import { firstErrorCode } from '../validation/issues.js';
import { writtenWidgetSchema } from './schemas.js';

const widget = (type: string, attr: Record<string, unknown>, data: Record<string, unknown> = {}) => ({
  id: 'w1',
  type,
  attr: { globeStyle: { name: 'A' }, ...attr },
  data,
});

describe('a written widget', () => {
  it('passes with its type’s attributes, and with fields the type does not know', () => {
    expect(writtenWidgetSchema.safeParse(widget('chart.line', { stacking: 'normal', legend: 'show' })).success).toBe(
      true,
    );
    expect(writtenWidgetSchema.safeParse(widget('chart.line', { somethingNew: 1 })).success).toBe(true);
  });

  it('fails on an attribute its type’s schema refuses, naming the field and a catalogue code', () => {
    const parsed = writtenWidgetSchema.safeParse(widget('table.scroll', { rowsVisible: 'many' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['attr', 'rowsVisible']);
    expect(firstErrorCode(parsed.error!, {})).toBe(ErrorCode.BODY_MALFORMED);
  });

  it('fails on a data binding that is not one', () => {
    expect(writtenWidgetSchema.safeParse(widget('chart.line', {}, { source: 'ftp' })).success).toBe(false);
    expect(writtenWidgetSchema.safeParse(widget('chart.line', {}, {})).success).toBe(true);
  });

  it('of a type this server does not know is stored as it comes (a newer client’s)', () => {
    expect(writtenWidgetSchema.safeParse(widget('chart.future', { anything: [1, 2] })).success).toBe(true);
  });

  it('passes for every widget of every built-in template', () => {
    for (const template of TEMPLATES) {
      for (const w of Object.values(template.documents).flatMap((document) => Object.values(document.widgets))) {
        const parsed = writtenWidgetSchema.safeParse(w);
        expect(parsed.success ? [] : parsed.error.issues, `${template.id} ${w.type}`).toEqual([]);
      }
    }
  });
});
