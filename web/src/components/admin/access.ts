import type { MyGrants } from '../../../../shared/acts/roles.js';

/**
 * Which administration tabs of `/user` a caller sees, from the caller's grants (`v1/user/grants`):
 * role managers see members, roles, departments and teams, `audit_view` the log. While the grants load the page
 * waits; when they fail it offers a retry.
 */
export type Access = 'loading' | 'granted' | 'denied' | 'failed';

export const ADMIN_TABS = ['members', 'roles', 'departments', 'teams', 'audit', 'sso'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** One part's access from the grants' SWR state. */
export function grantAccess(grants: { data?: MyGrants; error?: unknown }, part: 'roles' | 'audit'): Access {
  if (grants.error !== undefined && grants.data === undefined) return 'failed';
  if (grants.data === undefined) return 'loading';
  const allowed = part === 'roles' ? grants.data.manage_roles === 1 : grants.data.permissions.includes('audit_view');
  return allowed ? 'granted' : 'denied';
}

/**
 * Role managers (built-in administrator and security administrator) see members, roles, departments and teams;
 * `audit_view` the log; the workspace's administrator alone single sign-on.
 */
export function visibleTabs(roles: Access, audit: Access, administrator = false): AdminTab[] {
  return ADMIN_TABS.filter((tab) => (tab === 'sso' ? administrator : (tab === 'audit' ? audit : roles) === 'granted'));
}

export type PageState = 'loading' | 'tabs' | 'none' | 'failed';

/**
 * What the page shows: its tabs once both probes answered and one granted; the friendly "no
 * administration rights" state when both refused; a retry when a probe failed and none granted.
 */
export function pageState(roles: Access, audit: Access): PageState {
  if (roles === 'loading' || audit === 'loading') return 'loading';
  if (roles === 'granted' || audit === 'granted') return 'tabs';
  return roles === 'failed' || audit === 'failed' ? 'failed' : 'none';
}

function isTab(value: string | null): value is AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '');
}

/** The tab named in the URL (`?tab=roles`) when the caller may see it, else the first visible one. */
export function pickTab(requested: string | null, visible: readonly AdminTab[]): AdminTab | null {
  if (isTab(requested) && visible.includes(requested)) return requested;
  return visible[0] ?? null;
}
