import type { ShareKind } from '../../../shared/acts/link-share.js';
import type { JsonValue } from '../../../shared/widgets/data.js';
import { createServices } from '../app/createServices';
import type { RpcClient } from '../api/rpc';
import type { AppServices } from '../app/services';
import { storedAccess } from './access';
import type { PublicShareCalls, ShareDataRequest } from './publicCalls';
import { shareConfig } from './shareConfig';

let services: Promise<AppServices> | null = null;

/** One RPC client for the share pages, from the loaded config (the defaults if it cannot be read). */
export function shareServices(): Promise<AppServices> {
  services ??= shareConfig().then((config) =>
    createServices(config, window.localStorage, {
      navigate: (path) => window.location.assign(path),
      currentPath: () => window.location.pathname + window.location.search,
      // The public acts answer no session codes, so the client has nothing to announce here.
      notify: () => undefined,
    }),
  );
  return services;
}

/** The share pages' RPC client (widgets' HTTP sources read through it). */
export async function shareRpc(): Promise<RpcClient> {
  return (await shareServices()).rpc;
}

export async function publicShareCalls(kind: ShareKind): Promise<PublicShareCalls> {
  const { rpc } = await shareServices();
  return {
    before: (token) =>
      kind === 'screen'
        ? rpc.call('v1/screen/link_share_before', { token })
        : rpc.call('v1/group/link_share_before', { token }),
    check: (token, password) =>
      kind === 'screen'
        ? rpc.call('v1/screen/link_share_check', { token, password })
        : rpc.call('v1/group/link_share_check', { token, password }),
    view: (token, access) =>
      kind === 'screen'
        ? rpc.call('v1/screen/link_share_view', { token, access })
        : rpc.call('v1/group/link_share_view', { token, access }),
  };
}

/** A shared widget's data, with this tab's access token when it has one (password and expiring shares need it). */
export async function shareData({ kind, token, screenId, widgetId, values }: ShareDataRequest): Promise<JsonValue> {
  const { rpc } = await shareServices();
  const access = storedAccess(window.sessionStorage, token, Date.now());
  const args = { token, screen_id: screenId, widget_id: widgetId, values, ...(access ? { access } : {}) };
  const answer =
    kind === 'screen'
      ? await rpc.call('v1/screen/link_share_data', args)
      : await rpc.call('v1/group/link_share_data', args);
  return answer.data as JsonValue;
}
