import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import type {
  ApiDefinitionInput,
  ApiDetail,
  ApiGroup,
  ApiParamValues,
  ApiSummary,
  ApiToken,
} from '../../../shared/acts/data-api.js';
import type { DatasourceSummary } from '../../../shared/acts/datasource.js';
import { useServices } from '../app/services';
import { useDefaultFirstGroups } from './defaultFirstGroups';
import { useSessionKey } from './sessionKey';

/**
 * The data APIs of `/dataApi` (shared/acts/data-api.ts): groups, the list, one definition, the
 * connections to query, and API tokens. Keys name the session so another sign-in never sees them.
 */
const keys = {
  groups: (auth: string) => ['v1/api/group_list', auth] as const,
  list: (auth: string) => ['v1/api/list', auth] as const,
  detail: (auth: string, id: string) => ['v1/api/get', auth, id] as const,
  connections: (auth: string) => ['v1/datasource/list', auth] as const,
  tokens: (auth: string) => ['v1/api/token_list', auth] as const,
};

/** The API groups, default first; the default group's name follows the UI language. */
export function useApiGroups() {
  const { t } = useTranslation();
  const { rpc } = useServices();
  return useDefaultFirstGroups<ApiGroup>(
    keys.groups(useSessionKey()),
    () => rpc.call('v1/api/group_list', {}),
    t('dataApi.groups.default'),
  );
}

/** Every API of the tenant (the page filters by group and keyword as the user types). */
export function useApiList() {
  const { rpc } = useServices();
  const swr = useSWR<ApiSummary[]>(keys.list(useSessionKey()), () => rpc.call('v1/api/list', {}));
  return { data: swr.data, error: swr.error as unknown, isLoading: swr.isLoading };
}

/** One API's whole definition, for the editor. */
export function useApiDetail(id: string | null) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  const swr = useSWR<ApiDetail>(id ? keys.detail(auth, id) : null, () => rpc.call('v1/api/get', { _id: id! }), {
    revalidateOnFocus: false,
  });
  return { data: swr.data, error: swr.error as unknown, isLoading: swr.isLoading };
}

/** The tenant's database connections, for the connection picker. */
export function useConnections() {
  const { rpc } = useServices();
  const swr = useSWR<DatasourceSummary[]>(keys.connections(useSessionKey()), () => rpc.call('v1/datasource/list', {}));
  return { data: swr.data, error: swr.error as unknown, isLoading: swr.isLoading };
}

/** The schema browser of one connection, read lazily: schemas, a schema's tables, a table's columns. */
export function useSchemaReader() {
  const { rpc } = useServices();
  return useMemo(
    () => ({
      schemas: (id: string) => rpc.call('v1/datasource/schemas', { _id: id }),
      tables: (id: string, schema: string) => rpc.call('v1/datasource/tables', { _id: id, schema }),
      columns: (id: string, schema: string, table: string) =>
        rpc.call('v1/datasource/columns', { _id: id, schema, table }),
    }),
    [rpc],
  );
}

/** API and group calls; each refreshes what it changed. Errors are thrown for the caller to show. */
export function useApiActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();
  const refreshLists = useCallback(
    () => Promise.all([mutate(keys.list(auth)), mutate(keys.groups(auth))]),
    [mutate, auth],
  );
  const storeDetail = useCallback(
    (detail: ApiDetail) => mutate(keys.detail(auth, detail._id), detail, { revalidate: false }),
    [mutate, auth],
  );

  return useMemo(
    () => ({
      add: async (definition: ApiDefinitionInput) => {
        const detail = await rpc.call('v1/api/add', { definition });
        await storeDetail(detail);
        await refreshLists();
        return detail;
      },
      change: async (id: string, definition: ApiDefinitionInput) => {
        const detail = await rpc.call('v1/api/change', { _id: id, definition });
        await storeDetail(detail);
        await refreshLists();
        return detail;
      },
      remove: async (id: string) => {
        await rpc.call('v1/api/remove', { _id: id });
        await refreshLists();
      },
      setPublished: async (id: string, published: boolean) => {
        const summary = await rpc.call(published ? 'v1/api/publish' : 'v1/api/unpublish', { _id: id });
        await mutate(keys.detail(auth, id));
        await refreshLists();
        return summary;
      },
      /** `id`: the stored API being edited, whose values stand for the masked header values sent back. */
      test: (definition: ApiDefinitionInput, values: ApiParamValues, signal?: AbortSignal, id?: string) =>
        rpc.call('v1/api/test', { ...(id ? { _id: id } : {}), definition, values }, signal ? { signal } : {}),
      addGroup: async (name: string) => {
        const group = await rpc.call('v1/api/group_add', { name });
        await refreshLists();
        return group;
      },
      renameGroup: async (id: string, name: string) => {
        await rpc.call('v1/api/group_change_name', { _id: id, name });
        await refreshLists();
      },
      removeGroup: async (id: string) => {
        const result = await rpc.call('v1/api/group_remove', { _id: id });
        await refreshLists();
        return result;
      },
    }),
    [rpc, mutate, auth, refreshLists, storeDetail],
  );
}

/** API tokens (administrators only: others are answered PERMISSION_DENIED). */
export function useApiTokens(enabled: boolean) {
  const { rpc } = useServices();
  const auth = useSessionKey();
  const swr = useSWR<ApiToken[]>(enabled ? keys.tokens(auth) : null, () => rpc.call('v1/api/token_list', {}));
  return { data: swr.data, error: swr.error as unknown, isLoading: swr.isLoading };
}

export function useTokenActions() {
  const { rpc } = useServices();
  const { mutate } = useSWRConfig();
  const auth = useSessionKey();
  return useMemo(
    () => ({
      add: async (name: string) => {
        const created = await rpc.call('v1/api/token_add', { name });
        await mutate(keys.tokens(auth));
        return created;
      },
      remove: async (id: string) => {
        await rpc.call('v1/api/token_remove', { _id: id });
        await mutate(keys.tokens(auth));
      },
    }),
    [rpc, mutate, auth],
  );
}
