import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage, nameRule } from '../validation/rules.js';
import { httpRequestSchema, HTTP_METHODS } from './api.js';
import type { SqlColumnInfo } from './datasource.js';
import { entityId } from './group.js';

/**
 * Data APIs (`/dataApi`, family `api`): stored definitions run by id with typed parameters.
 * Widgets, share viewers and outside callers (`GET|POST /api/data/{path}` with an API token)
 * only ever run stored definitions; the definition (SQL, connection, upstream headers) never
 * leaves the tenant's editors.
 *
 * A `direct` API is one SQL statement over a connection, or over worksheets (`worksheet_id`: the
 * statement names worksheets by their `ws_<id>` table names, any of the tenant's; DuckDB's SQL,
 * docs/worksheets.md). Parameters appear in its text as
 * `:name` (a `::` cast is not a parameter; nor is anything inside quotes or comments); the
 * server binds each one with the driver (`$n` / `?`), never by putting the value in the text.
 * A `list` parameter expands to one bound placeholder per item (`IN (:ids)`).
 * A `proxy` API is an upstream HTTP request through the data proxy; its parameters become query
 * fields of a GET or fields of a POST's JSON body (shared/widgets/group-values.ts `withValues`).
 */
export const API_LIMITS = {
  nameMinLength: 4,
  nameMaxLength: 50,
  pathMaxLength: 200,
  sqlMaxLength: 20_000,
  paramsMax: 30,
  fieldsMax: 200,
  descriptionMaxLength: 500,
  /** Server cache of an answer per (API, parameter values), seconds; 0 runs every time. */
  ttlDefaultSeconds: 30,
  ttlMaxSeconds: 3600,
  /** Items of a `list` parameter. */
  listMaxItems: 1000,
  /** API tokens a tenant may hold. */
  tokensMax: 50,
  /** Calls of `/api/data/{path}` one token may make per minute. */
  tokenCallsPerMinute: 600,
} as const;

export const API_TYPES = ['direct', 'proxy'] as const;
export type ApiType = (typeof API_TYPES)[number];
export const API_PARAM_TYPES = ['string', 'number', 'date', 'datetime', 'boolean', 'list'] as const;
export type ApiParamType = (typeof API_PARAM_TYPES)[number];
export const API_FIELD_TYPES = ['string', 'number', 'date', 'datetime', 'boolean'] as const;
export type ApiFieldType = (typeof API_FIELD_TYPES)[number];

const incomplete = codeMessage(ErrorCode.PARAMS_INCOMPLETE);
const nameFormat = codeMessage(ErrorCode.API_NAME_FORMAT);
const pathFormat = codeMessage(ErrorCode.API_PATH_FORMAT);

/** 4–50 characters of CJK, English, digits, underscore, starting with English or CJK. */
export const apiName = z
  .string(nameFormat)
  .check(
    z.trim(),
    z.minLength(API_LIMITS.nameMinLength, nameFormat),
    z.maxLength(API_LIMITS.nameMaxLength, nameFormat),
    z.regex(/^[A-Za-z\p{Script=Han}][A-Za-z0-9_\p{Script=Han}]*$/u, nameFormat),
  );
/** English, digits, underscore, hyphen; at most 200; unique per tenant (API_PATH_DUPLICATE). */
export const apiPath = z
  .string(pathFormat)
  .check(
    z.trim(),
    z.minLength(1, pathFormat),
    z.maxLength(API_LIMITS.pathMaxLength, pathFormat),
    z.regex(/^[A-Za-z0-9_-]+$/, pathFormat),
  );
const paramName = z.string(incomplete).check(z.regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, incomplete));

export const apiParamSchema = z.object({
  name: paramName,
  type: z.enum(API_PARAM_TYPES, incomplete),
  required: z._default(z.boolean(), false),
  /** The value used when a caller gives none, as text ('' for none; a list is comma-separated). */
  default: z._default(z.string().check(z.maxLength(1000)), ''),
  description: z._default(z.string().check(z.maxLength(200)), ''),
});
export const apiFieldSchema = z.object({
  name: z.string(incomplete).check(z.minLength(1), z.maxLength(128)),
  type: z.enum(API_FIELD_TYPES, incomplete),
  /** Display name ('' shows the name). */
  label: z._default(z.string().check(z.maxLength(64)), ''),
});

