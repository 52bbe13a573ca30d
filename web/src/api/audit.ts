import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Paged } from '../../../shared/acts/admin.js';
import type { AuditEntry, AuditSettings } from '../../../shared/acts/audit.js';
import type { ActInput } from '../../../shared/acts/registry.js';
import { useServices } from '../app/services';
import { saveDownload } from './saveDownload';
import { useSessionKey } from './sessionKey';

/**
 * The audit log of `/user` (shared/acts/audit.ts): a page of entries for the filters, the
 * CSV export through the download helper, and the retention setting. Keys name the session.
 */
export type AuditPage = Paged<AuditEntry> & { capped: boolean };
export type AuditListQuery = ActInput<'v2/admin/audit/list'>;
export type AuditExportQuery = ActInput<'v2/admin/audit/export'>;

const LIST = 'v2/admin/audit/list';
const SETTINGS = 'v2/admin/audit/settings_get';

/** One page of entries for `query` (null reads nothing). */
export function useAuditLog(query: AuditListQuery | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<AuditPage>(query ? [LIST, auth, JSON.stringify(query)] : null, () => rpc.call(LIST, query ?? {}), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** The tenant's retention (read when `enabled`: the administrator's setting). */
export function useAuditSettings(enabled: boolean) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  return useSWR<AuditSettings>(enabled ? [SETTINGS, auth] : null, () => rpc.call(SETTINGS, {}), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** Export and settings calls; errors are thrown for the caller to show. */
export function useAuditActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();

  const exportCsv = useCallback(
    async (query: AuditExportQuery): Promise<string> => {
      const ticket = await rpc.call('v2/admin/audit/export', query);
      return saveDownload(ticket.url, ticket.filename || 'audit-log.csv');
    },
    [rpc],
  );
  const saveSettings = useCallback(
    async (settings: AuditSettings) => {
      const saved = await rpc.call('v2/admin/audit/settings_save', settings);
      await mutate([SETTINGS, auth], saved, { revalidate: false });
      return saved;
    },
    [rpc, mutate, auth],
  );
  /** Reads the log again (after an action that writes an entry). */
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === LIST, undefined, { revalidate: true }),
    [mutate],
  );

  return useMemo(() => ({ exportCsv, saveSettings, refresh }), [exportCsv, saveSettings, refresh]);
}
