import type { CorpRef } from '../../../shared/acts/user.js';
import type { StorageKey } from '../../../shared/config.js';
import type { ClientStore, StorageLike } from '../storage';

/**
 * Stored keys that describe data of one tenant: a switch clears them so nothing of the tenant
 * left behind (its default group) is used in the next one.
 */
export const TENANT_SCOPED_KEYS: readonly StorageKey[] = ['default_group_id'];

/** The tenant the client calls as: the stored `corp` when it is one of the list, else the default one. */
export function currentTenantOf(corps: readonly CorpRef[], storedCorp: string | null): CorpRef | undefined {
  return corps.find((corp) => corp._id === storedCorp) ?? corps.find((corp) => corp.default === 1) ?? corps[0];
}

/**
 * Makes `corp` the tenant of the next calls: `corp` (the `corp_id` arg), `tenantId` (the header)
 * and its `is_admin` flag; tenant-scoped keys are cleared. The caller reloads the app after it.
 */
export function storeTenant(store: ClientStore, corp: CorpRef): void {
  for (const key of TENANT_SCOPED_KEYS) store.remove(key);
  store.set('corp', corp._id);
  store.set('tenantId', corp._id);
  store.set('is_admin', corp.is_admin);
}

/** A toast to show once the reloaded app is up (a switch reloads the page; toasts would not survive it). */
const RELOAD_NOTICE_KEY = 'wallboard_reload_notice';

/** A notice as an i18n key and the tenant's name, translated when shown (the language may change meanwhile). */
export interface ReloadNotice {
  key: 'invite.joined' | 'shell.switchedTenant';
  tenant: string;
}

export function keepNoticeForReload(session: StorageLike | null, notice: ReloadNotice): void {
  try {
    session?.setItem(RELOAD_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Private mode: the switch still happens, without the toast.
  }
}

/** The kept notice, removed as it is read (shown once). */
export function takeReloadNotice(session: StorageLike | null): ReloadNotice | null {
  try {
    const text = session?.getItem(RELOAD_NOTICE_KEY) ?? null;
    session?.removeItem(RELOAD_NOTICE_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { key, tenant } = parsed as Record<string, unknown>;
    if ((key !== 'invite.joined' && key !== 'shell.switchedTenant') || typeof tenant !== 'string') return null;
    return { key, tenant };
  } catch {
    return null;
  }
}
