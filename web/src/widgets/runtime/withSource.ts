import type { MappingRole } from '../../../../shared/widgets/data.js';
import type { JsonValue } from '../../../../shared/widgets/data.js';
import { isStale, type SourceState } from '../data/hub';
import { resolvePayload, type WidgetData } from '../data/resolve';
import type { GroupValues } from '../interaction/groups';
import { matchesValues } from '../interaction/params';

/**
 * A widget's data once its polled source (an HTTP API or a data API) has answered, pure: loading until the first answer,
 * an error when there never was one, else the answer's rows — `stale` when they are older than
 * twice the poll interval (the source stopped answering; the last rows stay on screen).
 */
export function withSource(
  base: WidgetData,
  source: SourceState | null,
  roles: readonly MappingRole[],
  now: number,
  values: GroupValues = {},
): WidgetData {
  const binding = base.binding;
  if (binding?.source === 'static' && binding.listen && Object.keys(values).length)
    return resolvePayload(binding, binding.static, roles, matchesValues(values));
  if (binding?.source === 'api' && !binding.api.api_id) return { ...base, status: 'empty' };
  if (!source || (binding?.source !== 'http' && binding?.source !== 'api')) return base;
  if (source.status === 'loading') return { ...base, status: 'loading' };
  if (source.status === 'error' || source.data === undefined)
    return { ...base, status: 'error', problem: 'sourceFailed' };
  const resolved = resolvePayload(binding, source.data as JsonValue, roles);
  const interval = binding.source === 'http' ? binding.http.interval : binding.api.interval;
  const stale = resolved.status === 'ready' && isStale(source, interval * 1000, now);
  return { ...resolved, status: stale ? 'stale' : resolved.status, fetchedAt: source.fetchedAt };
}
