import type { ProxyAnswer } from '../../../shared/acts/api.js';
import type { LinkShareDataArgs, ShareKind } from '../../../shared/acts/link-share.js';
import { boundParamValues } from '../../../shared/widgets/api-values.js';
import type { ApiBinding, WorksheetBinding } from '../../../shared/widgets/data.js';
import type { GroupValues } from '../../../shared/widgets/group-values.js';
import { getApi } from '../../lib/data/data-apis.js';
import { admitsPublisher } from '../data-apis/visibility.js';
import { runApi } from '../data-apis/run.js';
import { proxyRequest } from '../data-apis/data-proxy.js';
import { storedRequest } from '../data-apis/stored-request.js';
import type { RequestInfo } from '../../lib/act.js';
import type { LinkShareRecord } from '../../lib/data/link-shares.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import { canLinkShare } from '../screens/access.js';
import { sharedForData } from './link-share.js';
import type { Store } from '../store/store.js';
import { servedVersion } from '../versions/version-secrets.js';
import { worksheetAggregate, type WorksheetReads } from '../worksheets/widget-data.js';
import { worksheetReads } from '../worksheets/reads.js';

/**
 * `link_share_data` (public): a shared screen's widget bound to an HTTP API gets its data the
 * way a signed-in preview does, through the data proxy — same address guard, same cache per
 * tenant and request — except that nothing of the request comes from the visitor but the values
 * of the communication group the widget listens to. The share is resolved as `view` resolves it,
 * the source is the one of the version the share shows, the headers publishing took out are
 * given back here (and never sent to the browser), and the tenant is the share owner's.
 *
 * A public call must not let visitors drive the upstream: every answer is cached for at least
 * MIN_TTL_SECONDS, so any number of displays cost one upstream call per distinct request and TTL.
 */
const MIN_TTL_SECONDS = 1;

/** The screen a share shows under this id, at its latest version; the catalogue code of why not otherwise. */
async function sharedScreen(
  store: Store,
  share: LinkShareRecord,
  screenId: string,
): Promise<ScreenRecord & { latestVersionId: string }> {
  let screen: ScreenRecord | undefined;
  if (share.kind === 'screen') {
    if (screenId !== share.targetId) fail('SCREEN_SHARE_FAILED');
    screen = await store.getScreen(share.tenantId, screenId);
    if (!screen) fail('SCREEN_SHARE_CLOSED');
  } else {
    if (!(await store.getGroup(share.tenantId, share.ownerId, share.targetId))) fail('SCREEN_SHARE_CLOSED');
    screen = await store.getScreen(share.tenantId, screenId);
    // A group share shows its owner's screens of that group, and no other.
    if (!screen || screen.ownerId !== share.ownerId || screen.groupId !== share.targetId) fail('SCREEN_SHARE_FAILED');
  }
  if (!canLinkShare(screen)) fail('SCREEN_SHARE_SECRET');
  const latestVersionId = screen.latestVersionId;
  if (!latestVersionId) fail('SCREEN_SHARE_UNPUBLISHED');
  return { ...screen, latestVersionId };
}

/**
 * A widget bound to a data API: the stored API of the version's binding, run in the share's
 * tenant (an id of another tenant's API finds nothing: API_NOT_FOUND) while it is one the
 * version's publisher may still see (api-visibility.ts: an API a department holds, only while the
 * department admits the publisher; API_NOT_FOUND otherwise), with the parameter values
 * computed here from the stored bindings and the viewer's group values — the viewer names
 * neither the API nor anything it runs. The run checks the values against the API's types and
 * shares its answer per TTL, at least MIN_TTL_SECONDS here as for HTTP sources (an API kept at
 * TTL 0 for its editors still costs a public wall one run per second and set of values).
 */
async function storedApiAnswer(
  tenantId: string,
  binding: ApiBinding,
  values: GroupValues,
  publisherId: string,
): Promise<ProxyAnswer> {
  const api = binding.api.api_id ? await getApi(tenantId, binding.api.api_id) : undefined;
  if (!api || !(await admitsPublisher(api, publisherId))) fail('API_NOT_FOUND');
  const result = await runApi(
    { ...api, ttl: Math.max(MIN_TTL_SECONDS, api.ttl) },
    boundParamValues(binding.api.params, values),
  );
  return { status: 200, data: result.data, fetchedAt: result.fetched_at, cached: result.cached };
}

/**
 * A widget bound to a worksheet: the aggregate of the version's binding over the worksheet of the
 * share's tenant (another tenant's id finds nothing: WORKSHEET_NOT_FOUND), narrowed in its
 * statement by the binding's row filters and the listened group's values. The viewer names
 * nothing else of it; the answer is shared per worksheet generation and statement
 * (worksheet-widget-data.ts), so displays cost one engine run per distinct aggregate and TTL.
 */
async function worksheetAnswer(
  reads: WorksheetReads,
  tenantId: string,
  binding: WorksheetBinding,
  values: GroupValues,
): Promise<ProxyAnswer> {
  const { worksheet_id: worksheetId, ...query } = binding.worksheet;
  const result = await worksheetAggregate(reads, tenantId, worksheetId, query, {
    filter: binding.transform.filter,
    values,
  });
  return { status: 200, data: result.data, fetchedAt: result.fetched_at, cached: result.cached };
}

export async function shareData(
  store: Store,
  args: LinkShareDataArgs,
  kind: ShareKind,
  request: RequestInfo,
  worksheets: WorksheetReads = worksheetReads,
): Promise<ProxyAnswer> {
  const share = await sharedForData(store, args.token, kind, args.access, request);
  // The share (a global item) names the tenant; from here the call reaches only that tenant's data.
  return inTenantScope(share.tenantId, async () => {
    const screen = await sharedScreen(store, share, args.screen_id);
    const version = await servedVersion(store, share.tenantId, screen.screenId, screen.latestVersionId);
    const binding = version.sources.get(args.widget_id);
    if (!binding) fail('COMPONENT_NOT_FOUND');
    // Values only reach a source that listens to a communication group, as in the SPA.
    const values = binding.listen ? args.values : {};
    if (binding.source === 'api') return storedApiAnswer(share.tenantId, binding, values, version.publisherId);
    if (binding.source === 'worksheet') return worksheetAnswer(worksheets, share.tenantId, binding, values);
    const { spec, ttl } = storedRequest(binding, values);
    return proxyRequest(share.tenantId, spec, Math.max(MIN_TTL_SECONDS, ttl));
  });
}
