import type {
  ApiBinding,
  HttpBinding,
  JsonValue,
  MappingRole,
  WorksheetBinding,
} from '../../../../shared/widgets/data.js';
import { isStale, type SourceState } from '../data/hub';
import { resolvePayload, type WidgetData } from '../data/resolve';
import type { GroupValues } from '../interaction/groups';
import { matchesValues } from '../interaction/params';

/** Seconds between polls of a binding's source. */
function intervalOf(binding: HttpBinding | ApiBinding | WorksheetBinding): number {
  if (binding.source === 'http') return binding.http.interval;
  return binding.source === 'api' ? binding.api.interval : binding.worksheet.interval;
}

/**
 * A widget's data once its polled source (an HTTP API, a data API or a worksheet) has answered, pure: loading until the first answer,
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
  // Static data is resolved already; a push binding's comes from its channel (pushFeed.ts), not polled.
  if (!source || !binding || binding.source === 'static' || binding.source === 'push') return base;
  if (source.status === 'loading') return { ...base, status: 'loading' };
  if (source.status === 'error' || source.data === undefined)
    return { ...base, status: 'error', problem: 'sourceFailed' };
  // A worksheet aggregate comes narrowed by the listened group's values already (in its statement).
  const resolved = resolvePayload(binding, source.data as JsonValue, roles);
  const stale = resolved.status === 'ready' && isStale(source, intervalOf(binding) * 1000, now);
  return { ...resolved, status: stale ? 'stale' : resolved.status, fetchedAt: source.fetchedAt };
}
