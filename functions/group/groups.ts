import type { ScreenGroup } from '../../shared/acts/group.js';
import type { Language } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import type { Caller } from '../lib/act.js';
import { defaultGroupId, ensureDefaultGroup, listGroups, type GroupRecord } from '../lib/data/groups.js';
import { getScreen, listOwnedScreens } from '../lib/data/screens.js';
import { fail } from '../lib/errors.js';
import { requireGroup } from '../core/screens.js';

export const DEFAULT_GROUP_NAME: Record<Language, string> = { zh: '默认分组', en: 'Default group' };

export function groupView(group: GroupRecord, count: number, mobileCount = 0): ScreenGroup {
  return {
    _id: group.groupId,
    name: group.name,
    default: group.isDefault ? 1 : 0,
    sort: group.sort,
    count,
    mobile_count: mobileCount,
    system_share: group.systemShare === true,
    interval: group.interval ?? LIMITS.carouselDefaultSeconds,
    updated_at: group.updatedAt,
  };
}

/** The caller's groups with their screen counts, the default group first (made if missing). */
export async function groupsWithCounts(caller: Caller, language: Language, now: number) {
  let groups = await listGroups(caller.tenantId, caller.userId);
  if (!groups.some((g) => g.groupId === defaultGroupId(caller.userId))) {
    await ensureDefaultGroup(caller.tenantId, caller.userId, DEFAULT_GROUP_NAME[language], now);
    groups = await listGroups(caller.tenantId, caller.userId);
  }
  const counts = new Map<string, { desktop: number; mobile: number }>();
  for (const screen of await listOwnedScreens(caller.tenantId, caller.userId)) {
    const count = counts.get(screen.groupId) ?? { desktop: 0, mobile: 0 };
    if (screen.mobile) count.mobile += 1;
    else count.desktop += 1;
    counts.set(screen.groupId, count);
  }
  return groups
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sort - b.sort || a.createdAt - b.createdAt)
    .map((g) => groupView(g, counts.get(g.groupId)?.desktop ?? 0, counts.get(g.groupId)?.mobile ?? 0));
}

/**
 * A screen of one of the caller's groups, for the acts that set up the group (its carousel):
 * whoever may edit the group, its owner, may; a screen of another group, user or tenant is
 * not found.
 */
export async function screenOfGroup(caller: Caller, groupId: string, screenId: string) {
  const group = await requireGroup(caller, groupId);
  const screen = await getScreen(caller.tenantId, screenId);
  if (!screen || screen.ownerId !== group.ownerId || screen.groupId !== group.groupId) fail('SCREEN_NOT_FOUND');
  return screen;
}
