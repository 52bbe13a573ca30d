import { describe, expect, it } from 'vitest';
import { readAttr } from '../../../shared/widgets/attr.js';
import { safeMediaUrl } from '../../../shared/widgets/media.js';
import { TEMPLATES } from '../../../shared/screen/templates/index.js';
import { WIDGETS } from './registry';
import { widgetAttr, widgetData } from './runtime/resolveWidget';

const NON_CHART = WIDGETS.filter((d) => d.category !== 'charts' && d.category !== 'maps');

describe('non-chart widget definitions', () => {
  it('are all schema-backed with a form whose keys are attributes of the schema', () => {
    expect(NON_CHART.length).toBeGreaterThanOrEqual(26);
    for (const definition of NON_CHART) {
      expect(definition.schema, definition.type).toBeDefined();
      const defaults = readAttr(definition.schema!, {});
      for (const field of definition.form ?? [])
        expect(Object.keys(defaults), `${definition.type}.${field.key}`).toContain(field.key);
    }
  });

  it('have default attributes that pass their own schema unchanged', () => {
    for (const definition of NON_CHART)
      expect(readAttr(definition.schema!, definition.defaultAttr), definition.type).toEqual(definition.defaultAttr);
  });

  it('fall back field by field on stored values that fail their rule', () => {
    const table = WIDGETS.find((d) => d.type === 'table.scroll')!;
    const attr = readAttr(table.schema!, { rowsVisible: 'many', interval: 0.2, zebra: false });
    expect(attr).toMatchObject({ rowsVisible: 5, interval: 2.5, zebra: false });
  });

  it('have data ready by default where they are data-bound', () => {
    for (const definition of NON_CHART.filter((d) => d.data))
      expect(widgetData(definition, {}, 'en').status, definition.type).toBe('ready');
  });

  it('read the templates’ widgets: attributes through the schema, tables with ready data', () => {
    for (const template of TEMPLATES) {
      for (const widget of Object.values(template.documents).flatMap((document) => Object.values(document.widgets))) {
        const definition = WIDGETS.find((d) => d.type === widget.type);
        expect(definition, widget.type).toBeDefined();
        if (definition!.category === 'charts' || definition!.category === 'maps') continue;
        const attr = widgetAttr(definition, widget.attr);
        for (const [key, value] of Object.entries(widget.attr))
          if (key !== 'globeStyle') expect(attr[key], `${template.id} ${widget.type}.${key}`).toEqual(value);
        if (definition!.data)
          expect(widgetData(definition, widget.data, 'zh').status, `${template.id} ${widget.type}`).toBe('ready');
      }
    }
  });
});

describe('media URLs', () => {
  it('allow http, https and data URLs of the right kind only', () => {
    expect(safeMediaUrl(' https://example.com/a.png ', 'image')).toBe('https://example.com/a.png');
    expect(safeMediaUrl('http://example.com/v.mp4', null)).toBe('http://example.com/v.mp4');
    expect(safeMediaUrl('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA');
    expect(safeMediaUrl('data:image/png;base64,AAAA', null)).toBe('');
    expect(safeMediaUrl('data:text/html,<script>', 'image')).toBe('');
    expect(safeMediaUrl('javascript:alert(1)', 'image')).toBe('');
    expect(safeMediaUrl('//example.com/a.png', 'image')).toBe('');
  });

  it('allow the path of an uploaded asset and no other path of the site', () => {
    const path = '/published/media/0123456789abcdef/0123456789abcdef01234567.png';
    expect(safeMediaUrl(path, 'image')).toBe(path);
    expect(safeMediaUrl(path.replace('.png', '.mp4'), null)).toBe(path.replace('.png', '.mp4'));
    expect(safeMediaUrl('/published/s/token.json', 'image')).toBe('');
    expect(safeMediaUrl('/published/media/0123456789abcdef/../s/x.png', 'image')).toBe('');
    expect(safeMediaUrl('/rpc/screen', 'image')).toBe('');
  });
});
