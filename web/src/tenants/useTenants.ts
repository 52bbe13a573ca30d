import { useState } from 'react';
import useSWR from 'swr';
import type { CorpRef } from '../../../shared/acts/user.js';
import { useTenantEnabled } from '../api/hooks';
import { useServices } from '../app/services';
import { sessionStorageOrNull } from '../realtime/device';
import { currentTenantOf, keepNoticeForReload, storeTenant, type ReloadNotice } from './tenantSwitch';

/** Where the app starts again after a switch: the screen list of the new tenant's default group. */
const AFTER_SWITCH = '/screenList';

/** The caller's tenants (`v1/user/tenant_list`) and the current one, when tenant switching is on. */
export function useTenants() {
  const { rpc, store } = useServices();
  const { data: enabled } = useTenantEnabled();
  const auth = store.get('auth');
  const swr = useSWR<CorpRef[]>(enabled && auth ? ['v1/user/tenant_list', auth] : null, () =>
    rpc.call('v1/user/tenant_list', {}),
  );
  const current = swr.data ? currentTenantOf(swr.data, store.get('corp')) : undefined;
  return { enabled: enabled === true, tenants: swr.data, current, error: swr.error, isLoading: swr.isLoading };
}

/**
 * Switches to a tenant: stores it and reloads into the screen list, so that no data of the
 * previous tenant (SWR caches, the editor, sockets) survives. `notice` is toasted after the reload.
 */
export function useSwitchTenant() {
  const { store } = useServices();
  const [switching, setSwitching] = useState<string | null>(null);
  const switchTo = (corp: CorpRef, notice?: ReloadNotice) => {
    setSwitching(corp._id);
    storeTenant(store, corp);
    if (notice) keepNoticeForReload(sessionStorageOrNull(), notice);
    window.location.assign(AFTER_SWITCH);
  };
  return { switchTo, switching };
}
