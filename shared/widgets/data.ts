import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { httpRequestSchema, PROXY_LIMITS } from '../acts/http-request.js';
import { codeMessage } from '../validation/messages.js';

/**
 * A widget's data binding: where its rows come from, which fields play which role
 * (mapping) and how the rows are reduced before drawing (transform). A union on `source`:
 * `static` (JSON edited in the property panel), `http` (an HTTP API through the data proxy),
 * `api` (a stored data API run by id), `worksheet` (one aggregate over a worksheet) and
 * `push` (the last payload posted to a push channel); all share `mapping` and `transform`.
 */
const malformed = codeMessage(ErrorCode.BODY_MALFORMED);

/**
 * Size caps, in UTF-8 bytes of the compact JSON: a widget is one DynamoDB item, which holds at
 * most 400 KB (409,600 bytes) with its keys and layout, so a whole widget may take 400,000 and
 * its static data 300,000 of them (the rest is left to its attributes, style and events).
 */
export const WIDGET_MAX_BYTES = 400_000;
export const STATIC_DATA_MAX_BYTES = 300_000;

/** The UTF-8 length of `text` in bytes, without encoding it (a lone surrogate counts as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const field = z.string(malformed).check(z.maxLength(128, malformed));

export const mappingSchema = z.object(
  {
    /** Dotted path to the array of rows inside the data (`result.list`); empty: the data itself. */
    path: z._default(z.string(malformed).check(z.maxLength(256, malformed)), ''),
    /** Category, point name, x or source node. */
    category: z._default(field, 'x'),
    /** Second category: heatmap rows, sankey targets. */
    category2: z._default(field, 'y'),
    /** One series per field (cartesian charts, radar, scatter). */
    series: z._default(z.array(field, malformed).check(z.maxLength(20, malformed)), ['y']),
    /** The single measure of pie-like charts, gauges, bubble size, heatmap cell, sankey weight. */
    value: z._default(field, 'value'),
    /** Drill-down: clicking a category shows that category's rows by this field; empty: no drill-down. */
    detail: z._default(field, ''),
    /** Latitude and longitude of a row's place (map points and flyline origins). */
    lat: z._default(field, 'lat'),
    lon: z._default(field, 'lon'),
  },
  malformed,
);

export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains'] as const;

export const filterSchema = z.object(
  {
    field,
    op: z.enum(FILTER_OPERATORS, malformed),
    value: z.union([z.string().check(z.maxLength(256)), z.number()], malformed),
  },
  malformed,
);

/**
 * Aggregates a worksheet binding may apply to a measure (sum and avg only to numeric fields), and
 * a transform's group to its numbers.
 */
export const WORKSHEET_AGGREGATES = ['sum', 'avg', 'count', 'min', 'max'] as const;
export type AggregateFunction = (typeof WORKSHEET_AGGREGATES)[number];

export const transformSchema = z.object(
  {
    /** Rows must pass every filter. */
    filter: z._default(z.array(filterSchema, malformed).check(z.maxLength(20, malformed)), []),
    /**
     * One row per value of `by` (after the filters, before top N and sort): every numeric field
     * aggregated with `agg` (`count`: the group's rows), every other field the group's first value.
     */
    group: z.optional(z.object({ by: field, agg: z.enum(WORKSHEET_AGGREGATES, malformed) }, malformed)),
    sort: z.optional(z.object({ field, order: z.enum(['asc', 'desc'], malformed) }, malformed)),
    /** Keep the N rows with the largest measure (in their order). */
    top: z.optional(z.number(malformed).check(z.int(malformed), z.minimum(1, malformed), z.maximum(10_000, malformed))),
    /** Display names of fields (series names, preview headers). */
    rename: z._default(z.record(field, z.string(malformed).check(z.maxLength(64, malformed)), malformed), {}),
  },
  malformed,
);

/** The communication group whose values this widget's data takes as parameters ('' for none). */
const listen = z._default(z.string(malformed).check(z.maxLength(50, malformed)), '');

/** Bytes of `value` as compact JSON in UTF-8: what the size caps measure. */
const compactBytes = (value: unknown): number => utf8Length(JSON.stringify(value));

/** Whether a widget fits the one item it is stored as (WIDGET_MAX_BYTES of compact JSON). */
export const widgetFitsItem = (widget: unknown): boolean => compactBytes(widget) <= WIDGET_MAX_BYTES;

/** Whether static data is within its cap (STATIC_DATA_MAX_BYTES of compact JSON). */
export const staticDataFits = (value: unknown): boolean => compactBytes(value) <= STATIC_DATA_MAX_BYTES;

/** Any JSON value: what `JSON.parse` gives. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** How deep static JSON may nest (arrays in objects in arrays…); deeper is malformed. */
export const STATIC_DATA_MAX_DEPTH = 64;

