import type { ApiParamValue, ApiParamValues } from '../acts/data-api.js';
import type { ApiParamBinding } from './data.js';
import type { GroupValues } from './group-values.js';

/**
 * The parameter values a widget bound to a data API sends, from its stored parameter bindings and
 * the values of the communication group it listens to. One implementation for both sides: the
 * SPA computes them before it calls `v1/api/run`, the server computes them again for a shared
 * screen (link_share_data) from the version's stored bindings, taking nothing else from the viewer.
 *
 * A parameter gets no value (so the API's default applies) when its constant is empty or its
 * group field has no value; `index` picks one item of a list (a date range's start or end) and
 * reads a single value as a one-item list. Checking the values against the API's types is the
 * API's run (api-params), not this.
 */
export function boundParamValues(
  params: Readonly<Record<string, ApiParamBinding>>,
  values: GroupValues,
): ApiParamValues {
  const result: [string, ApiParamValue][] = [];
  for (const [name, binding] of Object.entries(params)) {
    const value =
      binding.from === 'const'
        ? constantValue(binding.value)
        : groupValue(Object.hasOwn(values, binding.field) ? values[binding.field] : undefined, binding.index);
    if (value !== undefined) result.push([name, value]);
  }
  // Own properties only, whatever the names (`__proto__` is a valid parameter name).
  return Object.fromEntries(result);
}

function constantValue(text: string): ApiParamValue | undefined {
  return text === '' ? undefined : text;
}

function groupValue(value: GroupValues[string] | undefined, index: number | undefined): ApiParamValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number')
    return index === undefined || index === 0 ? value : undefined;
  if (index === undefined) return [...value];
  return value[index];
}

/** One key per (API, values): widgets asking the same thing share one request (values in name order). */
export function apiRequestKey(apiId: string, values: ApiParamValues): string {
  const entries = Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(['api', apiId, entries]);
}
