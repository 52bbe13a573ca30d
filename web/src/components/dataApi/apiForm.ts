import {
  API_LIMITS,
  apiDefinitionSchema,
  apiPath,
  apiTestDefinitionSchema,
  type ApiDefinitionInput,
  type ApiDetail,
  type ApiField,
  type ApiParam,
  type ApiParamType,
  type ApiParamValue,
  type ApiParamValues,
  type ApiType,
} from '../../../../shared/acts/data-api.js';
import type { HTTP_METHODS } from '../../../../shared/acts/api.js';
import { ErrorCode, type ErrorCodeValue } from '../../../../shared/errors/catalogue.js';
import { fieldErrors } from '../../../../shared/validation/issues.js';
import { MASKED_HEADER_VALUE } from '../../../../shared/widgets/secret-headers.js';

type Method = (typeof HTTP_METHODS)[number];

/**
 * One header of a proxy API's request. A stored API's header values come back masked
 * (shared/widgets/secret-headers.ts): such a row holds no value and `keptName`, the name under
 * which the server keeps it; left empty under that name, it sends the mask back, which keeps the
 * stored value (while the URL stays the stored one).
 */
export interface HeaderRow {
  name: string;
  value: string;
  keptName?: string;
}

/** What the editor holds: text where the user types numbers, rows where the schema has a record. */
export interface ApiForm {
  name: string;
  path: string;
  method: Method;
  type: ApiType;
  datasourceId: string;
  sql: string;
  proxyUrl: string;
  proxyMethod: Method;
  proxyHeaders: HeaderRow[];
  proxyBody: string;
  /** The stored URL, the only one kept header values go to ('' for a new API). */
  keptUrl: string;
  params: ApiParam[];
  fields: ApiField[];
  ttl: string;
  description: string;
  groupId: string;
}

export function emptyForm(groupId = ''): ApiForm {
  return {
    name: '',
    path: '',
    method: 'GET',
    type: 'direct',
    datasourceId: '',
    sql: '',
    proxyUrl: '',
    proxyMethod: 'GET',
    proxyHeaders: [],
    proxyBody: '',
    keptUrl: '',
    params: [],
    fields: [],
    ttl: String(API_LIMITS.ttlDefaultSeconds),
    description: '',
    groupId,
  };
}

/** The editor's copy of a stored API. */
export function formOf(api: ApiDetail): ApiForm {
  return {
    name: api.name,
    path: api.path,
    method: api.method,
    type: api.type,
    datasourceId: api.datasource_id ?? '',
    sql: api.sql,
    proxyUrl: api.http?.url ?? '',
    proxyMethod: api.http?.method ?? 'GET',
    proxyHeaders: Object.entries(api.http?.headers ?? {}).map(([name, value]) =>
      value === MASKED_HEADER_VALUE ? { name, value: '', keptName: name } : { name, value },
    ),
    proxyBody: api.http?.body ?? '',
    keptUrl: api.http?.url ?? '',
    // Rebuilt key by key: stored records come back with their keys in any order.
    params: api.params.map(({ name, type, required, default: fallback, description }) => ({
      name,
      type,
      required,
      default: fallback,
      description,
    })),
    fields: api.fields.map(({ name, type, label }) => ({ name, type, label })),
    ttl: String(api.ttl),
    description: api.description,
    groupId: api.group_id,
  };
}

/** Whether a header row sends the mask back: a kept value left empty under its stored name. */
export function keepsStoredValue(row: HeaderRow): boolean {
  return row.keptName !== undefined && row.keptName === row.name.trim() && row.value === '';
}

/** The definition the acts take; a TTL that is not a whole number is left for the schema to refuse. */
export function definitionOf(form: ApiForm): ApiDefinitionInput {
  const ttlText = form.ttl.trim();
  const ttl = ttlText === '' ? API_LIMITS.ttlDefaultSeconds : Number(ttlText);
  const common = {
    name: form.name,
    path: form.path,
    method: form.method,
    type: form.type,
    params: form.params,
    fields: form.fields,
    ttl,
    description: form.description,
    group_id: form.groupId,
  };
  if (form.type === 'direct') {
    return { ...common, sql: form.sql, ...(form.datasourceId ? { datasource_id: form.datasourceId } : {}) };
  }
  const headers = Object.fromEntries(
    form.proxyHeaders
      .filter((row) => row.name.trim() !== '')
      .map((row) => [row.name.trim(), keepsStoredValue(row) ? MASKED_HEADER_VALUE : row.value]),
  );
  const body = form.proxyBody.trim() === '' ? {} : { body: form.proxyBody };
  return { ...common, http: { url: form.proxyUrl, method: form.proxyMethod, headers, ...body } };
}

/** The form's fields that show a message of their own. */
export type FormFieldName =
  | 'name'
  | 'path'
  | 'method'
  | 'datasourceId'
  | 'sql'
  | 'proxyUrl'
  | 'proxyHeaders'
  | 'proxyBody'
  | 'params'
  | 'fields'
  | 'ttl'
  | 'description'
  | 'groupId';

export type FormErrors = Partial<Record<FormFieldName, ErrorCodeValue>>;