/**
 * Whether `value` is plain JSON no deeper than STATIC_DATA_MAX_DEPTH, in one walk of plain type
 * tests. zod's `z.json()` answers the same through a lazy union per value: opening a screen of
 * 60 charts × 1,000 points spent ~0.1 s, and as much again in garbage collection, on it.
 */
export function isJsonValue(value: unknown, depth = 0): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || depth >= STATIC_DATA_MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!isJsonValue(item, depth + 1)) return false;
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const item of Object.values(value)) if (!isJsonValue(item, depth + 1)) return false;
  return true;
}

export const staticBindingSchema = z.object(
  {
    source: z.literal('static', malformed),
    listen,
    static: z.custom<JsonValue>((value) => isJsonValue(value), malformed).check(z.refine(staticDataFits, malformed)),
    mapping: z._default(mappingSchema, mappingSchema.parse({})),
    transform: z._default(transformSchema, transformSchema.parse({})),
  },
  malformed,
);

/** An HTTP API fetched through the server's data proxy (`v1/api/proxy`), polled every `interval` seconds. */
export const httpSourceSchema = z.extend(httpRequestSchema, {
  interval: z._default(
    z
      .number(malformed)
      .check(z.int(malformed), z.minimum(PROXY_LIMITS.intervalMinSeconds, malformed), z.maximum(86_400, malformed)),
    5,
  ),
  /** How long the server may reuse an answer for every display of the screen, seconds. */
  ttl: z._default(
    z
      .number(malformed)
      .check(z.int(malformed), z.minimum(0, malformed), z.maximum(PROXY_LIMITS.ttlMaxSeconds, malformed)),
    5,
  ),
});

export const httpBindingSchema = z.object({
  source: z.literal('http'),
  listen,
  http: httpSourceSchema,
  mapping: z._default(mappingSchema, mappingSchema.parse({})),
  transform: z._default(transformSchema, transformSchema.parse({})),
});

/**
 * Where one parameter of a data API takes its value: a constant (text, as a parameter's default
 * is written), or a field of the communication group the widget listens to (filter widgets
 * publish there); `index` picks one item of a list value (a date range's start or end).
 */
export const apiParamBindingSchema = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('const'), value: z.string(malformed).check(z.maxLength(1000, malformed)) }),
    z.object({
      from: z.literal('group'),
      field: field,
      index: z.optional(z.number(malformed).check(z.int(malformed), z.minimum(0, malformed), z.maximum(99, malformed))),
    }),
  ],
  malformed,
);

/** A stored data API (`v1/api/run` by id), polled every `interval` seconds; the server caches per its TTL. */
export const apiSourceSchema = z.object(
  {
    api_id: z.string(malformed).check(z.maxLength(64, malformed), z.regex(/^[A-Za-z0-9_-]*$/, malformed)),
    params: z._default(
      z
        .record(z.string(malformed).check(z.maxLength(64, malformed)), apiParamBindingSchema, malformed)
        .check(z.refine((params) => Object.keys(params).length <= 30, malformed)),
      {},
    ),
    interval: z._default(
      z.number(malformed).check(z.int(malformed), z.minimum(1, malformed), z.maximum(86_400, malformed)),
      30,
    ),
  },
  malformed,
);

export const apiBindingSchema = z.object({
  source: z.literal('api'),
  listen,
  api: apiSourceSchema,
  mapping: z._default(mappingSchema, mappingSchema.parse({})),
  transform: z._default(transformSchema, transformSchema.parse({})),
});

/** Rows a worksheet binding may ask for: the worksheet engine's cap (WORKSHEET_LIMITS.queryMaxRows). */
export const WORKSHEET_BINDING_MAX_ROWS = 10_000;
export const WORKSHEET_BINDING_MAX_MEASURES = 10;
/** Seconds between polls of a worksheet binding at least: a worksheet changes at most every 60 s. */
export const WORKSHEET_BINDING_MIN_INTERVAL = 5;

export const worksheetMeasureSchema = z.object(
  {
    field: z.string(malformed).check(z.minLength(1, malformed), z.maxLength(128, malformed)),
    agg: z.enum(WORKSHEET_AGGREGATES, malformed),
  },
  malformed,
);

/**
 * The one aggregate a widget asks of a worksheet (shared/widgets/worksheet-query.ts builds its
 * SELECT): one row per value of `dimension` ('' for one row over the whole worksheet) with a
 * column per measure named `<agg>_<field>`, ordered by the dimension (ascending) or by the first
 * measure (descending), at most `limit` rows. The transform's row filters and the listened
 * group's values narrow the worksheet in that SELECT, before grouping and the limit
 * (shared/widgets/worksheet-filters.ts).
 */
export const worksheetAggregateQuerySchema = z.object(
  {
    dimension: z._default(z.string(malformed).check(z.maxLength(128, malformed)), ''),
    measures: z
      .array(worksheetMeasureSchema, malformed)
      .check(z.minLength(1, malformed), z.maxLength(WORKSHEET_BINDING_MAX_MEASURES, malformed)),
    order: z._default(z.enum(['dimension', 'measure'], malformed), 'dimension'),
    limit: z._default(
      z
        .number(malformed)
        .check(z.int(malformed), z.minimum(1, malformed), z.maximum(WORKSHEET_BINDING_MAX_ROWS, malformed)),
      1000,
    ),
  },
  malformed,
);

