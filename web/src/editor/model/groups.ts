import type { EditorDocument } from './document';

/**
 * Grouping: widgets that share a `groupId` are picked together. Selecting one widget on the
 * canvas selects its whole group (the Layers panel can still pick a single member).
 */
export function expandGroups(doc: EditorDocument, ids: readonly string[]): string[] {
  const groups = new Set(ids.map((id) => doc.widgets[id]?.groupId).filter((g): g is string => Boolean(g)));
  if (groups.size === 0) return [...ids];
  const members = Object.values(doc.widgets)
    .filter((widget) => widget.groupId && groups.has(widget.groupId))
    .map((widget) => widget.id);
  return [...new Set([...ids, ...members])];
}
