import type { ShareKind } from '../../../shared/acts/link-share.js';
import type { JsonValue } from '../../../shared/widgets/data.js';
import type { GroupValues } from '../../../shared/widgets/group-values.js';
import type { ActResult } from '../api/results';
import type { RpcClient } from '../api/rpc';

/** What a visitor's browser asks about a link (no session): the public link-share acts. */
export interface PublicShareCalls {
  before: (token: string) => Promise<ActResult<'v1/screen/link_share_before'>>;
  check: (token: string, password: string) => Promise<ActResult<'v1/screen/link_share_check'>>;
  view: (token: string, access: string) => Promise<ActResult<'v1/screen/link_share_view'>>;
}

/**
 * The calls, loaded when first needed: an open share is read from the CDN and never loads the
 * RPC client (nor the act schemas it validates with); a password or an expiring share does.
 */
export function loadPublicShareCalls(kind: ShareKind): Promise<PublicShareCalls> {
  return import('./publicRpc').then((m) => m.publicShareCalls(kind));
}

/** The share pages' RPC client, loaded with the calls (for widgets' HTTP sources). */
export const loadShareRpc = (): Promise<RpcClient> => import('./publicRpc').then((m) => m.shareRpc());

/** One shared widget's data call: which link, screen and widget, and the widget's group values. */
export interface ShareDataRequest {
  kind: ShareKind;
  token: string;
  screenId: string;
  widgetId: string;
  values: GroupValues;
}

/** `link_share_data`, loaded with the RPC client when a shared widget first needs its data. */
export const loadShareData = (): Promise<(request: ShareDataRequest) => Promise<JsonValue>> =>
  import('./publicRpc').then((m) => m.shareData);
