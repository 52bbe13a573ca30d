import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import type { MobileRuleMode, ScreenGroup } from '../../../shared/acts/group.js';
import type { ScreenSummary } from '../../../shared/acts/screen.js';
import type { ScreenDocument } from '../../../shared/screen/document.js';
import { useServices } from '../app/services';
import { secondsOf } from '../viewer/carousel/clock';
import { watchLatest } from '../viewer/latestWatch';
import { phonePlaylist } from '../viewer/phone/phonePlaylist';
import { groupsKey, shownGroup } from './groups';
import { invalidateScreenLists } from './screens';

/** The most screens one carousel plays: one page of the screen list. */
export const CAROUSEL_MAX_SCREENS = 200;

export const READ = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The SWR keys of a group and of its screens of one kind, shared by the carousel and the mobile rules. */
export const groupKey = (auth: string, groupId: string) => ['v1/group/get', auth, groupId] as const;
export const groupScreensKey = (auth: string, groupId: string, mobile: boolean) =>
  ['carousel/screens', auth, groupId, mobile] as const;

/** A screen of a group's carousel: what it plays (its latest version, else its development content) and for how long. */
export interface PlaylistEntry {
  screen: ScreenSummary;
  seconds: number;
  source: 'version' | 'development';
}

type Rpc = ReturnType<typeof useServices>['rpc'];

/** A group's screens of one kind (wall, or mobile) in list order: one page of the screen list. */
export async function listGroupScreens(rpc: Rpc, groupId: string, mobile = false): Promise<ScreenSummary[]> {
  const page = await rpc.call('v1/screen/list', {
    group_id: groupId,
    order: 'sort',
    mobile,
    pageNum: 1,
    pageSize: CAROUSEL_MAX_SCREENS,
  });
  return page.list;
}

/** What the carousel plays, in one string: a change (a release, an interval, a screen added) shows in it. */
export function playlistSignature(
  group: Pick<ScreenGroup, 'interval'>,
  screens: ReadonlyArray<Pick<ScreenSummary, '_id' | 'latest_version' | 'interval'>>,
): string {
  return [group.interval, ...screens.map((s) => `${s._id}@${s.latest_version ?? ''}/${s.interval ?? ''}`)].join('|');
}

/** The mode of the group's mobile display rules a phone plays; undefined without rules (or none of their screens left). */
export const phoneModeOf = (group: Pick<ScreenGroup, 'mobile_rules'>): MobileRuleMode | undefined =>
  group.mobile_rules && group.mobile_rules.screens.length > 0 ? group.mobile_rules.mode : undefined;

/** What the carousel plays of `screens` (the list of the phone mode's kind): on a phone with rules, theirs in order. */
const played = (group: Pick<ScreenGroup, 'mobile_rules'>, screens: ScreenSummary[], phone: boolean): ScreenSummary[] =>
  (phone && phonePlaylist(screens, group.mobile_rules)) || screens;

/**
 * A group and its large-screen screens in list order, for the carousel and its settings. On a
 * phone (`phone`), a group with mobile display rules gives their screens instead, in their order
 * (mobile screens, or wall screens the player reflows: `phoneMode`). The default group's name is
 * the UI language's (shownGroup).
 */
export function useGroupScreens(groupId: string | null, phone = false) {
  const { t } = useTranslation();
  const { rpc, store } = useServices();
  const auth = store.get('auth') ?? '';
  const group = useSWR(
    groupId ? groupKey(auth, groupId) : null,
    () => rpc.call('v1/group/get', { _id: groupId ?? '' }),
    READ,
  );
  // On a phone, which list to read is known once the group (and its rules) is.
  const phoneMode = phone && group.data ? phoneModeOf(group.data) : undefined;
  const mobile = phoneMode === 'mobile';
  const screens = useSWR(
    groupId && (!phone || group.data) ? groupScreensKey(auth, groupId, mobile) : null,
    () => listGroupScreens(rpc, groupId ?? '', mobile),
    READ,
  );
  const refresh = useCallback(() => Promise.all([group.mutate(), screens.mutate()]), [group, screens]);
  const defaultName = t('groups.defaultName');
  const shown = useMemo(
    () => (group.data ? shownGroup(group.data, defaultName) : undefined),
    [group.data, defaultName],
  );
  return {
    group: shown,
    phoneMode,
    screens: group.data && screens.data ? played(group.data, screens.data, phone) : screens.data,
    error: group.error ?? screens.error,
    isLoading: group.isLoading || screens.isLoading,
    refresh,
  };
}