const apiDefinitionFields = z.object({
  name: apiName,
  path: apiPath,
  method: z._default(z.enum(HTTP_METHODS, codeMessage(ErrorCode.API_METHOD_WRONG)), 'GET'),
  type: z.enum(API_TYPES, incomplete),
  /** direct: the connection it queries (or `worksheet_id`, never both). */
  datasource_id: z.optional(entityId),
  /** direct over worksheets: the worksheet it reads (its SQL may name other worksheets of the tenant too). */
  worksheet_id: z.optional(entityId),
  /** direct: one SQL statement with `:name` parameters. */
  sql: z._default(z.string().check(z.maxLength(API_LIMITS.sqlMaxLength, codeMessage(ErrorCode.SQL_ERROR))), ''),
  /** proxy: the upstream request. */
  http: z.optional(httpRequestSchema),
  params: z._default(
    z.array(apiParamSchema).check(
      z.maxLength(API_LIMITS.paramsMax, incomplete),
      z.refine((params) => new Set(params.map((p) => p.name)).size === params.length, incomplete),
    ),
    [],
  ),
  fields: z._default(z.array(apiFieldSchema).check(z.maxLength(API_LIMITS.fieldsMax, incomplete)), []),
  ttl: z._default(z.number().check(z.int(), z.gte(0), z.lte(API_LIMITS.ttlMaxSeconds)), API_LIMITS.ttlDefaultSeconds),
  description: z._default(z.string().check(z.trim(), z.maxLength(API_LIMITS.descriptionMaxLength)), ''),
  /** '' or absent: the default group. */
  group_id: z._default(z.union([z.literal(''), entityId]), ''),
});

/** A direct API names one source and some SQL; a proxy API its request. */
function checkSource(api: z.output<typeof apiDefinitionFields>, context: z.core.$RefinementCtx): void {
  if (api.type === 'direct') {
    if (!api.datasource_id === !api.worksheet_id)
      context.addIssue({ code: 'custom', path: ['datasource_id'], message: String(ErrorCode.PARAMS_INCOMPLETE) });
    if (api.sql.trim() === '')
      context.addIssue({ code: 'custom', path: ['sql'], message: String(ErrorCode.SQL_ERROR) });
  } else if (!api.http) {
    context.addIssue({ code: 'custom', path: ['http'], message: String(ErrorCode.PARAMS_INCOMPLETE) });
  }
}

export const apiDefinitionSchema = apiDefinitionFields.check(z.superRefine(checkSource));
/**
 * What a test runs: a definition whose name and path may be anything or absent (a test stores
 * nothing and is called by no path), so the editor tests a query before it is named.
 */
export const apiTestDefinitionSchema = z
  .extend(apiDefinitionFields, {
    name: z._default(z.string().check(z.maxLength(API_LIMITS.nameMaxLength)), ''),
    path: z._default(z.string().check(z.maxLength(API_LIMITS.pathMaxLength)), ''),
  })
  .check(z.superRefine(checkSource));
export type ApiDefinitionInput = z.input<typeof apiDefinitionSchema>;
export type ApiDefinitionFields = z.output<typeof apiDefinitionSchema>;
export type ApiParam = z.output<typeof apiParamSchema>;
export type ApiField = z.output<typeof apiFieldSchema>;

/** A parameter value as callers send it; checked and converted against the API's types (api-params.ts). */
export const apiParamValue = z.union([
  z.string().check(z.maxLength(1000)),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().check(z.maxLength(1000)), z.number()])).check(z.maxLength(API_LIMITS.listMaxItems)),
]);
export type ApiParamValue = z.output<typeof apiParamValue>;
export const apiParamValues = z._default(
  z
    .record(paramName, apiParamValue)
    .check(z.refine((values) => Object.keys(values).length <= API_LIMITS.paramsMax, incomplete)),
  {},
);
export type ApiParamValues = z.output<typeof apiParamValues>;

