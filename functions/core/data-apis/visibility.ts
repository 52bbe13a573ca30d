import type { ScreenDocument } from '../../../shared/screen/document.js';
import { apiBindingSchema } from '../../../shared/widgets/data.js';
import type { Caller } from '../../lib/act.js';
import { getApi, type ApiRecord } from '../../lib/data/data-apis.js';
import { getMember, memberState } from '../../lib/data/tenants.js';
import { fail } from '../../lib/errors.js';

/**
 * Who may see and run a data API (docs/permissions.md#departments), in one place for every path
 * that runs one: an API in no department, every member of the tenant; one in a department, its
 * creator, the tenant's administrator and the members of that department. The `v1/api/*` acts ask
 * it for the caller (whose department is read with the membership at every act). A widget bound to
 * an API runs it for whoever published the version: publishing refuses an API the publisher may
 * not see, and a share's data call runs it only while its department still admits the publisher.
 */
export type ApiViewer = Pick<Caller, 'userId' | 'isAdmin' | 'departmentId'>;

export function visibleTo(viewer: ApiViewer): (api: Pick<ApiRecord, 'departmentId' | 'creator'>) => boolean {
  return (api) =>
    !api.departmentId || viewer.isAdmin || api.creator === viewer.userId || viewer.departmentId === api.departmentId;
}

/** The data APIs a document's widgets are bound to (a binding the schema accepts, with an id), each once. */
function boundApiIds(document: Pick<ScreenDocument, 'widgets'>): string[] {
  const ids = new Set<string>();
  for (const widget of Object.values(document.widgets)) {
    if (widget.data.source !== 'api') continue;
    const parsed = apiBindingSchema.safeParse(widget.data);
    if (parsed.success && parsed.data.api.api_id) ids.add(parsed.data.api.api_id);
  }
  return [...ids];
}

/**
 * Publishing a version: every data API its widgets are bound to must be one the publisher sees now;
 * API_NOT_FOUND otherwise, as for an id that is no API of the tenant (so publishing tells nobody
 * which hidden ids exist).
 */
export async function requireBindableApis(caller: Caller, document: Pick<ScreenDocument, 'widgets'>): Promise<void> {
  const sees = visibleTo(caller);
  for (const apiId of boundApiIds(document)) {
    const api = await getApi(caller.tenantId, apiId);
    if (!api || !sees(api)) fail('API_NOT_FOUND');
  }
}

/**
 * Whether a version its publisher published may run `api` now: always for an API in no
 * department; for one in a department, only while the publisher is an active member whom
 * `visibleTo` admits with their role and department as they are now.
 */
export async function admitsPublisher(api: ApiRecord, publisherId: string): Promise<boolean> {
  if (!api.departmentId) return true;
  const member = await getMember(api.tenantId, publisherId);
  if (!member || memberState(member) !== 'active') return false;
  return visibleTo({
    userId: publisherId,
    isAdmin: member.role === 'admin',
    ...(member.departmentId ? { departmentId: member.departmentId } : {}),
  })(api);
}
