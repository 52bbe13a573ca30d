import { apiBindingSchema, pushBindingSchema, worksheetBindingSchema } from '../widgets/data.js';
import type { ScreenDocument, Widget } from './document.js';

/**
 * What a published version holds: exactly what rendering needs and nothing else. Published
 * versions are served to audiences that never sign in (shares, walls), so anything that may
 * hold a secret is taken out here, once, before a version is written:
 * - the request headers of a widget's HTTP data source (`Authorization`, API keys…);
 * - anything but the binding itself in a widget bound to a data API: it keeps the API's id, its
 *   parameter bindings, mapping and transform (what the schema holds), never what the API runs;
 *   likewise a widget bound to a worksheet keeps the worksheet's id and its aggregate (fields and
 *   aggregates, never SQL: the server builds the statement).
 * Everything else of the document (config, widgets, layout, static data) is kept as is.
 */
export function publishableDocument(document: ScreenDocument): ScreenDocument {
  const widgets: Record<string, Widget> = {};
  for (const [id, widget] of Object.entries(document.widgets))
    widgets[id] = { ...widget, data: publishableData(widget.data) };
  return { ...document, widgets };
}

/**
 * What publishableDocument takes out, kept by the server beside the version (never published):
 * the request headers of each widget's HTTP source, by widget id. Shared screens' data calls
 * give them back to the request on the server only.
 */
export interface VersionSecrets {
  headers: Record<string, Record<string, string>>;
}

export function versionSecrets(document: ScreenDocument): VersionSecrets {
  const headers: Record<string, Record<string, string>> = {};
  for (const [id, widget] of Object.entries(document.widgets)) {
    const found = headersOf(widget.data, urlOf(widget.data));
    const strings = Object.entries(found ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (strings.length > 0) headers[id] = Object.fromEntries(strings);
  }
  return { headers };
}

function publishableData(data: Widget['data']): Widget['data'] {
  if (data.source === 'api') {
    // Only what the binding's schema knows; an unreadable binding keeps its source and nothing else.
    const parsed = apiBindingSchema.safeParse(data);
    return parsed.success ? parsed.data : { source: 'api' };
  }
  if (data.source === 'worksheet') {
    const parsed = worksheetBindingSchema.safeParse(data);
    return parsed.success ? parsed.data : { source: 'worksheet' };
  }
  if (data.source === 'push') {
    const parsed = pushBindingSchema.safeParse(data);
    return parsed.success ? parsed.data : { source: 'push' };
  }
  const http = data.http;
  if (data.source !== 'http' || typeof http !== 'object' || http === null || Array.isArray(http)) return data;
  return { ...data, http: { ...(http as Record<string, unknown>), headers: {} } };
}

/**
 * The other way, when a published version becomes the development content again: an HTTP
 * source whose widget (same id) reads the same URL in `development` gets that widget's
 * headers back, so replacing the content with a version does not silently log a widget
 * out of its API. Sources the development content no longer has stay without headers.
 */
export function withDevelopmentSecrets(version: ScreenDocument, development: ScreenDocument): ScreenDocument {
  const widgets: Record<string, Widget> = {};
  for (const [id, widget] of Object.entries(version.widgets)) {
    const headers = headersOf(development.widgets[id]?.data, urlOf(widget.data));
    widgets[id] = headers
      ? { ...widget, data: { ...widget.data, http: { ...(widget.data.http as Record<string, unknown>), headers } } }
      : widget;
  }
  return { ...version, widgets };
}

function urlOf(data: Widget['data']): string | undefined {
  const http = data.source === 'http' ? data.http : undefined;
  return typeof http === 'object' && http !== null && 'url' in http && typeof http.url === 'string'
    ? http.url
    : undefined;
}

function headersOf(data: Widget['data'] | undefined, url: string | undefined): Record<string, unknown> | undefined {
  if (!data || url === undefined || urlOf(data) !== url) return undefined;
  const headers = (data.http as { headers?: unknown }).headers;
  return typeof headers === 'object' && headers !== null && !Array.isArray(headers) && Object.keys(headers).length > 0
    ? (headers as Record<string, unknown>)
    : undefined;
}
