import type { MobileRuleMode, MobileRules, ScreenGroup } from '../../../shared/acts/group.js';
import { misfits, phoneList } from '../../../shared/acts/mobile-rules.js';
import type { Language } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import { defaultGroupId, type GroupRecord } from '../../lib/data/groups.js';
import type { ScreenRecord } from '../../lib/data/screens.js';
import { fail } from '../../lib/errors.js';
import { exportScreens } from './export.js';
import { closeGroupShare } from '../shares/link-share.js';
import { deleteScreenEntirely } from './screen-changes.js';
import { requireGroup } from './own-group.js';
import type { RecordingStore } from '../shares/share-changes.js';
import type { Store } from '../store/store.js';

/**
 * A user's screen groups (`v1/group/*`). The default group is fixed: not renamed, removed or
 * moved. Groups are per user: whoever owns a group sets it up; another user's or tenant's
 * group is simply not found.
 */
export const DEFAULT_GROUP_NAME: Record<Language, string> = { zh: '默认分组', en: 'Default group' };

/** The group's rules as its owner reads them: ids of screens no longer of the group's right kind left out. */
function rulesView(group: GroupRecord, screens?: readonly ScreenRecord[]): MobileRules | null {
  const rules = group.mobileRules;
  if (!rules) return null;
  if (!screens) return rules;
  return {
    mode: rules.mode,
    screens: phoneList(
      rules,
      screens.map((s) => ({ id: s.screenId, mobile: s.mobile })),
    ),
  };
}

export function groupView(
  group: GroupRecord,
  count: number,
  mobileCount = 0,
  screens?: readonly ScreenRecord[],
): ScreenGroup {
  return {
    _id: group.groupId,
    name: group.name,
    default: group.isDefault ? 1 : 0,
    sort: group.sort,
    count,
    mobile_count: mobileCount,
    system_share: group.systemShare === true,
    interval: group.interval ?? LIMITS.carouselDefaultSeconds,
    mobile_rules: rulesView(group, screens),
    updated_at: group.updatedAt,
  };
}

/** The caller's groups with their screen counts, the default group first (made if missing). */
export async function groupsWithCounts(store: Store, caller: Caller, language: Language, now: number) {
  let groups = await store.listGroups(caller.tenantId, caller.userId);
  if (!groups.some((g) => g.groupId === defaultGroupId(caller.userId))) {
    await store.ensureDefaultGroup(caller.tenantId, caller.userId, DEFAULT_GROUP_NAME[language], now);
    groups = await store.listGroups(caller.tenantId, caller.userId);
  }
  const members = new Map<string, ScreenRecord[]>();
  for (const screen of await store.listOwnedScreens(caller.tenantId, caller.userId)) {
    const list = members.get(screen.groupId);
    if (list) list.push(screen);
    else members.set(screen.groupId, [screen]);
  }
  return groups
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sort - b.sort || a.createdAt - b.createdAt)
    .map((g) => groupOfScreens(g, members.get(g.groupId) ?? []));
}

/** A group's view from its screens: its counts of wall and mobile screens, its rules' live screens. */
const groupOfScreens = (group: GroupRecord, screens: readonly ScreenRecord[]): ScreenGroup =>
  groupView(group, screens.filter((s) => !s.mobile).length, screens.filter((s) => s.mobile).length, screens);

/** One of the caller's groups with its screen counts. */
export async function groupWithCounts(store: Store, caller: Caller, groupId: string): Promise<ScreenGroup> {
  const group = await requireGroup(store, caller, groupId);
  return groupOfScreens(group, await store.listOwnedScreens(caller.tenantId, caller.userId, group.groupId));
}

/**
 * A screen of one of the caller's groups, for the acts that set up the group (its carousel):
 * whoever may edit the group, its owner, may; a screen of another group, user or tenant is
 * not found.
 */
export async function screenOfGroup(store: Store, caller: Caller, groupId: string, screenId: string) {
  const group = await requireGroup(store, caller, groupId);
  const screen = await store.getScreen(caller.tenantId, screenId);
  if (!screen || screen.ownerId !== group.ownerId || screen.groupId !== group.groupId) fail('SCREEN_NOT_FOUND');
  return screen;
}

export async function setGroupSystemShare(
  store: Store,
  caller: Caller,
  groupId: string,
  share: boolean,
  now: number,
): Promise<void> {
  await store.setGroupSystemShare(await requireGroup(store, caller, groupId), share, now);
}

/** How long the group's carousel shows each screen. */
export async function setGroupInterval(
  store: RecordingStore,
  caller: Caller,
  groupId: string,
  seconds: number,
  now: number,
): Promise<void> {
  const group = await requireGroup(store, caller, groupId);
  if (!(await store.setGroupInterval(group, seconds, now))) fail('SCREEN_GROUP_NOT_FOUND');
}

