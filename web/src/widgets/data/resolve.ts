import {
  dataBindingSchema,
  type DataBinding,
  type JsonValue,
  type MappingRole,
} from '../../../../shared/widgets/data.js';
import { applyTransform, drawnTransform } from './transform';
import { hasMeasures, measureField } from './mapping';
import { rowsAt, type Row, type RowsProblem } from './rows';

/** What the data layer knows of a widget's data. `stale` and `loading` come with polled sources. */
export type DataStatus = 'loading' | 'ready' | 'empty' | 'error' | 'stale';

export type DataProblem = RowsProblem | 'invalidBinding' | 'sourceFailed';

export interface WidgetData {
  status: DataStatus;
  /** The binding as parsed (defaults filled in), or null when it is invalid. */
  binding: DataBinding | null;
  /** Rows after path and transform. */
  rows: Row[];
  problem?: DataProblem;
  /** When a polled source's data was fetched (epoch ms): the stale badge names it. */
  fetchedAt?: number;
  /** An empty push binding with no initial rows whose channel has had no post on this page yet. */
  waiting?: boolean;
}

/**
 * A widget's data from its stored `data` record, pure. Static data is ready, empty (nothing to
 * draw for the type's roles) or an error (invalid binding, path not leading to rows), and so is a
 * push binding's initial data. An HTTP
 * source is `loading` here: its payload comes from the screen's data hub (`resolvePayload`).
 */
export function resolveData(data: Record<string, unknown>, roles: readonly MappingRole[]): WidgetData {
  const parsed = dataBindingSchema.safeParse(data);
  if (!parsed.success) return { status: 'error', binding: null, rows: [], problem: 'invalidBinding' };
  const binding = parsed.data;
  if (binding.source === 'static') return resolvePayload(binding, binding.static, roles);
  // A push binding draws its initial rows until a push arrives (runtime/pushFeed.ts).
  if (binding.source === 'push') return resolvePayload(binding, binding.initial, roles);
  return { status: 'loading', binding, rows: [] };
}

/**
 * Rows of a payload (static JSON or an HTTP answer) through the binding's path, the row filter
 * of a communication group's values (`keep`), the transform and the mapping.
 */
export function resolvePayload(
  binding: DataBinding,
  payload: JsonValue,
  roles: readonly MappingRole[],
  keep?: (row: Row) => boolean,
): WidgetData {
  const found = rowsAt(payload, binding.mapping.path);
  if ('problem' in found) return { status: 'error', binding, rows: [], problem: found.problem };
  const rows = applyTransform(
    keep ? found.rows.filter(keep) : found.rows,
    drawnTransform(binding),
    measureField(binding.mapping, roles),
  );
  return { status: hasMeasures(rows, binding.mapping, roles) ? 'ready' : 'empty', binding, rows };
}
