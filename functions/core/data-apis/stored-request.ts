import { httpRequestSchema, type HttpRequestSpec, type ProxyWidgetRef } from '../../../shared/acts/api.js';
import { dataBindingSchema, type HttpBinding } from '../../../shared/widgets/data.js';
import { withValues, type GroupValues } from '../../../shared/widgets/group-values.js';
import { MASKED_HEADER_VALUE, hasMaskedValue } from '../../../shared/widgets/secret-headers.js';
import type { Caller } from '../../lib/act.js';
import { fail } from '../../lib/errors.js';
import { canEdit, loadScreen } from '../screens/access.js';
import type { ScreenReads, VersionReads } from '../store/store.js';
import { versionSources } from '../versions/version-secrets.js';

/**
 * The request of a stored HTTP source, headers included (they never reach the browser), with the
 * values of the communication group it listens to applied as the SPA applies them. Shared
 * screens (link_share_data) and the data proxy's widget reference both ask through this.
 */
export function storedRequest(binding: HttpBinding, values: GroupValues): { spec: HttpRequestSpec; ttl: number } {
  const { url, method, headers, body, ttl } = binding.listen ? withValues(binding.http, values) : binding.http;
  const spec = httpRequestSchema.safeParse({ url, method, headers, body });
  if (!spec.success) fail('API_PATH_FORMAT');
  return { spec: spec.data, ttl };
}

async function storedBinding(
  store: ScreenReads & VersionReads,
  caller: Caller,
  ref: ProxyWidgetRef,
): Promise<HttpBinding> {
  if (ref.version_id) {
    const binding = (await versionSources(store, caller.tenantId, ref.screen_id, ref.version_id)).get(ref.widget_id);
    if (binding?.source !== 'http') fail('COMPONENT_NOT_FOUND');
    return binding;
  }
  const stored = await store.getWidget(caller.tenantId, ref.screen_id, ref.widget_id);
  const parsed = dataBindingSchema.safeParse(stored?.widget.data);
  if (!parsed.success || parsed.data.source !== 'http') fail('COMPONENT_NOT_FOUND');
  return parsed.data;
}

/**
 * What the data proxy sends for a session user's call. Without a widget reference: the request
 * as given, which may not carry a masked header value. With one (read permission on the screen):
 * - a reader, or anyone asking for a version's widget, gets the stored request (only the group
 *   values come from the caller);
 * - an editor sends their own request (the data panel tries sources before they are saved); its
 *   masked header values are filled from the stored widget, which must have the same URL and
 *   method (as the values make them) and a header of that name.
 */
export async function requestFor(
  store: ScreenReads & VersionReads,
  caller: Caller,
  given: HttpRequestSpec,
  ttl: number,
  ref: ProxyWidgetRef | undefined,
): Promise<{ spec: HttpRequestSpec; ttl: number }> {
  if (!ref) {
    if (hasMaskedValue(given.headers)) fail('BODY_MALFORMED');
    return { spec: given, ttl };
  }
  const screen = await loadScreen(store, caller, ref.screen_id, 'read');
  const stored = storedRequest(await storedBinding(store, caller, ref), ref.values);
  if (ref.version_id || !canEdit(screen, caller)) return stored;
  if (!hasMaskedValue(given.headers)) return { spec: given, ttl };
  if (given.url !== stored.spec.url || given.method !== stored.spec.method) fail('BODY_MALFORMED');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given.headers)) {
    const filled = value === MASKED_HEADER_VALUE ? stored.spec.headers[name] : value;
    if (filled === undefined || filled === MASKED_HEADER_VALUE) fail('BODY_MALFORMED');
    headers[name] = filled;
  }
  return { spec: { ...given, headers }, ttl };
}