/** How long the group's carousel shows one screen (`null`: the group's interval). */
export async function setScreenIntervalInGroup(
  store: RecordingStore,
  caller: Caller,
  groupId: string,
  screenId: string,
  seconds: number | null,
  now: number,
): Promise<void> {
  const screen = await screenOfGroup(store, caller, groupId, screenId);
  if (!(await store.setScreenInterval(screen, seconds, now))) fail('SCREEN_NOT_FOUND');
}

/**
 * Sets what a phone plays of the group (`mobile_group`): `screenIds` in order, each a screen of
 * the group of the mode's kind (mobile screens, or wall screens to reflow), else
 * MOBILE_ADAPTATION_FAILED; an empty list clears the rules. Written in one conditional update.
 */
export async function setGroupMobileRules(
  store: RecordingStore,
  caller: Caller,
  groupId: string,
  mode: MobileRuleMode,
  screenIds: string[],
  now: number,
): Promise<MobileRules | null> {
  const group = await requireGroup(store, caller, groupId);
  const screens = await store.listOwnedScreens(caller.tenantId, caller.userId, group.groupId);
  const candidates = screens.map((s) => ({ id: s.screenId, mobile: s.mobile }));
  if (misfits(mode, screenIds, candidates).length > 0) fail('MOBILE_ADAPTATION_FAILED');
  const rules = screenIds.length > 0 ? { mode, screens: screenIds } : undefined;
  if (!(await store.setGroupMobileRules(group, rules, now))) fail('SCREEN_GROUP_NOT_FOUND');
  return rules ?? null;
}

export async function addGroup(store: Store, caller: Caller, name: string, now: number): Promise<ScreenGroup> {
  const group = {
    groupId: newId(),
    tenantId: caller.tenantId,
    ownerId: caller.userId,
    name,
    isDefault: false,
    sort: now,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await store.createGroup(group))) fail('SCREEN_GROUP_NAME_DUPLICATE');
  return groupView(group, 0);
}

export async function renameGroup(
  store: Store,
  caller: Caller,
  groupId: string,
  name: string,
  now: number,
): Promise<void> {
  const group = await requireGroup(store, caller, groupId);
  if (group.isDefault) fail('SCREEN_GROUP_DEFAULT_IMMUTABLE');
  if (!(await store.renameGroup(group, name, now))) fail('SCREEN_GROUP_NAME_DUPLICATE');
}

/** Removes a group, its screens deleted with it or moved to the default group; its link is closed. */
export async function removeGroup(
  store: RecordingStore,
  caller: Caller,
  groupId: string,
  choice: 'move' | 'delete',
  now: number,
): Promise<{ moved: number; deleted: number }> {
  const group = await requireGroup(store, caller, groupId);
  if (group.isDefault) fail('SCREEN_GROUP_DEFAULT_IMMUTABLE');
  const screens = await store.listOwnedScreens(caller.tenantId, caller.userId, group.groupId);
  const target = defaultGroupId(caller.userId);
  for (const screen of screens) {
    if (choice === 'delete') await deleteScreenEntirely(store, screen, now);
    else await store.updateScreen(screen, { groupId: target }, now);
  }
  await closeGroupShare(store, caller.tenantId, caller.userId, group.groupId, now);
  await store.deleteGroup(group);
  return { moved: choice === 'move' ? screens.length : 0, deleted: choice === 'delete' ? screens.length : 0 };
}

/** Orders the caller's groups as `ids` lists them (the default group stays first). */
export async function sortGroups(store: Store, caller: Caller, ids: string[]): Promise<void> {
  const groups = new Map((await store.listGroups(caller.tenantId, caller.userId)).map((g) => [g.groupId, g]));
  for (const id of ids) {
    const group = groups.get(id);
    if (!group) fail('SCREEN_GROUP_NOT_FOUND');
    if (group.isDefault) fail('SCREEN_GROUP_DEFAULT_IMMUTABLE');
  }
  if (new Set(ids).size !== ids.length) fail('SCREEN_GROUP_SORT_FAILED');
  await Promise.all(ids.map((id, index) => store.setGroupSort(caller.tenantId, caller.userId, id, index + 1)));
}

export async function exportGroup(store: Store, caller: Caller, groupId: string, now: number) {
  const group = await requireGroup(store, caller, groupId);
  const screens = await store.listOwnedScreens(caller.tenantId, caller.userId, group.groupId);
  if (screens.length === 0) fail('SCREEN_GROUP_EMPTY');
  return exportScreens(store, caller, screens, group.name, now, { name: group.name });
}
