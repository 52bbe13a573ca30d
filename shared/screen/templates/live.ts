import { apiBindingSchema, type FieldMapping } from '../../widgets/data.js';
import type { ScreenDocument } from '../document.js';

/**
 * Live data for templates: a template widget may name one of the sample data APIs (by path) that
 * the demo tenant's sample worksheet feeds (scripts/local/demo-worksheet.ts makes them). A screen
 * created from the template in a tenant that has that API gets the widget bound to it, its
 * mapping set to the API's columns; elsewhere the widget keeps its static sample rows.
 */
export interface LiveData {
  /** The data API's path (unique per tenant). */
  api: string;
  /** The API's columns in the widget's roles. */
  mapping: Partial<FieldMapping>;
  /** Display names of the API's columns, in the template's language. */
  rename?: Record<string, string>;
  /** Seconds between runs. */
  interval?: number;
}

/** The sample APIs over the sample worksheet, by path. */
export const SAMPLE_APIS = {
  monthly: 'sample-sales-monthly',
  byRegion: 'sample-sales-by-region',
  byProduct: 'sample-sales-by-product',
  byChannel: 'sample-sales-by-channel',
} as const;

/**
 * `document` with each widget of `live` whose API `apiIds` knows bound to that API; widgets whose
 * API the tenant lacks are left as they are.
 */
export function bindLiveData(
  document: ScreenDocument,
  live: Readonly<Record<string, LiveData>>,
  apiIds: ReadonlyMap<string, string>,
): ScreenDocument {
  const widgets = { ...document.widgets };
  for (const [widgetId, wanted] of Object.entries(live)) {
    const widget = widgets[widgetId];
    const apiId = apiIds.get(wanted.api);
    if (!widget || !apiId) continue;
    const binding = apiBindingSchema.parse({
      source: 'api',
      api: { api_id: apiId, params: {}, interval: wanted.interval ?? 60 },
      mapping: wanted.mapping,
      transform: { rename: wanted.rename ?? {} },
    });
    widgets[widgetId] = { ...widget, data: binding };
  }
  return { ...document, widgets };
}
