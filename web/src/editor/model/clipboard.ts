import type { WidgetOrigin } from '../../../../shared/acts/editor';
import type { LayoutEntry, Widget } from '../../../../shared/screen/document';
import { hasMaskedValue, headersOf } from '../../../../shared/widgets/secret-headers';
import type { EditorDocument } from './document';
import { paintOrder } from './document';

/**
 * What copy puts on the clipboard: the selected widgets with their layout, bottom to top.
 * It is kept in localStorage as JSON so another tab, or another screen, can paste it; paste
 * gives every widget (and every group) a new id.
 */
export interface ClipboardItem {
  widget: Widget;
  layout: LayoutEntry;
  /**
   * The widget a pasted or duplicated one was copied from, recorded when its request headers are
   * masked (the browser never holds their values): append_widget takes the secrets from there.
   */
  from?: WidgetOrigin;
}

export interface ClipboardPayload {
  kind: 'wallboard/widgets';
  version: 1;
  /** The screen it was copied from (a paste into it is offset so the copy is visible). */
  source: string;
  items: ClipboardItem[];
}

/** The localStorage key copy writes under (shared by every tab and screen of this origin). */
export const CLIPBOARD_KEY = 'wallboard.editor.clipboard';

export function clipboardOf(doc: EditorDocument, ids: readonly string[], source: string): ClipboardPayload {
  const wanted = new Set(ids);
  const items = paintOrder(doc)
    .filter((id) => wanted.has(id))
    .flatMap((id) => {
      const widget = doc.widgets[id];
      const layout = doc.layout[id];
      return widget && layout ? [{ widget, layout }] : [];
    });
  return { kind: 'wallboard/widgets', version: 1, source, items };
}

/** Reads a stored payload, or null for anything that is not one (another app's data, old format). */
export function parseClipboard(text: string | null): ClipboardPayload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ClipboardPayload>;
    if (value.kind !== 'wallboard/widgets' || value.version !== 1 || !Array.isArray(value.items)) return null;
    const items = value.items.filter(
      (item): item is ClipboardItem =>
        typeof item?.widget?.id === 'string' &&
        typeof item.widget.type === 'string' &&
        typeof item.layout?.x === 'number' &&
        typeof item.layout.w === 'number',
    );
    return items.length ? { kind: value.kind, version: 1, source: String(value.source ?? ''), items } : null;
  } catch {
    return null;
  }
}

export interface RemapOptions {
  newId: () => string;
  /** Widgets keep their ids (the server gave them fresh ones, e.g. a favourite fetched for this screen); groups are still renamed. */
  keepWidgetIds?: boolean;
  /** Added to every x and y. */
  offset?: { dx: number; dy: number };
  /** The first z to use (above everything on the target canvas). */
  baseZ: number;
  /** The screen the items were copied from: a widget with masked headers records its origin there (`from`). */
  source?: string;
}

/** Where a copy of `widget` (of screen `source`) takes its masked header values from, if it has any. */
function originOf(widget: Widget, source: string | undefined): WidgetOrigin | undefined {
  return source && hasMaskedValue(headersOf(widget)) ? { screen_id: source, widget_id: widget.id } : undefined;
}

/**
 * The items with new widget ids and new group ids (consistently, so a copied group stays one
 * group of its own), shifted by `offset` and stacked from `baseZ` in their original order; each
 * with masked headers names the widget it was copied from.
 */
export function remapItems(items: readonly ClipboardItem[], options: RemapOptions): ClipboardItem[] {
  const groups = new Map<string, string>();
  const { dx, dy } = options.offset ?? { dx: 0, dy: 0 };
  return [...items]
    .sort((a, b) => a.layout.z - b.layout.z)
    .map((item, index) => {
      const id = options.keepWidgetIds ? item.widget.id : options.newId();
      const { groupId: oldGroup, ...rest } = item.widget;
      let groupId: string | undefined;
      if (oldGroup) {
        groupId = groups.get(oldGroup) ?? options.newId();
        groups.set(oldGroup, groupId);
      }
      const widget: Widget = { ...rest, id, ...(groupId ? { groupId } : {}) };
      const layout: LayoutEntry = {
        ...item.layout,
        widgetId: id,
        x: item.layout.x + dx,
        y: item.layout.y + dy,
        z: options.baseZ + index,
      };
      const from = options.keepWidgetIds ? undefined : originOf(item.widget, options.source);
      return from ? { widget, layout, from } : { widget, layout };
    });
}

/** The z just above everything on the canvas. */
export function nextZ(doc: EditorDocument): number {
  let top = -1;
  for (const entry of Object.values(doc.layout)) if (entry.z > top) top = entry.z;
  return top + 1;
}

/** Offset for a paste: shifted when the originals are still on this canvas, in place otherwise. */
export function pasteOffset(
  doc: EditorDocument,
  items: readonly ClipboardItem[],
  step = 20,
): { dx: number; dy: number } {
  return items.some((item) => doc.layout[item.widget.id]) ? { dx: step, dy: step } : { dx: 0, dy: 0 };
}

/** A short random id that fits the document's id rule (`[A-Za-z0-9_-]`). */
export function randomId(prefix = 'w'): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}`;
}
