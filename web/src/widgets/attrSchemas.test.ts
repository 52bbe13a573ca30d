import { describe, expect, it } from 'vitest';
import { WIDGET_ATTR_SCHEMAS, writtenWidgetSchema } from '../../../shared/widgets/schemas.js';
import { WIDGETS } from './registry';

describe('the server’s attribute schemas', () => {
  it('are the very schemas the library registers, for every type and no other', () => {
    for (const definition of WIDGETS)
      expect(WIDGET_ATTR_SCHEMAS[definition.type], definition.type).toBe(definition.schema);
    expect(Object.keys(WIDGET_ATTR_SCHEMAS).sort()).toEqual(WIDGETS.map((d) => d.type).sort());
  });

  it('accept every type as the palette drops it: default attributes and default data', () => {
    for (const definition of WIDGETS) {
      const widget = {
        id: 'w1',
        type: definition.type,
        attr: { globeStyle: { name: definition.type }, ...definition.defaultAttr },
        data: definition.data?.defaults('zh') ?? {},
      };
      const parsed = writtenWidgetSchema.safeParse(widget);
      expect(parsed.success ? [] : parsed.error.issues, definition.type).toEqual([]);
    }
  });
});
