import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ConnectionTestResult,
  DatasourceEnvironment,
  DatasourceSummary,
  SqlColumnInfo,
  SqlResult,
} from '../../../shared/acts/datasource.js';
import { canManage } from '../../../shared/datasource/access.js';
import type { ConnectionSettingsInput } from '../../../shared/datasource/connection.js';
import { useServices } from '../app/services';
import { storedUser } from './session';

/**
 * Database connections (`/dataBase`): the list, the deployment's egress address, the schema
 * browser's reads, and the calls that change a connection. Keys name the session so another
 * sign-in never sees this one's data.
 */
const LIST = 'v1/datasource/list';
const listKey = (auth: string | null, keyword: string) => [LIST, auth ?? '', keyword] as const;

/** The tenant's connections matching a keyword (the server filters). */
export function useDatasources(keyword: string) {
  const { rpc, store } = useServices();
  return useSWR<DatasourceSummary[]>(listKey(store.get('auth'), keyword), () => rpc.call(LIST, { keyword }), {
    keepPreviousData: true,
  });
}

/**
 * Whether the signed-in user may query a connection with SQL of their own choosing (browse its
 * tables, test or save a direct data API over it, extract from it into a worksheet): the server's
 * rule (shared/datasource/access.ts), read from the summary's creator and the session's user id
 * and is_admin (docs/permissions.md#database-connections).
 */
export function useMayQuery(): (connection: Pick<DatasourceSummary, 'creator'>) => boolean {
  const { store } = useServices();
  const { userId, isAdmin } = storedUser(store);
  return useCallback(
    (connection) => canManage({ creatorId: connection.creator }, { userId, isAdmin }),
    [userId, isAdmin],
  );
}

/** Where queries come from (the firewall's allow-list entry); fetched once a session. */
export function useDatasourceEnvironment(enabled: boolean) {
  const { rpc, store } = useServices();
  return useSWR<DatasourceEnvironment>(
    enabled ? ['v1/datasource/environment', store.get('auth') ?? ''] : null,
    () => rpc.call('v1/datasource/environment', {}),
    { revalidateOnFocus: false },
  );
}

const browseOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useSchemas(id: string | null) {
  const { rpc, store } = useServices();
  return useSWR<string[]>(
    id ? ['v1/datasource/schemas', store.get('auth') ?? '', id] : null,
    () => rpc.call('v1/datasource/schemas', { _id: id ?? '' }),
    browseOptions,
  );
}

export function useTables(id: string, schema: string | null) {
  const { rpc, store } = useServices();
  return useSWR<string[]>(
    schema !== null ? ['v1/datasource/tables', store.get('auth') ?? '', id, schema] : null,
    () => rpc.call('v1/datasource/tables', { _id: id, schema: schema ?? '' }),
    browseOptions,
  );
}

export interface TableRef {
  schema: string;
  table: string;
}

export function useColumns(id: string, ref: TableRef | null) {
  const { rpc, store } = useServices();
  return useSWR<SqlColumnInfo[]>(
    ref ? ['v1/datasource/columns', store.get('auth') ?? '', id, ref.schema, ref.table] : null,
    () => rpc.call('v1/datasource/columns', { _id: id, schema: ref?.schema ?? '', table: ref?.table ?? '' }),
    browseOptions,
  );
}

export function usePreview(id: string, ref: TableRef | null) {
  const { rpc, store } = useServices();
  return useSWR<SqlResult>(
    ref ? ['v1/datasource/preview', store.get('auth') ?? '', id, ref.schema, ref.table] : null,
    () => rpc.call('v1/datasource/preview', { _id: id, schema: ref?.schema ?? '', table: ref?.table ?? '' }),
    browseOptions,
  );
}

/** Calls that change connections; each refreshes every cached list. Errors are thrown for the caller. */
export function useDatasourceActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === LIST, undefined, { revalidate: true }),
    [mutate],
  );

  const add = useCallback(
    async (name: string, settings: ConnectionSettingsInput) => {
      const saved = await rpc.call('v1/datasource/add', { name, settings });
      await refresh();
      return saved;
    },
    [rpc, refresh],
  );

  const change = useCallback(
    async (id: string, name: string, settings: ConnectionSettingsInput) => {
      const saved = await rpc.call('v1/datasource/change', { _id: id, name, settings });
      await refresh();
      return saved;
    },
    [rpc, refresh],
  );

  const remove = useCallback(
    async (id: string) => {
      await rpc.call('v1/datasource/remove', { _id: id });
      await refresh();
    },
    [rpc, refresh],
  );

  /** Tests a stored connection; the list shows the new outcome. */
  const testStored = useCallback(
    async (id: string): Promise<ConnectionTestResult> => {
      const result = await rpc.call('v1/datasource/test', { _id: id });
      await refresh();
      return result;
    },
    [rpc, refresh],
  );

  /**
   * Tests the form's unsaved settings; with `id`, empty secrets are the stored ones (and when the
   * settings are the stored ones, the server records the outcome: the list is refreshed).
   */
  const testSettings = useCallback(
    async (settings: ConnectionSettingsInput, id?: string): Promise<ConnectionTestResult> => {
      if (!id) return rpc.call('v1/datasource/test', { settings });
      const result = await rpc.call('v1/datasource/test', { _id: id, settings });
      void refresh();
      return result;
    },
    [rpc, refresh],
  );

  return useMemo(
    () => ({ add, change, remove, testStored, testSettings, refresh }),
    [add, change, remove, testStored, testSettings, refresh],
  );
}
