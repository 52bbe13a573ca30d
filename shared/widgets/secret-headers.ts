import type { ScreenDocument, Widget } from '../screen/document.js';

/**
 * The request headers of a widget's HTTP source (`data.http.headers`: `Authorization`, API
 * keys…) are secrets of the screen, as a proxy data API's upstream headers are secrets of the API
 * (functions/core/data-apis/headers.ts: masked the same way, kept by `keptRequestHeaders`). Nobody but
 * the server reads their values back:
 * - callers who may only read a screen get its widgets with no headers at all (as published
 *   versions have them, shared/screen/publish.ts);
 * - editors get every header with its value replaced by MASKED_HEADER_VALUE, so the data panel
 *   shows the header as set; a write that sends the mask back keeps the stored value
 *   (`keepMaskedHeaders`), and the data proxy fills it from the stored widget.
 */
export const MASKED_HEADER_VALUE = '••••••';

type Headers = Record<string, unknown>;

function httpOf(widget: Pick<Widget, 'data'> | undefined): Record<string, unknown> | undefined {
  const data = widget?.data;
  if (!data || data.source !== 'http') return undefined;
  const http = data.http;
  return typeof http === 'object' && http !== null && !Array.isArray(http)
    ? (http as Record<string, unknown>)
    : undefined;
}

export function headersOf(widget: Pick<Widget, 'data'> | undefined): Headers | undefined {
  const headers = httpOf(widget)?.headers;
  return typeof headers === 'object' && headers !== null && !Array.isArray(headers) ? (headers as Headers) : undefined;
}

export function urlOf(widget: Pick<Widget, 'data'> | undefined): unknown {
  return httpOf(widget)?.url;
}

export function hasMaskedValue(headers: Readonly<Record<string, unknown>> | undefined): boolean {
  return Object.values(headers ?? {}).some((value) => value === MASKED_HEADER_VALUE);
}

function withHeaders<W extends Pick<Widget, 'data'>>(widget: W, headers: Headers): W {
  const http = httpOf(widget);
  if (!http) return widget;
  return { ...widget, data: { ...widget.data, http: { ...http, headers } } };
}

/** Request headers as an editor sees them: every header kept by name, its value masked. */
export function maskedHeaders(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.keys(headers).map((name) => [name, MASKED_HEADER_VALUE]));
}

/** An editor's view: every header kept by name, its value masked. */
export function maskedWidget<W extends Pick<Widget, 'data'>>(widget: W): W {
  const headers = headersOf(widget);
  if (!headers || Object.keys(headers).length === 0) return widget;
  return withHeaders(widget, maskedHeaders(headers));
}

/** A reader's view: no headers. */
export function strippedWidget<W extends Pick<Widget, 'data'>>(widget: W): W {
  const headers = headersOf(widget);
  if (!headers || Object.keys(headers).length === 0) return widget;
  return withHeaders(widget, {});
}

/** A document as a caller may see it: masked for editors, stripped for readers. */
export function documentFor(document: ScreenDocument, mayEdit: boolean): ScreenDocument {
  const view = mayEdit ? maskedWidget : strippedWidget;
  const widgets: Record<string, Widget> = {};
  for (const [id, widget] of Object.entries(document.widgets)) widgets[id] = view(widget);
  return { ...document, widgets };
}

/**
 * A written widget with every masked header value replaced by the stored one: allowed only for
 * the same widget (`stored`), the same URL and a header of the same name that the stored widget
 * has. Answers null when a mask cannot be resolved (the write is then refused as malformed).
 */
export function keepMaskedHeaders<W extends Pick<Widget, 'data'>>(
  written: W,
  stored: Pick<Widget, 'data'> | undefined,
): W | null {
  const headers = headersOf(written);
  if (!headers || !hasMaskedValue(headers)) return written;
  const kept = keptRequestHeaders(
    { url: urlOf(written), headers },
    stored && { url: urlOf(stored), headers: headersOf(stored) },
  );
  return kept && withHeaders(written, kept);
}

/** A request's URL and headers, as `keptRequestHeaders` compares them. */
export interface RequestHeaders<V = unknown> {
  url: unknown;
  headers: Readonly<Record<string, V>> | undefined;
}

/**
 * The written request's headers with every masked value replaced by the stored request's value of
 * the same header name, allowed only when both go to the same URL; null when a mask cannot be
 * resolved (no stored request, another URL, no stored header of that name). A widget's HTTP
 * source and a proxy data API's request both keep their secrets by this rule.
 */
export function keptRequestHeaders<V>(
  written: RequestHeaders<V>,
  stored: RequestHeaders | undefined,
): Record<string, V | string> | null {
  const headers = written.headers ?? {};
  if (!hasMaskedValue(headers)) return { ...headers };
  const storedHeaders = stored?.headers;
  if (!storedHeaders || stored.url !== written.url) return null;
  const kept: Record<string, V | string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== MASKED_HEADER_VALUE) kept[name] = value;
    else if (typeof storedHeaders[name] === 'string' && storedHeaders[name] !== MASKED_HEADER_VALUE)
      kept[name] = storedHeaders[name];
    else return null;
  }
  return kept;
}

/**
 * The URL and the real header values of a stored widget's HTTP source (a mask is never a value),
 * or undefined when it has none: what the server keeps when the widget leaves a screen (deleted,
 * saved as a favourite) so a masked copy of it can come back.
 */
export function sourceHeaders(
  widget: Pick<Widget, 'data'> | undefined,
): { url: string; headers: Record<string, string> } | undefined {
  const url = urlOf(widget);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(headersOf(widget) ?? {}))
    if (typeof value === 'string' && value !== MASKED_HEADER_VALUE) headers[name] = value;
  return typeof url === 'string' && Object.keys(headers).length > 0 ? { url, headers } : undefined;
}

/** A stand-in stored widget with just a source's URL and headers (what `keepMaskedHeaders` compares to). */
export function sourceOnly(kept: { url: string; headers: Record<string, string> }): Pick<Widget, 'data'> {
  return { data: { source: 'http', http: { url: kept.url, headers: kept.headers } } };
}
