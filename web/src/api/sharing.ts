import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { SharePermission } from '../../../shared/acts/screen.js';
import { useServices } from '../app/services';

/** Users of the tenant to share with, by name or email (the server caps the list). */
export function useShareSearch(keyword: string, enabled: boolean) {
  const { rpc, store } = useServices();
  return useSWR(
    enabled ? ['v1/user/share_search', store.get('auth') ?? '', keyword] : null,
    () => rpc.call('v1/user/share_search', { keyword }),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
    },
  );
}

/**
 * The account shares and the system share of one screen, with the calls that change them;
 * each change refreshes what it touched. Errors are thrown for the caller to show.
 */
export function useScreenShares(screenId: string | null) {
  const { rpc, store } = useServices();
  const auth = store.get('auth') ?? '';
  const users = useSWR(
    screenId ? ['v1/screen/get_edit_user', auth, screenId] : null,
    () => rpc.call('v1/screen/get_edit_user', { _id: screenId ?? '' }),
    {
      shouldRetryOnError: false,
    },
  );
  const system = useSWR(
    screenId ? ['v1/screen/get_screen_system_share', auth, screenId] : null,
    () => rpc.call('v1/screen/get_screen_system_share', { _id: screenId ?? '' }),
    { shouldRetryOnError: false },
  );
  const { mutate: refreshUsers } = users;
  const { mutate: setSystem } = system;

  const share = useCallback(
    async (userId: string, permission: SharePermission) => {
      if (!screenId) return;
      await rpc.call('v1/screen/add_edit_user', { _id: screenId, user_id: userId, permission });
      await refreshUsers();
    },
    [rpc, screenId, refreshUsers],
  );
  const unshare = useCallback(
    async (userId: string) => {
      if (!screenId) return;
      await rpc.call('v1/screen/remove_edit_user', { _id: screenId, user_id: userId });
      await refreshUsers();
    },
    [rpc, screenId, refreshUsers],
  );
  const saveSystem = useCallback(
    async (on: boolean) => {
      if (!screenId) return;
      await setSystem(rpc.call('v1/screen/save_screen_system_share', { _id: screenId, share: on }), {
        optimisticData: { share: on },
        rollbackOnError: true,
      });
    },
    [rpc, screenId, setSystem],
  );
  return useMemo(
    () => ({
      users: users.data,
      usersError: users.error as unknown,
      systemShare: system.data?.share,
      share,
      unshare,
      saveSystem,
    }),
    [users.data, users.error, system.data, share, unshare, saveSystem],
  );
}
