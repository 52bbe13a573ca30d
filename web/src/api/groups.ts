import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { useServices } from '../app/services';
import { applyOrder, orderGroups } from '../screenList/groupOrder';
import { saveDownload } from './saveDownload';
import type { GroupItem } from './results';

/** The SWR key of the group list; it names the session so another sign-in never sees it. */
export const groupsKey = (auth: string | null) => ['v1/group/list', auth ?? ''] as const;

/**
 * A group as the UI shows it: the default group is the system's (it cannot be renamed), so its
 * name is `defaultName`, in the UI language, whatever language it was created in.
 */
export function shownGroup<G extends { default: 0 | 1; name: string }>(group: G, defaultName: string): G {
  return group.default === 1 ? { ...group, name: defaultName } : group;
}

/**
 * The user's screen groups, default first (its name by shownGroup); remembers the default group
 * id (docs/ARCHITECTURE.md#client-storage-and-start-up).
 */
export function useGroups() {
  const { t } = useTranslation();
  const { rpc, store } = useServices();
  const swr = useSWR<GroupItem[]>(groupsKey(store.get('auth')), async () => {
    const groups = orderGroups(await rpc.call('v1/group/list', {}));
    const fallback = groups.find((group) => group.default === 1);
    if (fallback) store.set('default_group_id', fallback._id);
    return groups;
  });
  const defaultName = t('groups.defaultName');
  const data = useMemo(() => swr.data?.map((group) => shownGroup(group, defaultName)), [swr.data, defaultName]);
  return { data, error: swr.error, isLoading: swr.isLoading };
}

export function defaultGroupOf(groups: readonly GroupItem[] | undefined): GroupItem | undefined {
  return groups?.find((group) => group.default === 1);
}

/** Group calls; each refreshes the list. Errors are thrown for the caller to show. */
export function useGroupActions() {
  const { rpc, store } = useServices();
  const { mutate } = useSWRConfig();
  const auth = store.get('auth');
  const key = useMemo(() => groupsKey(auth), [auth]);
  const refresh = useCallback(() => mutate(key), [mutate, key]);

  const add = useCallback(
    async (name: string) => {
      const group = await rpc.call('v1/group/add', { name });
      await refresh();
      return group;
    },
    [rpc, refresh],
  );

  const rename = useCallback(
    async (id: string, name: string) => {
      await rpc.call('v1/group/change_name', { _id: id, name });
      await refresh();
    },
    [rpc, refresh],
  );

  const remove = useCallback(
    async (id: string, screens: 'move' | 'delete') => {
      await rpc.call('v1/group/remove', { _id: id, screens });
      await refresh();
    },
    [rpc, refresh],
  );

  /** New order of the non-default groups: shown at once, rolled back if the call fails. */
  const sort = useCallback(
    async (ids: string[]) => {
      await mutate<GroupItem[]>(
        key,
        async () => {
          await rpc.call('v1/group/sort', { ids });
          return undefined;
        },
        {
          optimisticData: (current) => orderGroups(applyOrder(current ?? [], ids)),
          rollbackOnError: true,
          populateCache: false,
          revalidate: true,
        },
      );
    },
    [rpc, mutate, key],
  );

  const exportGroup = useCallback(
    async (group: Pick<GroupItem, '_id' | 'name'>) => {
      const ticket = await rpc.call('v1/group/resource_export', { _id: group._id });
      return saveDownload(ticket.url, ticket.filename || `${group.name}.zip`);
    },
    [rpc],
  );

  /** Shares the group's screens read-only with the whole workspace, or stops. */
  const saveSystemShare = useCallback(
    async (id: string, share: boolean) => {
      await rpc.call('v1/group/save_system_share', { _id: id, share });
      await refresh();
    },
    [rpc, refresh],
  );

  return { add, rename, remove, sort, exportGroup, saveSystemShare, refresh };
}