export const apiListArgs = z.object({
  group_id: z._default(z.union([z.literal(''), entityId]), ''),
  keyword: z._default(z.string().check(z.trim(), z.maxLength(50)), ''),
});
export const apiIdArgs = z.object({ _id: entityId });
export const apiAddArgs = z.object({ definition: apiDefinitionSchema });
export const apiChangeArgs = z.object({ _id: entityId, definition: apiDefinitionSchema });
/**
 * An unsaved definition run with parameter values (the editor's test panel). `_id`: the stored API
 * being edited, whose header values stand for the masked ones the definition sends back.
 */
export const apiTestArgs = z.object({
  _id: z.optional(entityId),
  definition: apiTestDefinitionSchema,
  values: apiParamValues,
});
/** A saved API run by id: what widgets call. */
export const apiRunArgs = z.object({ _id: entityId, values: apiParamValues });
export const apiGroupName = nameRule(ErrorCode.NAME_INVALID);
export const apiGroupAddArgs = z.object({ name: apiGroupName });
export const apiGroupRenameArgs = z.object({ _id: entityId, name: apiGroupName });
/** Removing a group moves its APIs to the default group. */
export const apiGroupIdArgs = z.object({ _id: entityId });
export const apiTokenAddArgs = z.object({ name: nameRule(ErrorCode.NAME_INVALID) });
export const apiTokenIdArgs = z.object({ _id: entityId });
/** `GET|POST /api/data/{path}`: the parameter values (query string or JSON body). */
export const apiDataArgs = z.object({ path: apiPath, values: apiParamValues });

/** What a run answers. */
export interface ApiRunResult {
  /** direct: rows as objects keyed by column name; proxy: the upstream's JSON (or text). */
  data: unknown;
  /** direct: the columns with their database types; proxy: []. */
  columns: SqlColumnInfo[];
  /** Fields inferred from this answer (the editor offers them as return fields). */
  fields: ApiField[];
  truncated: boolean;
  elapsed_ms: number;
  fetched_at: number;
  cached: boolean;
}

export interface ApiSummary {
  _id: string;
  name: string;
  path: string;
  method: (typeof HTTP_METHODS)[number];
  type: ApiType;
  group_id: string;
  published: boolean;
  description: string;
  params: ApiParam[];
  fields: ApiField[];
  datasource_id?: string;
  worksheet_id?: string;
  /** The department whose members may see and run it besides its creator ('' or absent: every member). */
  department_id?: string;
  updated_at: number;
}

/**
 * A whole definition, for its editors (the same tenant); never in share payloads or versions. A
 * proxy API's `http.headers` answer every header by name with its value masked
 * (MASKED_HEADER_VALUE, shared/widgets/secret-headers.ts); a change that sends a mask back keeps
 * the stored value of that header.
 */
export interface ApiDetail extends ApiSummary, Omit<ApiDefinitionFields, 'group_id'> {
  ttl: number;
  creator: string;
  created_at: number;
}

export interface ApiGroup {
  _id: string;
  name: string;
  default: 0 | 1;
  count: number;
}

export interface ApiToken {
  _id: string;
  name: string;
  /** The first 8 characters, to tell tokens apart; the rest is never shown again. */
  prefix: string;
  creator: string;
  created_at: number;
  last_used_at: number | null;
}

/** Answered once by `token_add`: the whole secret. */
export interface ApiTokenCreated {
  token: ApiToken;
  secret: string;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'v1/api/list': apiListArgs,
  'v1/api/get': apiIdArgs,
  'v1/api/add': apiAddArgs,
  'v1/api/change': apiChangeArgs,
  'v1/api/remove': apiIdArgs,
  'v1/api/test': apiTestArgs,
  'v1/api/run': apiRunArgs,
  'v1/api/publish': apiIdArgs,
  'v1/api/unpublish': apiIdArgs,
  'v1/api/group_add': apiGroupAddArgs,
  'v1/api/group_change_name': apiGroupRenameArgs,
  'v1/api/group_remove': apiGroupIdArgs,
  'v1/api/token_add': apiTokenAddArgs,
  'v1/api/token_remove': apiTokenIdArgs,
} as const;
