import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { Paged } from '../../../shared/acts/admin.js';
import type { ScreenSummary, SecurityLevel } from '../../../shared/acts/screen.js';
import { useServices } from '../app/services';
import { saveDownload } from './saveDownload';

export type ScreenOrder = 'sort' | 'name' | 'time';

export interface ScreenQuery {
  /** A group id, `shared`, or undefined for all my screens and those shared with me. */
  groupId: string | undefined;
  keyword: string;
  order: ScreenOrder;
  mobile: boolean;
}

/** Screens per page: enough to fill a wall of cards, small enough to stay smooth at 1,000. */
export const PAGE_SIZE = 100;

type PageKey = readonly ['v1/screen/list', string, number, string, string, ScreenOrder, boolean, number];

/**
 * Bumped by changes made away from the list (a screen created from the gallery): lists
 * cached before it are not reused, even within the deduping interval.
 */
let generation = 0;
/** Lists on the page now, each refetching its pages when told. */
const mountedLists = new Set<() => void>();

/** A screen changed away from the list (created, its picture redrawn): lists refetch. */
export function invalidateScreenLists(): void {
  generation += 1;
  for (const refetch of mountedLists) refetch();
}

/** The server-paged screen list, one page more each time `loadMore` runs. */
export function useScreenPages(query: ScreenQuery) {
  const { rpc, store } = useServices();
  const auth = store.get('auth') ?? '';
  // Read once: a mounted list refreshes itself; the generation only concerns later mounts.
  const [born] = useState(generation);
  const getKey = (index: number, previous: Paged<ScreenSummary> | null): PageKey | null => {
    if (previous && previous.pageNum * previous.pageSize >= previous.total) return null;
    return ['v1/screen/list', auth, born, query.groupId ?? '', query.keyword, query.order, query.mobile, index + 1];
  };
  const swr = useSWRInfinite<Paged<ScreenSummary>, unknown, typeof getKey>(
    getKey,
    ([, , , groupId, keyword, order, mobile, pageNum]) =>
      rpc.call('v1/screen/list', {
        ...(groupId ? { group_id: groupId } : {}),
        ...(keyword ? { keyword } : {}),
        order,
        mobile,
        pageNum,
        pageSize: PAGE_SIZE,
      }),
    { revalidateFirstPage: false, persistSize: false, shouldRetryOnError: false },
  );
  const { data, size, setSize, isLoading, isValidating, error, mutate } = swr;
  useEffect(() => {
    const refetch = () => void mutate();
    mountedLists.add(refetch);
    return () => {
      mountedLists.delete(refetch);
    };
  }, [mutate]);
  const screens = useMemo(() => data?.flatMap((page) => page.list) ?? [], [data]);
  const total = data?.[0]?.total ?? 0;
  const hasMore = screens.length < total && !error;
  const loadingMore = isValidating && size > (data?.length ?? 0);
  const loadMore = useCallback(() => {
    if (!loadingMore) void setSize((current) => current + 1);
  }, [loadingMore, setSize]);

  /** Replaces one screen in the loaded pages (after a rename, remark or level change). */
  const patch = useCallback(
    (next: ScreenSummary) =>
      mutate(
        (pages) => pages?.map((page) => ({ ...page, list: page.list.map((s) => (s._id === next._id ? next : s)) })),
        { revalidate: false },
      ),
    [mutate],
  );

  /** Shows the loaded screens in a new order at once (the server call follows). */
  const arrange = useCallback(
    (ids: readonly string[]) =>
      mutate(
        (pages) => {
          if (!pages) return pages;
          const byId = new Map(pages.flatMap((page) => page.list).map((s) => [s._id, s]));
          const ordered = ids.map((id) => byId.get(id)).filter((s): s is ScreenSummary => s !== undefined);
          let start = 0;
          return pages.map((page) => {
            const list = ordered.slice(start, start + page.list.length);
            start += page.list.length;
            return { ...page, list };
          });
        },
        { revalidate: false },
      ),
    [mutate],
  );

  const refresh = useCallback(() => mutate(), [mutate]);

  return { screens, total, hasMore, loadMore, loadingMore, isLoading, error, refresh, patch, arrange };
}

/** Screen calls of the list. Errors are thrown for the caller to show. */
export function useScreenCalls() {
  const { rpc } = useServices();
  return useMemo(
    () => ({
      add: (groupId: string, name: string, template: string, idempotencyKey?: string) =>
        rpc.call('v1/screen/add', { group_id: groupId, name, template }, idempotencyKey ? { idempotencyKey } : {}),
      change: (id: string, fields: { name?: string; remark?: string }) =>
        rpc.call('v1/screen/change', { _id: id, ...fields }),
      copy: (id: string) => rpc.call('v1/screen/copy', { _id: id }),
      remove: (ids: string[]) => rpc.call('v1/screen/remove', { ids }),
      move: (ids: string[], groupId: string) => rpc.call('v1/screen/change_group', { ids, group_id: groupId }),
      sort: (groupId: string, ids: string[]) => rpc.call('v1/screen/sort', { group_id: groupId, ids }),
      getLevel: (id: string) => rpc.call('v1/screen/get_security_level', { _id: id }),
      saveLevel: (id: string, level: SecurityLevel) => rpc.call('v1/screen/save_security_level', { _id: id, level }),
      exportScreens: async (ids: string[], fallbackName: string) => {
        const ticket = await rpc.call('v1/screen/resource_export', { ids });
        return saveDownload(ticket.url, ticket.filename || fallbackName);
      },
    }),
    [rpc],
  );
}
