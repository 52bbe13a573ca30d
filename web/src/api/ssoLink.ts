import useSWR from 'swr';
import type { SsoLinkStatus } from '../../../shared/acts/user.js';
import { useServices } from '../app/services';
import type { RpcClient } from './rpc';
import { useSessionKey } from './sessionKey';

/**
 * Linking the workspace's single sign-on to the account (docs/sso.md#linking-an-account-that-belongs-to-several-workspaces).
 * The provider sends the browser back to `/sso`, as it does after a sign-in; the `state` of the
 * trip, kept in this tab, tells that page to finish a link in the current session instead.
 */
const PENDING_KEY = 'wallboard.sso.link';

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
  sessionStorage.setItem(PENDING_KEY, new URL(url).searchParams.get('state') ?? '');
  window.location.assign(url);
}

/** Whether the provider's answer with this `state` belongs to a link this tab started. */
export function isPendingSsoLink(state: string | null): boolean {
  return state !== null && state !== '' && sessionStorage.getItem(PENDING_KEY) === state;
}

export function clearPendingSsoLink(): void {
  sessionStorage.removeItem(PENDING_KEY);
}