type Loaded = { document: ScreenDocument } | { failed: true };

/** A document is loaded once per screen and version ('dev' for the development content). */
export const documentKey = (screen: Pick<ScreenSummary, '_id' | 'latest_version'>): string =>
  `${screen._id}@${screen.latest_version ?? 'dev'}`;

/**
 * The carousel of a group's screens: each plays its latest released version when it has one
 * (what walls and shares show), else its development content. Documents load in parallel and
 * appear as they come. Left playing, it follows the group: new releases, intervals and screens
 * are picked up by polling (30–60 s, jittered, backing off on failures).
 */
export function useGroupPlaylist(groupId: string, nudges?: (checkNow: () => void) => () => void, phone = false) {
  const { rpc } = useServices();
  const { group, phoneMode, screens, error, isLoading, refresh } = useGroupScreens(groupId, phone);
  const signature = group && screens ? `${phone ? (phoneMode ?? '') : ''}|${playlistSignature(group, screens)}` : null;
  useEffect(() => {
    if (signature === null) return undefined;
    return watchLatest({
      ...(nudges ? { nudges } : {}),
      current: signature,
      check: async () => {
        const [nextGroup, nextScreens] = await Promise.all([
          rpc.call('v1/group/get', { _id: groupId }),
          listGroupScreens(rpc, groupId, phoneMode === 'mobile'),
        ]);
        // A change of the rules (or of the screens they name) shows in what a phone plays.
        return `${phone ? (phoneModeOf(nextGroup) ?? '') : ''}|${playlistSignature(nextGroup, played(nextGroup, nextScreens, phone))}`;
      },
      onChange: () => void refresh(),
    });
  }, [rpc, groupId, signature, refresh, nudges, phone, phoneMode]);
  const entries = useMemo<PlaylistEntry[] | undefined>(
    () =>
      group && screens
        ? screens.map((screen) => ({
            screen,
            seconds: secondsOf(screen, group),
            source: screen.latest_version ? 'version' : 'development',
          }))
        : undefined,
    [group, screens],
  );
  // By screen: the document it plays and which one that is. A newly released version replaces
  // the one showing only once it has loaded; screens gone from the group are forgotten.
  // `versionId`: the released version the document is (undefined: development content).
  const [documents, setDocuments] = useState<ReadonlyMap<string, { key: string; versionId?: string; loaded: Loaded }>>(
    new Map(),
  );
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!entries) return;
    const wanted = new Map(entries.map(({ screen }) => [screen._id, documentKey(screen)]));
    for (const key of requested.current) if (![...wanted.values()].includes(key)) requested.current.delete(key);
    setDocuments((current) =>
      [...current.keys()].every((id) => wanted.has(id))
        ? current
        : new Map([...current].filter(([id]) => wanted.has(id))),
    );
    for (const { screen } of entries) {
      const key = documentKey(screen);
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      const load = screen.latest_version
        ? rpc.call('v1/screen/version_get', { _id: screen._id, version_id: screen.latest_version })
        : rpc.call('v1/screen/get', { _id: screen._id });
      const versionId = screen.latest_version ?? undefined;
      const settle = (loaded: Loaded) =>
        setDocuments((current) =>
          requested.current.has(key) ? new Map(current).set(screen._id, { key, versionId, loaded }) : current,
        );
      load.then(
        (detail) => settle({ document: detail.document }),
        () => settle({ failed: true }),
      );
    }
  }, [entries, rpc]);
  return { group, phoneMode, entries, documents, error, isLoading };
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
