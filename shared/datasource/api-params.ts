import { API_LIMITS, type ApiParam, type ApiParamValue, type ApiParamValues } from '../acts/data-api.js';

/**
 * A caller's parameter values checked and converted against a data API's typed parameters, the
 * same on the server (functions/core/data-apis/params.ts, before any run) and in the editor's test
 * panel: string, number, date (`YYYY-MM-DD`), datetime (ISO 8601; answered in UTC, `…Z`),
 * boolean (true/false/1/0), list (an array, or comma-separated text as a query string gives it).
 * A value that is absent, null or '' takes the parameter's default (text); with no default a
 * required parameter is refused and another one is null (an empty list for a list). Values of
 * names the API does not declare are ignored (callers may add cache busters to a URL).
 */
export type CheckedValue = string | number | boolean | null | (string | number)[];
export type CheckedValues = Record<string, CheckedValue>;

export type ValuesCheck = { ok: true; values: CheckedValues } | { ok: false; param: string };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

function realDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A datetime without a zone is read as UTC, so the same text means the same instant everywhere. */
function isoInstant(text: string): string | undefined {
  if (!DATETIME.test(text) || !realDate(text.slice(0, 10))) return undefined;
  const zoned = /(Z|[+-]\d{2}(:?\d{2})?)$/.test(text.slice(10)) ? text : `${text}Z`;
  const ms = Date.parse(zoned.replace(' ', 'T'));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

function scalar(param: ApiParam, value: Exclude<ApiParamValue, null>): CheckedValue | undefined {
  if (Array.isArray(value)) return undefined;
  switch (param.type) {
    case 'string':
      return String(value);
    case 'number': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
      const text = String(value).trim();
      return NUMBER.test(text) && Number.isFinite(Number(text)) ? Number(text) : undefined;
    }
    case 'boolean': {
      const text = String(value).trim().toLowerCase();
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      return undefined;
    }
    case 'date':
      return typeof value === 'string' && realDate(value.trim()) ? value.trim() : undefined;
    case 'datetime':
      return typeof value === 'string' ? isoInstant(value.trim()) : undefined;
    case 'list':
      return undefined;
  }
}

function listOf(value: Exclude<ApiParamValue, null>): (string | number)[] | undefined {
  if (typeof value === 'boolean') return undefined;
  const items = Array.isArray(value)
    ? value
    : String(value)
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
  return items.length > API_LIMITS.listMaxItems ? undefined : items;
}

const absent = (value: ApiParamValue | undefined): value is null | undefined | '' =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The value of one parameter, or undefined when it is refused. */
function checkOne(param: ApiParam, given: ApiParamValue | undefined): CheckedValue | undefined {
  const value = absent(given) ? (param.default === '' ? undefined : param.default) : given;
  if (value === undefined) return param.required ? undefined : param.type === 'list' ? [] : null;
  return param.type === 'list' ? listOf(value) : scalar(param, value);
}

/** The values of every declared parameter, in declaration order, or the first parameter refused. */
export function checkParamValues(params: readonly ApiParam[], given: ApiParamValues): ValuesCheck {
  const values: CheckedValues = {};
  for (const param of params) {
    const value = checkOne(param, Object.hasOwn(given, param.name) ? given[param.name] : undefined);
    if (value === undefined) return { ok: false, param: param.name };
    values[param.name] = value;
  }
  return { ok: true, values };
}

/** One text per set of values (declaration order), for the answer cache's key. */
export function canonicalValues(params: readonly ApiParam[], values: CheckedValues): string {
  return JSON.stringify(params.map((param) => [param.name, values[param.name] ?? null]));
}

/** The first name the SQL uses that the API does not declare, if any. */
export function undeclaredParam(params: readonly ApiParam[], used: readonly string[]): string | undefined {
  const declared = new Set(params.map((param) => param.name));
  return used.find((name) => !declared.has(name));
}
