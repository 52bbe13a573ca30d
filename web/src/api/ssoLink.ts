import useSWR from 'swr';
import type { SsoLinkStatus } from '../../../shared/acts/user.js';
import { useServices } from '../app/services';
import type { RpcClient } from './rpc';
import { useSessionKey } from './sessionKey';
import { markPendingSsoLink } from './ssoLinkPending';

/**
 * Linking the workspace's single sign-on to the account (docs/sso.md#linking-an-account-that-belongs-to-several-workspaces):
 * the trip's `state` waits in this tab (ssoLinkPending.ts) until the provider sends the browser
 * back to `/sso`.
 */

/** What the account page shows on its return from a link: done, or why not. */
export type SsoLinkOutcome = { linked: true } | { linked: false; reason: string };

/** The `location.state` `/sso` hands the account page after a link. */
export interface SsoLinkReturn {
  ssoLink: SsoLinkOutcome;
}

export function isSsoLinkReturn(value: unknown): value is SsoLinkReturn {
  return typeof value === 'object' && value !== null && 'ssoLink' in value;
}

/** Whether the current workspace offers single sign-on, and whether the caller is linked to it. */
export function useSsoLinkStatus() {
  const { rpc } = useServices();
  return useSWR<SsoLinkStatus>(
    ['v1/user/sso_link_status', useSessionKey()],
    () => rpc.call('v1/user/sso_link_status', {}),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** Starts a link and sends the browser to the provider. */
export async function startSsoLink(rpc: RpcClient): Promise<void> {
  const { url } = await rpc.call('v1/user/sso_link_start', {});
  markPendingSsoLink(new URL(url).searchParams.get('state') ?? '');
  window.location.assign(url);
}
