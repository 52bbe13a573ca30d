import type { Language } from '../../errors/catalogue.js';
import { stampAttrVersion } from '../../widgets/attr-migrations.js';
import { staticData, type DataTransform, type FieldMapping, type JsonValue } from '../../widgets/data.js';
import { pick, type Both } from '../../widgets/sample.js';
import type { LiveData } from './live.js';
import { SCHEMA_VERSION, screenDocumentSchema, type ScreenDocument, type ScreenDocumentInput } from '../document.js';

/** A widget of a template: its type, layer name, box and attributes; ids are given in order. */
export interface TemplateWidget {
  type: string;
  name: string;
  box: [x: number, y: number, w: number, h: number];
  attr?: Record<string, unknown>;
  data?: Record<string, unknown>;
  /** A sample data API that replaces `data` where the tenant has it (live.ts). */
  live?: LiveData;
}

/** What a template puts on a new screen in one language. */
export interface TemplateContent {
  config: ScreenDocumentInput['config'];
  widgets: TemplateWidget[];
}

/** A text of a template in the language it is being built in. */
export type Say = (text: Both) => string;

export interface ScreenTemplate {
  id: string;
  name: Record<Language, string>;
  description: Record<Language, string>;
  mobile: boolean;
  /** The screen a template creates, one per language: every text of it in that language. */
  documents: Record<Language, ScreenDocument>;
  /** Per language, the widgets (by id) that bind a sample data API when the tenant has it. */
  live: Record<Language, Record<string, LiveData>>;
}

const widgetIdOf = (templateId: string, index: number) => `${templateId}-${index + 1}`;

function buildDocument(id: string, { config, widgets }: TemplateContent): ScreenDocument {
  const doc: ScreenDocumentInput = { schemaVersion: SCHEMA_VERSION, config, widgets: {}, layout: [] };
  widgets.forEach((w, index) => {
    const widgetId = widgetIdOf(id, index);
    doc.widgets[widgetId] = {
      id: widgetId,
      type: w.type,
      attr: { globeStyle: { name: w.name }, ...w.attr },
      data: w.data ?? {},
    };
    const [x, y, wd, h] = w.box;
    doc.layout.push({ widgetId, x, y, w: wd, h, z: index, rotation: 0 });
  });
  const parsed = screenDocumentSchema.parse(doc);
  const widgetsNow = Object.entries(parsed.widgets).map(([widgetId, w]) => [widgetId, stampAttrVersion(w)]);
  return { ...parsed, widgets: Object.fromEntries(widgetsNow) };
}

/** A template whose content is written once with `say` and built in both languages. */
export function buildTemplate(
  meta: Omit<ScreenTemplate, 'documents' | 'live'>,
  content: (say: Say, language: Language) => TemplateContent,
): ScreenTemplate {
  const contents = {
    zh: content((text) => pick(text, 'zh'), 'zh'),
    en: content((text) => pick(text, 'en'), 'en'),
  };
  const liveOf = ({ widgets }: TemplateContent): Record<string, LiveData> =>
    Object.fromEntries(
      widgets.flatMap((widget, index) => (widget.live ? [[widgetIdOf(meta.id, index), widget.live]] : [])),
    );
  return {
    ...meta,
    documents: { zh: buildDocument(meta.id, contents.zh), en: buildDocument(meta.id, contents.en) },
    live: { zh: liveOf(contents.zh), en: liveOf(contents.en) },
  };
}

/** A static data binding (shared/widgets/data.ts) of rows for a chart or table. */
export const rows = (
  value: Array<Record<string, JsonValue>>,
  mapping: Partial<FieldMapping> = {},
  transform: Partial<DataTransform> = {},
) => staticData(value, mapping, transform);

/** The title bar and clock across the top of a 1920-wide template. */
export const frame = (say: Say, title: Both, width = 1920): TemplateWidget[] => [
  { type: 'decor.titlebar', name: say(['标题', 'Title']), box: [0, 0, width, 90], attr: { text: say(title) } },
  {
    type: 'clock',
    name: say(['时钟', 'Clock']),
    box: [width - 320, 24, 280, 44],
    attr: { format: 'YYYY-MM-DD HH:mm:ss' },
  },
];
