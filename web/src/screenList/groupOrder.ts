import type { ScreenGroup } from '../../../shared/acts/group.js';

/**
 * Group order of the rail: the default group is fixed on top; the others are reordered by
 * dragging (or Move up/down). `v1/group/sort` takes every non-default id in the new order.
 */
export type DropSide = 'before' | 'after';

/** The non-default ids with `moved` placed before or after `target`; null if nothing changes. */
export function reorderIds(ids: readonly string[], moved: string, target: string, side: DropSide): string[] | null {
  if (moved === target || !ids.includes(moved) || !ids.includes(target)) return null;
  const rest = ids.filter((id) => id !== moved);
  const at = rest.indexOf(target) + (side === 'after' ? 1 : 0);
  const next = [...rest.slice(0, at), moved, ...rest.slice(at)];
  return next.every((id, i) => id === ids[i]) ? null : next;
}

/** Moves one id a step up (-1) or down (+1); null at either end. */
export function stepIds(ids: readonly string[], moved: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(moved);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Whether the pointer is in the upper or lower half of a row. */
export function dropSide(pointerY: number, rowTop: number, rowHeight: number): DropSide {
  return pointerY < rowTop + rowHeight / 2 ? 'before' : 'after';
}

/** The default group first, then the others by `sort` (ties by name). */
export function orderGroups<G extends Pick<ScreenGroup, '_id' | 'default' | 'sort' | 'name'>>(
  groups: readonly G[],
): G[] {
  return [...groups].sort((a, b) => b.default - a.default || a.sort - b.sort || a.name.localeCompare(b.name));
}

/** Applies a new order of non-default ids to the groups (for an optimistic update). */
export function applyOrder<G extends Pick<ScreenGroup, '_id' | 'default' | 'sort'>>(
  groups: readonly G[],
  ids: readonly string[],
): G[] {
  const rank = new Map(ids.map((id, i) => [id, i + 1]));
  return groups.map((group) => (group.default ? group : { ...group, sort: rank.get(group._id) ?? group.sort }));
}
