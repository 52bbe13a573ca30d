import { staticData, type DataTransform, type FieldMapping, type JsonValue } from '../../widgets/data.js';
import { SCHEMA_VERSION, screenDocumentSchema, type ScreenDocument, type ScreenDocumentInput } from '../document.js';

/** A widget of a template: its type, box and attributes; ids are given in order. */
export interface TemplateWidget {
  type: string;
  name: string;
  box: [x: number, y: number, w: number, h: number];
  attr?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

export interface ScreenTemplate {
  id: string;
  name: { zh: string; en: string };
  description: { zh: string; en: string };
  mobile: boolean;
  document: ScreenDocument;
}

export function buildTemplate(
  meta: Omit<ScreenTemplate, 'document'>,
  config: ScreenDocumentInput['config'],
  widgets: TemplateWidget[],
): ScreenTemplate {
  const doc: ScreenDocumentInput = {
    schemaVersion: SCHEMA_VERSION,
    config,
    widgets: {},
    layout: [],
  };
  widgets.forEach((w, index) => {
    const id = `${meta.id}-${index + 1}`;
    doc.widgets[id] = { id, type: w.type, attr: { globeStyle: { name: w.name }, ...w.attr }, data: w.data ?? {} };
    const [x, y, wd, h] = w.box;
    doc.layout.push({ widgetId: id, x, y, w: wd, h, z: index, rotation: 0 });
  });
  return { ...meta, document: screenDocumentSchema.parse(doc) };
}

/** A static data binding (shared/widgets/data.ts) of rows for a chart or table. */
export const rows = (
  value: Array<Record<string, JsonValue>>,
  mapping: Partial<FieldMapping> = {},
  transform: Partial<DataTransform> = {},
) => staticData(value, mapping, transform);

export const months = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];
