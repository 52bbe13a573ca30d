import type { StoredWidget, WidgetOrigin, WidgetWriteResult } from '../../../shared/acts/editor.js';
import { randomIds, type NewIds } from '../../lib/idempotency.js';
import {
  screenConfigSchema,
  type LayoutEntry,
  type ScreenConfig,
  type Widget,
} from '../../../shared/screen/document.js';
import type { Caller } from '../../lib/act.js';
import { DomainError, fail } from '../../lib/errors.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { firstErrorCode } from '../../../shared/validation/issues.js';
import { writtenWidgetSchema } from '../../../shared/widgets/schemas.js';
import { keepMaskedHeaders, maskedWidget, sourceHeaders } from '../../../shared/widgets/secret-headers.js';
import { loadScreen } from './access.js';
import { unmaskedForAppend } from './kept-headers.js';
import type { Store } from '../store/store.js';

/** A refusal that carries the current state, so the editor reloads just that item. */
export class ConflictError extends DomainError {
  override readonly data: unknown;
  constructor(current: unknown) {
    super(ErrorCode.REVISION_CONFLICT);
    this.data = current;
  }
}

export async function saveConfig(
  store: Store,
  caller: Caller,
  screenId: string,
  patch: Partial<ScreenConfig>,
  revision: number,
  now: number,
) {
  const screen = await loadScreen(store, caller, screenId, 'edit');
  const config = screenConfigSchema.parse({ ...screen.config, ...patch });
  const next = await store.changeConfig(caller.tenantId, screenId, config, revision, now);
  if (next === undefined) {
    const current = await loadScreen(store, caller, screenId, 'edit');
    throw new ConflictError({ config: current.config, revision: current.configRevision ?? 0 });
  }
  return { config, revision: next };
}

export async function appendWidgets(
  store: Store,
  caller: Caller,
  screenId: string,
  items: { widget: Widget; layout: LayoutEntry; from?: WidgetOrigin | undefined }[],
  now: number,
  ids: NewIds = randomIds,
) {
  await loadScreen(store, caller, screenId, 'edit');
  for (const item of items) {
    if (item.layout.widgetId !== item.widget.id) fail('COMPONENT_KEY_DUPLICATE');
  }
  const saved: { id: string; revision: number }[] = [];
  // A masked value comes back only for an id whose headers were kept (a delete undone, a favourite
  // inserted) or from the widget a paste or duplicate names; all are resolved before anything is written.
  const batch = new Map<string, Widget>();
  const resolved: { widget: Widget; layout: LayoutEntry }[] = [];
  for (const { widget, layout, from } of items) {
    const unmasked = await unmaskedForAppend(store, caller, screenId, widget, from, batch, now);
    if (!batch.has(widget.id)) batch.set(widget.id, unmasked);
    resolved.push({ widget: unmasked, layout });
  }
  if (!(await store.addWidgets(caller.tenantId, screenId, resolved, ids('append')))) fail('COMPONENT_KEY_DUPLICATE');
  for (const item of resolved) saved.push({ id: item.widget.id, revision: 1 });
  await store.touchScreen(caller.tenantId, screenId, now);
  return { saved, conflicts: [] } satisfies WidgetWriteResult;
}

async function current(store: Store, caller: Caller, screenId: string, widgetId: string): Promise<StoredWidget> {
  const stored = await store.getWidget(caller.tenantId, screenId, widgetId);
  if (!stored) fail('COMPONENT_NOT_FOUND');
  return stored;
}

/** A stored widget as an editor gets it back: its request headers masked (shared/widgets/secret-headers.ts). */
const editorView = (stored: StoredWidget): StoredWidget => ({ ...stored, widget: maskedWidget(stored.widget) });

/** A written widget whose masked header values become the stored ones; a mask that cannot is refused. */
function unmasked(written: Widget, stored: Widget | undefined): Widget {
  const kept = keepMaskedHeaders(written, stored);
  if (!kept) fail('BODY_MALFORMED');
  return kept;
}

export async function saveWidget(
  store: Store,
  caller: Caller,
  screenId: string,
  widget: Widget,
  revision: number,
  now: number,
) {
  await loadScreen(store, caller, screenId, 'edit');
  const stored = await current(store, caller, screenId, widget.id);
  const next = await store.replaceWidget(
    caller.tenantId,
    screenId,
    { widget: unmasked(widget, stored.widget), layout: stored.layout },
    revision,
  );
  if (next === undefined) throw new ConflictError(editorView(await current(store, caller, screenId, widget.id)));
  await store.touchScreen(caller.tenantId, screenId, now);
  return { id: widget.id, revision: next };
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const child = target[head];
  const next =
    typeof child === 'object' && child !== null && !Array.isArray(child)
      ? { ...(child as Record<string, unknown>) }
      : {};
  target[head] = next;
  setPath(next, rest, value);
}

