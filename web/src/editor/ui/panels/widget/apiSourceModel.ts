import type { ApiGroup, ApiParam, ApiParamType, ApiSummary } from '../../../../../../shared/acts/data-api.js';
import type { Widget } from '../../../../../../shared/screen/document.js';
import type { ApiParamBinding, ApiSource } from '../../../../../../shared/widgets/data.js';

/**
 * What the data panel's "Data API" source works out, pure: the picker's APIs grouped and
 * searched, the parameter rows of the picked API, the input each constant takes, and which
 * fields the filter widgets publish to the group the widget listens to.
 */

export interface ApiChoiceGroup {
  id: string;
  name: string;
  apis: ApiSummary[];
}

/** The APIs matching `keyword` (name or path, any case) under their groups, in the groups' order; empty groups left out. */
export function groupedApis(
  apis: readonly ApiSummary[],
  groups: readonly ApiGroup[],
  keyword: string,
): ApiChoiceGroup[] {
  const wanted = keyword.trim().toLowerCase();
  const matches = (api: ApiSummary) =>
    !wanted || api.name.toLowerCase().includes(wanted) || api.path.toLowerCase().includes(wanted);
  const defaultGroup = groups.find((group) => group.default === 1);
  const known = new Set(groups.map((group) => group._id));
  // An API outside every listed group (its group removed meanwhile, or '') shows under the default one.
  const groupOf = (api: ApiSummary) => (known.has(api.group_id) ? api.group_id : (defaultGroup?._id ?? ''));
  const listed = groups.map((group) => ({ id: group._id, name: group.name, apis: [] as ApiSummary[] }));
  const orphans: ApiChoiceGroup = { id: '', name: '', apis: [] };
  for (const api of apis) {
    if (!matches(api)) continue;
    (listed.find((group) => group.id === groupOf(api)) ?? orphans).apis.push(api);
  }
  return [...listed, orphans].filter((group) => group.apis.length > 0);
}

/**
 * The bindings of a newly picked API's parameters: those the widget already had for a parameter
 * of the same name are kept (switching between versions of a query keeps the wiring), the others
 * start as an empty constant (the API's default applies).
 */
export function bindingsFor(
  params: readonly ApiParam[],
  existing: Readonly<Record<string, ApiParamBinding>>,
): Record<string, ApiParamBinding> {
  return Object.fromEntries(
    params.map((param) => [
      param.name,
      Object.hasOwn(existing, param.name) ? existing[param.name]! : { from: 'const' as const, value: '' },
    ]),
  );
}

/** A picked API as the binding's source: its id, the parameters' bindings, the interval kept. */
export function pickApi(api: ApiSummary, current: ApiSource | null): ApiSource {
  return { api_id: api._id, params: bindingsFor(api.params, current?.params ?? {}), interval: current?.interval ?? 30 };
}

export type ConstantInput = 'date' | 'datetime-local' | 'number' | 'boolean' | 'text';

/** The input a constant of this type is typed in (a date picker for dates). */
export function constantInput(type: ApiParamType): ConstantInput {
  switch (type) {
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime-local';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
}

/** The field names the screen's filter widgets publish to `group` (their `field` attribute), sorted. */
export function publishedFields(widgets: Readonly<Record<string, Widget>>, group: string): string[] {
  if (!group) return [];
  const fields = new Set<string>();
  for (const widget of Object.values(widgets)) {
    const { commGroup, field } = widget.attr;
    if (commGroup === group && typeof field === 'string' && field) fields.add(field);
  }
  return [...fields].sort();
}

/** The choices of a group binding's item: the whole value, or one item of a list (start, end…). */
export const INDEX_CHOICES = ['', '0', '1'] as const;

/** A binding's `index` as the item dropdown shows it ('' for the whole value). */
export const indexChoice = (binding: ApiParamBinding): string =>
  binding.from === 'group' && binding.index !== undefined ? String(binding.index) : '';

/** The group binding with the item dropdown's choice applied. */
export function withIndex(binding: ApiParamBinding & { from: 'group' }, choice: string): ApiParamBinding {
  const { index: _dropped, ...rest } = binding;
  return choice === '' ? rest : { ...rest, index: Number(choice) };
}
