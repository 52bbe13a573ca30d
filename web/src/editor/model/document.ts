import type { LayoutEntry, ScreenConfig, ScreenDocument, Widget } from '../../../../shared/screen/document';

/**
 * The editor's copy of the saved document (scope 1 of 3: document, session, presence).
 * Widgets and their layout are keyed by id so that a change replaces only what it touches,
 * and untouched widgets keep their object identity (memoised renderers skip them).
 */
export interface EditorDocument {
  config: ScreenConfig;
  widgets: Readonly<Record<string, Widget>>;
  layout: Readonly<Record<string, LayoutEntry>>;
}

export function fromScreenDocument(document: ScreenDocument): EditorDocument {
  return {
    config: document.config,
    widgets: { ...document.widgets },
    layout: Object.fromEntries(document.layout.map((entry) => [entry.widgetId, entry])),
  };
}

/** Widget ids bottom to top (z, then id for a stable order). */
export function paintOrder(doc: EditorDocument): string[] {
  return Object.values(doc.layout)
    .sort((a, b) => a.z - b.z || a.widgetId.localeCompare(b.widgetId))
    .map((entry) => entry.widgetId);
}

/**
 * One reversible change: the state of one thing before and after. `null` means absent, so
 * adding and removing a widget are changes too.
 */
export type Change =
  | { kind: 'widget'; id: string; before: Widget | null; after: Widget | null }
  | { kind: 'layout'; id: string; before: LayoutEntry | null; after: LayoutEntry | null }
  | { kind: 'config'; before: ScreenConfig; after: ScreenConfig };

function withEntry<T>(record: Readonly<Record<string, T>>, id: string, value: T | null): Record<string, T> {
  const next = { ...record };
  if (value === null) delete next[id];
  else next[id] = value;
  return next;
}

/** Applies changes forward (`after`) or backward (`before`, in reverse order). */
export function applyChanges(
  doc: EditorDocument,
  changes: readonly Change[],
  direction: 'forward' | 'backward' = 'forward',
): EditorDocument {
  const ordered = direction === 'forward' ? changes : [...changes].reverse();
  let next = doc;
  for (const change of ordered) {
    const value = direction === 'forward' ? change.after : change.before;
    if (change.kind === 'config') next = { ...next, config: value as ScreenConfig };
    else if (change.kind === 'widget')
      next = { ...next, widgets: withEntry(next.widgets, change.id, value as Widget | null) };
    else next = { ...next, layout: withEntry(next.layout, change.id, value as LayoutEntry | null) };
  }
  return next;
}

/** The changes that turn `from` into `to`, comparing by identity (the editor never mutates). */
export function diff(from: EditorDocument, to: EditorDocument): Change[] {
  const changes: Change[] = [];
  if (from.config !== to.config) changes.push({ kind: 'config', before: from.config, after: to.config });
  for (const id of new Set([...Object.keys(from.widgets), ...Object.keys(to.widgets)])) {
    const before = from.widgets[id] ?? null;
    const after = to.widgets[id] ?? null;
    if (before !== after) changes.push({ kind: 'widget', id, before, after });
  }
  for (const id of new Set([...Object.keys(from.layout), ...Object.keys(to.layout)])) {
    const before = from.layout[id] ?? null;
    const after = to.layout[id] ?? null;
    if (before !== after) changes.push({ kind: 'layout', id, before, after });
  }
  return changes;
}
