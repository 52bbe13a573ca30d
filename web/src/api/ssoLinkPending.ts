/**
 * A link of the workspace's single sign-on to the account, started from the account page, waits
 * in this tab for the provider's answer (docs/sso.md#linking-an-account-that-belongs-to-several-workspaces):
 * the provider sends the browser back to `/sso`, as after a sign-in, and the `state` of the trip
 * tells the page to finish a link in the current session instead. Apart from ssoLink.ts so the
 * page's first choice of root reads it without the data hooks.
 */
const PENDING_KEY = 'wallboard.sso.link';

export function markPendingSsoLink(state: string): void {
  sessionStorage.setItem(PENDING_KEY, state);
}

/** Whether the provider's answer with this `state` belongs to a link this tab started. */
export function isPendingSsoLink(state: string | null): boolean {
  return state !== null && state !== '' && sessionStorage.getItem(PENDING_KEY) === state;
}

export function clearPendingSsoLink(): void {
  sessionStorage.removeItem(PENDING_KEY);
}
