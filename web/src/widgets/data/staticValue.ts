import type { JsonValue, StaticBinding } from '../../../../shared/widgets/data.js';
import { singleValue } from './mapping';
import { numberOf, rowsAt } from './rows';

/**
 * The single value of a static binding, as a one-value widget (KPI number) reads it: the first
 * row at the mapping's path with a number in the value field. Null when there is none.
 */
export function staticValue(binding: StaticBinding): number | null {
  const found = rowsAt(binding.static, binding.mapping.path);
  return 'rows' in found ? singleValue(found.rows, binding.mapping) : null;
}

/**
 * The binding with `value` written where `staticValue` reads it (the first row with a number in
 * the value field, else the first row). Static data with no rows at the path becomes one row
 * holding the value; the rest of the data is kept as it was.
 */
export function withStaticValue(binding: StaticBinding, value: number): StaticBinding {
  const field = binding.mapping.value || 'value';
  const copy = structuredClone(binding.static);
  const found = rowsAt(copy, binding.mapping.path);
  const rows = 'rows' in found ? found.rows : [];
  const row = rows.find((each) => numberOf(each[field]) !== null) ?? rows[0];
  if (row) {
    row[field] = value;
    return { ...binding, static: copy };
  }
  const fresh: JsonValue = [{ [field]: value }];
  return { ...binding, static: fresh, mapping: { ...binding.mapping, path: '', value: field } };
}
