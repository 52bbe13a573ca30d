import type { Widget } from '../../../../shared/screen/document';

/** One row of the Layers panel: a widget on its own, or a group with its members. */
export type LayerNode =
  | { kind: 'widget'; id: string }
  | {
      kind: 'group';
      id: string;
      /** The name the designer gave it, or null (the panel shows “Group {number}”). */
      name: string | null;
      /** 1, 2 … in the order the groups appear, top first. */
      number: number;
      /** Member widget ids, top first. */
      members: string[];
    };

/**
 * The Layers panel's tree from the paint order (top first): the widgets that share a `groupId`
 * form one group node, placed where its topmost member is, holding its members in their own
 * paint order.
 */
export function layerTree(
  topFirst: readonly string[],
  widgets: Readonly<Record<string, Widget>>,
  names: ReadonlyArray<{ id: string; name: string }>,
): LayerNode[] {
  const named = new Map(names.map((entry) => [entry.id, entry.name]));
  const nodes: LayerNode[] = [];
  const groups = new Map<string, Extract<LayerNode, { kind: 'group' }>>();
  for (const id of topFirst) {
    const groupId = widgets[id]?.groupId;
    if (!widgets[id]) continue;
    if (!groupId) {
      nodes.push({ kind: 'widget', id });
      continue;
    }
    const existing = groups.get(groupId);
    if (existing) {
      existing.members.push(id);
      continue;
    }
    const group = {
      kind: 'group' as const,
      id: groupId,
      name: named.get(groupId) || null,
      number: groups.size + 1,
      members: [id],
    };
    groups.set(groupId, group);
    nodes.push(group);
  }
  return nodes;
}

/** The group names with one group's renamed (or added). */
export function renameGroup(
  names: ReadonlyArray<{ id: string; name: string }>,
  id: string,
  name: string,
): Array<{ id: string; name: string }> {
  return names.some((entry) => entry.id === id)
    ? names.map((entry) => (entry.id === id ? { id, name } : entry))
    : [...names, { id, name }];
}