const FIELD_OF_PATH: Record<string, FormFieldName> = {
  name: 'name',
  path: 'path',
  method: 'method',
  datasource_id: 'datasourceId',
  sql: 'sql',
  http: 'proxyUrl',
  'http.url': 'proxyUrl',
  'http.method': 'method',
  'http.headers': 'proxyHeaders',
  'http.body': 'proxyBody',
  params: 'params',
  fields: 'fields',
  ttl: 'ttl',
  description: 'description',
  group_id: 'groupId',
};

/** Where a schema path (`params.2.name`, `http.headers.X`) shows its message. */
export function formFieldOf(path: string): FormFieldName | undefined {
  if (FIELD_OF_PATH[path]) return FIELD_OF_PATH[path];
  const [head, second] = path.split('.');
  if (head === 'http' && second) return FIELD_OF_PATH[`http.${second}`];
  return head ? FIELD_OF_PATH[head] : undefined;
}

/**
 * The definition, or per-field catalogue codes from the handler's own schema: `save` checks
 * all of it, `test` what a test runs (no name or path needed).
 */
export function validateForm(
  form: ApiForm,
  purpose: 'save' | 'test' = 'save',
): { ok: true; definition: ApiDefinitionInput } | { ok: false; errors: FormErrors } {
  const definition = definitionOf(form);
  const parsed = (purpose === 'test' ? apiTestDefinitionSchema : apiDefinitionSchema).safeParse(definition);
  // Kept header values go to the stored URL only: under another, they must be entered again.
  const moved =
    form.type === 'proxy' &&
    form.proxyUrl.trim() !== form.keptUrl &&
    form.proxyHeaders.some((row) => keepsStoredValue(row));
  if (parsed.success && !moved) return { ok: true, definition };
  const errors: FormErrors = moved ? { proxyHeaders: ErrorCode.PARAMS_INCOMPLETE } : {};
  if (parsed.success) return { ok: false, errors };
  for (const { path, code } of fieldErrors(parsed.error, definition)) {
    const field = formFieldOf(path) ?? 'name';
    errors[field] ??= code;
  }
  return { ok: false, errors };
}

/** Catalogue codes of the server that belong on a field of the form. */
export const FIELD_OF_CODE: Partial<Record<number, FormFieldName>> = {
  [ErrorCode.API_NAME_DUPLICATE]: 'name',
  [ErrorCode.API_NAME_FORMAT]: 'name',
  [ErrorCode.API_PATH_DUPLICATE]: 'path',
  [ErrorCode.API_PATH_FORMAT]: 'path',
  [ErrorCode.API_METHOD_WRONG]: 'method',
  [ErrorCode.DATASOURCE_NOT_FOUND]: 'datasourceId',
  [ErrorCode.API_GROUP_NOT_FOUND]: 'groupId',
};

/** A new parameter row whose name is not yet taken (`param1`, `param2`…), or `name` when given. */
export function newParam(existing: readonly ApiParam[], name?: string): ApiParam {
  const taken = new Set(existing.map((param) => param.name));
  let candidate = name ?? '';
  for (let n = existing.length + 1; !candidate || taken.has(candidate); n += 1) candidate = `param${n}`;
  return { name: candidate, type: 'string', required: false, default: '', description: '' };
}

/** The value a test sends for one parameter typed as text; '' sends nothing (the default applies). */
export function testValueOf(type: ApiParamType, text: string): ApiParamValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  switch (type) {
    case 'number': {
      const number = Number(trimmed);
      return Number.isFinite(number) ? number : trimmed;
    }
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'list':
      return trimmed
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    case 'datetime':
      // <input type="datetime-local"> gives `YYYY-MM-DDTHH:mm`; the database reads the space form.
      return trimmed.replace('T', ' ');
    default:
      return trimmed;
  }
}

/** The test's parameter values from the test panel's inputs, by parameter name. */
export function testValuesOf(params: readonly ApiParam[], inputs: Readonly<Record<string, string>>): ApiParamValues {
  const values: ApiParamValues = {};
  for (const param of params) {
    const value = testValueOf(param.type, inputs[param.name] ?? '');
    if (value !== undefined) values[param.name] = value;
  }
  return values;
}

/** Fields inferred by a test merged over the form's: a known name keeps its label. */
export function mergeFields(current: readonly ApiField[], inferred: readonly ApiField[]): ApiField[] {
  const labels = new Map(current.map((field) => [field.name, field.label]));
  return inferred.map((field) => ({ ...field, label: labels.get(field.name) || field.label }));
}

/** FNV-1a of a text, in base 36: short, and the same for the same text everywhere. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The path a name suggests while the user has not typed one: its ASCII letters and digits in
 * lower case, runs of anything else as one hyphen (`Daily_Sales 2026` → `daily-sales-2026`). A
 * name with none of them (all Chinese) gives `api-` and a short hash of the name, stable for the
 * same name. '' for an empty name. Always a path `apiPath` accepts.
 */
export function pathFromName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') return '';
  const slug = trimmed
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const path = slug !== '' ? slug : `api-${shortHash(trimmed)}`;
  return apiPath.safeParse(path).success ? path : '';
}
