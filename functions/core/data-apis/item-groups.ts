import type { Language } from '../../../shared/errors/catalogue.js';

/**
 * The groups of data APIs and of worksheets, which share one shape: the default group (`_id`
 * '') always first, named in the caller's language, then the tenant's groups by age, each with
 * the count of its items (an item of a group that is gone counts in the default). Names are
 * unique per tenant, case-insensitive, the default's names in either language included.
 */
export const DEFAULT_GROUP_NAME: Record<Language, string> = { zh: '默认分组', en: 'Default group' };

export interface ItemGroup {
  _id: string;
  name: string;
  default: 0 | 1;
  count: number;
}

/** Whether `name` is the default group's, in either language. */
export function isDefaultGroupName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return Object.values(DEFAULT_GROUP_NAME).some((text) => text.toLowerCase() === lower);
}

export function groupsWithCounts(
  items: readonly { groupId: string }[],
  groups: readonly { groupId: string; name: string; createdAt: number }[],
  language: Language,
): ItemGroup[] {
  const known = new Set(groups.map((group) => group.groupId));
  const counts = new Map<string, number>();
  for (const item of items) {
    const groupId = known.has(item.groupId) ? item.groupId : '';
    counts.set(groupId, (counts.get(groupId) ?? 0) + 1);
  }
  return [
    { _id: '', name: DEFAULT_GROUP_NAME[language], default: 1, count: counts.get('') ?? 0 },
    ...[...groups]
      .sort((a, b) => a.createdAt - b.createdAt)
      .map((group) => ({
        _id: group.groupId,
        name: group.name,
        default: 0 as const,
        count: counts.get(group.groupId) ?? 0,
      })),
  ];
}
