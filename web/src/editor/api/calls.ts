import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { FavouriteState } from '../../../../shared/acts/favourite.js';
import type { LayoutEntry, Widget } from '../../../../shared/screen/document.js';
import { useServices } from '../../app/services';

/**
 * The editor's server calls. `useScreenDetail` loads the screen fresh on every open (the
 * revisions must be current; null reads nothing); everything else is a plain call the caller awaits.
 */
export function useScreenDetail(id: string | null) {
  const { rpc } = useServices();
  // A key of its own per mount: coming back to a screen never starts from a cached (stale) copy.
  const [opened] = useState(() => Date.now() + Math.random());
  return useSWR(
    id === null ? null : ['v1/screen/get', id, opened],
    () => rpc.call('v1/screen/get', { _id: id ?? '' }),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
      dedupingInterval: 0,
    },
  );
}

export function useEditorCalls(screenId: string) {
  const { rpc } = useServices();
  return useMemo(
    () => ({
      rename: (name: string) => rpc.call('v1/screen/change_name', { _id: screenId, name }),
      thumbnail: (image: string) => rpc.call('v1/screen/change_thumbnail', { _id: screenId, image }),
      copyTo: (ids: string[], target: string) =>
        rpc.call('v1/screen/copy_widget', { _id: screenId, widget_ids: ids, target }),
      screens: () => rpc.call('v1/screen/list', { pageNum: 1, pageSize: 100, order: 'time', mobile: false }),
      history: () => rpc.call('v1/screen/edit_history_list', { _id: screenId }),
      saveHistory: (label: string) => rpc.call('v1/screen/start_edit_history', { _id: screenId, label }),
      restoreHistory: (historyId: string) =>
        rpc.call('v1/screen/revoke_edit_history', { _id: screenId, history_id: historyId }),
    }),
    [rpc, screenId],
  );
}

/** Favourites (`v1/template/*`): the two lists and what can be done with an entry. */
export function useFavouriteLists() {
  const { rpc, store } = useServices();
  const auth = store.get('auth') ?? '';
  const options = { revalidateOnFocus: false, shouldRetryOnError: false };
  const personal = useSWR(
    ['v1/template/get_user_widget_temp_list', auth],
    () => rpc.call('v1/template/get_user_widget_temp_list', {}),
    options,
  );
  const shared = useSWR(
    ['v1/template/get_pub_widget_temp_list', auth],
    () => rpc.call('v1/template/get_pub_widget_temp_list', {}),
    options,
  );
  return { personal, shared };
}

export function useFavouriteCalls() {
  const { rpc } = useServices();
  return useMemo(
    () => ({
      /** `screenId`: the screen the widgets come from (the server resolves their masked header values there). */
      add: (
        name: string,
        state: FavouriteState,
        widgets: { widget: Widget; layout: LayoutEntry }[],
        screenId: string,
      ) => rpc.call('v1/template/add_widget_temp', { name, state, widgets, screen_id: screenId }),
      /** `screenId`: fetched to be inserted there (new widget ids, headers kept for them server-side). */
      get: (id: string, screenId?: string) =>
        rpc.call('v1/template/get_widget_temp', { _id: id, ...(screenId ? { screen_id: screenId } : {}) }),
      rename: (id: string, name: string) => rpc.call('v1/template/change_widget_temp_name', { _id: id, name }),
      setState: (id: string, state: FavouriteState) =>
        rpc.call('v1/template/change_widget_temp_state', { _id: id, state }),
      remove: (id: string) => rpc.call('v1/template/delete_widget_temp', { _id: id }),
      sort: (state: FavouriteState, ids: string[]) => rpc.call('v1/template/sort_widget_temp', { state, ids }),
    }),
    [rpc],
  );
}