/** One attribute by path, validated as a whole widget before it is written. */
export async function saveWidgetAttribute(
  store: Store,
  caller: Caller,
  screenId: string,
  widgetId: string,
  path: string,
  value: unknown,
  revision: number,
  now: number,
) {
  await loadScreen(store, caller, screenId, 'edit');
  const stored = await current(store, caller, screenId, widgetId);
  if (stored.revision !== revision) throw new ConflictError(editorView(stored));
  const segments = path.split('.');
  if (segments.some((segment) => FORBIDDEN_KEYS.has(segment))) fail('BODY_MALFORMED');
  const draft: Record<string, unknown> = structuredClone(stored.widget);
  setPath(draft, segments, value);
  const parsed = writtenWidgetSchema.safeParse(draft);
  if (!parsed.success) throw new DomainError(firstErrorCode(parsed.error, draft));
  const next = await store.replaceWidget(
    caller.tenantId,
    screenId,
    { widget: unmasked(parsed.data, stored.widget), layout: stored.layout },
    revision,
  );
  if (next === undefined) throw new ConflictError(editorView(await current(store, caller, screenId, widgetId)));
  await store.touchScreen(caller.tenantId, screenId, now);
  return { id: widgetId, revision: next };
}

/** Moves a batch; each widget is its own conditional write, so one conflict loses no other move. */
export async function saveLocations(
  store: Store,
  caller: Caller,
  screenId: string,
  items: (LayoutEntry & { revision: number })[],
  now: number,
): Promise<WidgetWriteResult> {
  await loadScreen(store, caller, screenId, 'edit');
  const result: WidgetWriteResult = { saved: [], conflicts: [] };
  for (const { revision, ...layout } of items) {
    const next = await store.moveWidget(caller.tenantId, screenId, layout, revision);
    if (next === undefined) {
      const stored = await store.getWidget(caller.tenantId, screenId, layout.widgetId);
      if (stored) result.conflicts.push(editorView(stored));
    } else result.saved.push({ id: layout.widgetId, revision: next });
  }
  if (result.saved.length) await store.touchScreen(caller.tenantId, screenId, now);
  return result;
}

export async function deleteWidgets(store: Store, caller: Caller, screenId: string, widgetIds: string[], now: number) {
  await loadScreen(store, caller, screenId, 'edit');
  for (const id of widgetIds) {
    const removed = await store.removeWidget(caller.tenantId, screenId, id);
    // Undo appends it again with its headers masked: they are kept a day for that id.
    const kept = sourceHeaders(removed?.widget);
    if (kept) await store.keepHeaders(caller.tenantId, screenId, id, kept, now);
  }
  await store.touchScreen(caller.tenantId, screenId, now);
  return { deleted: widgetIds.length };
}

/** Copies widgets, with new ids and a small offset, into the same screen or another editable one. */
export async function copyWidgets(
  store: Store,
  caller: Caller,
  screenId: string,
  widgetIds: string[],
  targetId: string | undefined,
  now: number,
  ids: NewIds = randomIds,
) {
  await loadScreen(store, caller, screenId, 'edit');
  const target = targetId ?? screenId;
  if (target !== screenId) await loadScreen(store, caller, target, 'edit');
  const found = await store.getScreenDocument(caller.tenantId, screenId);
  const destination = target === screenId ? found : await store.getScreenDocument(caller.tenantId, target);
  if (!found || !destination) fail('SCREEN_NOT_FOUND');
  const topZ = Math.max(0, ...destination.document.layout.map((l) => l.z));
  const offset = target === screenId ? 20 : 0;
  const copies = widgetIds.map((id, index) => {
    const widget = found.document.widgets[id];
    const layout = found.document.layout.find((l) => l.widgetId === id);
    if (!widget || !layout) fail('COMPONENT_NOT_FOUND');
    const copyId = ids(`widget:${index}`);
    return {
      widget: { ...structuredClone(widget), id: copyId },
      layout: { ...layout, widgetId: copyId, x: layout.x + offset, y: layout.y + offset, z: topZ + index + 1 },
    };
  });
  if (!(await store.addWidgets(caller.tenantId, target, copies, ids('copy')))) fail('COMPONENT_KEY_DUPLICATE');
  const created = copies.map((copy) => editorView({ ...copy, revision: 1 }));
  await store.touchScreen(caller.tenantId, target, now);
  return { screen: target, widgets: created };
}