/** A worksheet by id, its aggregate, polled every `interval` seconds (the server caches per worksheet generation). */
export const worksheetBindingSourceSchema = z.extend(worksheetAggregateQuerySchema, {
  worksheet_id: z
    .string(malformed)
    .check(z.minLength(1, malformed), z.maxLength(64, malformed), z.regex(/^[A-Za-z0-9_-]+$/, malformed)),
  interval: z._default(
    z
      .number(malformed)
      .check(z.int(malformed), z.minimum(WORKSHEET_BINDING_MIN_INTERVAL, malformed), z.maximum(86_400, malformed)),
    60,
  ),
});

export const worksheetBindingSchema = z.object({
  source: z.literal('worksheet'),
  listen,
  worksheet: worksheetBindingSourceSchema,
  mapping: z._default(mappingSchema, mappingSchema.parse({})),
  transform: z._default(transformSchema, transformSchema.parse({})),
});

/** Rows a push binding starts from before the first push arrives. */
export const PUSH_INITIAL_MAX_ROWS = 1000;

/**
 * A push channel (docs/data-apis.md#push-channels): the rows are the last JSON posted to
 * `POST /api/push/{channel}`, taken at `path` (dotted, '' for the whole body); none polled.
 */
export const pushSourceSchema = z.object(
  {
    channel_id: z.string(malformed).check(z.maxLength(64, malformed), z.regex(/^[A-Za-z0-9_-]*$/, malformed)),
    path: z._default(z.string(malformed).check(z.maxLength(256, malformed)), ''),
  },
  malformed,
);

export const pushBindingSchema = z.object({
  source: z.literal('push'),
  listen,
  push: pushSourceSchema,
  /** What the widget shows until the first push (and after a reload, until the next one). */
  initial: z._default(
    z
      .array(
        z.custom<JsonValue>((value) => isJsonValue(value), malformed),
        malformed,
      )
      .check(z.maxLength(PUSH_INITIAL_MAX_ROWS, malformed), z.refine(staticDataFits, malformed)),
    [],
  ),
  mapping: z._default(mappingSchema, mappingSchema.parse({})),
  transform: z._default(transformSchema, transformSchema.parse({})),
});

/**
 * Template screens of the first releases stored `{source: 'static', rows}`: read as static data
 * with the default mapping (the data tab shows it and lets the mapping be fixed).
 */
function upgradeLegacyRows(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { rows, ...rest } = value as Record<string, unknown>;
  return rest.source === 'static' && !('static' in rest) && Array.isArray(rows) ? { ...rest, static: rows } : value;
}

export const dataBindingSchema = z.pipe(
  z.transform(upgradeLegacyRows),
  z.discriminatedUnion(
    'source',
    [staticBindingSchema, httpBindingSchema, apiBindingSchema, worksheetBindingSchema, pushBindingSchema],
    malformed,
  ),
);

export type FieldMapping = z.output<typeof mappingSchema>;
export type DataTransform = z.output<typeof transformSchema>;
export type RowFilter = z.output<typeof filterSchema>;
export type StaticBinding = z.output<typeof staticBindingSchema>;
export type HttpBinding = z.output<typeof httpBindingSchema>;
export type HttpSource = z.output<typeof httpSourceSchema>;
export type ApiBinding = z.output<typeof apiBindingSchema>;
export type ApiSource = z.output<typeof apiSourceSchema>;
export type ApiParamBinding = z.output<typeof apiParamBindingSchema>;
export type WorksheetMeasure = z.output<typeof worksheetMeasureSchema>;
export type WorksheetAggregateQuery = z.output<typeof worksheetAggregateQuerySchema>;
export type WorksheetBindingSource = z.output<typeof worksheetBindingSourceSchema>;
export type WorksheetBinding = z.output<typeof worksheetBindingSchema>;
export type PushSource = z.output<typeof pushSourceSchema>;
export type PushBinding = z.output<typeof pushBindingSchema>;
export type DataBinding = z.output<typeof dataBindingSchema>;

/** The roles a widget type reads from its mapping: the property panel shows only these. */
export const MAPPING_ROLES = ['category', 'category2', 'series', 'value', 'detail', 'lat', 'lon'] as const;
export type MappingRole = (typeof MAPPING_ROLES)[number];

/** A static binding with the given rows and mapping (defaults of widget types and templates). */
export function staticData(
  rows: JsonValue,
  mapping: Partial<FieldMapping> = {},
  transform: Partial<DataTransform> = {},
): StaticBinding {
  return staticBindingSchema.parse({ source: 'static', static: rows, mapping, transform });
}
