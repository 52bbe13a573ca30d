import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ScreenGroup } from '../../../shared/acts/group.js';
import type { ScreenSummary } from '../../../shared/acts/screen.js';
import type { ScreenDocument } from '../../../shared/screen/document.js';
import { useServices } from '../app/services';
import { groupsKey } from './groups';
import { invalidateScreenLists } from './screens';

/** The most screens one carousel plays: one page of the screen list. */
export const CAROUSEL_MAX_SCREENS = 200;

const READ = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** A screen of a group's carousel: what it plays (its latest version, else its development content) and for how long. */
export interface PlaylistEntry {
  screen: ScreenSummary;
  seconds: number;
  source: 'version' | 'development';
}

/** Seconds a screen shows in its group's carousel: its own interval, else the group's. */
export const secondsOf = (screen: Pick<ScreenSummary, 'interval'>, group: Pick<ScreenGroup, 'interval'>): number => screen.interval ?? group.interval;

/** A group and its large-screen screens in list order, for the carousel and its settings. */
export function useGroupScreens(groupId: string | null) {
  const { rpc, store } = useServices();
  const auth = store.get('auth') ?? '';
  const group = useSWR(groupId ? ['v1/group/get', auth, groupId] : null, () => rpc.call('v1/group/get', { _id: groupId ?? '' }), READ);
  const screens = useSWR(groupId ? ['carousel/screens', auth, groupId] : null, async () => {
    const page = await rpc.call('v1/screen/list', { group_id: groupId ?? '', order: 'sort', mobile: false, pageNum: 1, pageSize: CAROUSEL_MAX_SCREENS });
    return page.list;
  }, READ);
  const refresh = useCallback(() => Promise.all([group.mutate(), screens.mutate()]), [group, screens]);
  return { group: group.data, screens: screens.data, error: group.error ?? screens.error, isLoading: group.isLoading || screens.isLoading, refresh };
}

type Loaded = { document: ScreenDocument } | { failed: true };

/**
 * The carousel of a group's screens: each plays its latest released version when it has one
 * (what walls and shares show), else its development content. Documents load in parallel and
 * appear as they come.
 */
export function useGroupPlaylist(groupId: string) {
  const { rpc } = useServices();
  const { group, screens, error, isLoading } = useGroupScreens(groupId);
  const entries = useMemo<PlaylistEntry[] | undefined>(
    () => (group && screens ? screens.map((screen) => ({ screen, seconds: secondsOf(screen, group), source: screen.latest_version ? 'version' : 'development' })) : undefined),
    [group, screens],
  );
  const [documents, setDocuments] = useState<ReadonlyMap<string, Loaded>>(new Map());
  useEffect(() => {
    if (!entries) return undefined;
    let live = true;
    for (const { screen } of entries) {
      const load = screen.latest_version
        ? rpc.call('v1/screen/version_get', { _id: screen._id, version_id: screen.latest_version })
        : rpc.call('v1/screen/get', { _id: screen._id });
      load.then(
        (detail) => live && setDocuments((current) => new Map(current).set(screen._id, { document: detail.document })),
        () => live && setDocuments((current) => new Map(current).set(screen._id, { failed: true })),
      );
    }
    return () => {
      live = false;
    };
  }, [entries, rpc]);
  return { group, entries, documents, error, isLoading };
}

/** Setting the carousel's intervals; the group list and screen lists are refreshed after. */
export function useCarouselCalls() {
  const { rpc, store } = useServices();
  const { mutate } = useSWRConfig();
  const auth = store.get('auth');
  return useMemo(
    () => ({
      groupInterval: async (groupId: string, interval: number) => {
        await rpc.call('v1/group/change_interval', { _id: groupId, interval });
        await mutate(groupsKey(auth));
      },
      screenInterval: async (groupId: string, screenId: string, interval: number | null) => {
        await rpc.call('v1/group/change_single_interval', { _id: groupId, screen_id: screenId, interval });
        invalidateScreenLists();
      },
    }),
    [rpc, mutate, auth],
  );
}
