import type { ShareKind } from '../../../shared/acts/link-share.js';
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
