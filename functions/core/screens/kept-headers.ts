import type { WidgetOrigin } from '../../../shared/acts/editor.js';
import type { Widget } from '../../../shared/screen/document.js';
import { hasMaskedValue, headersOf, keepMaskedHeaders, sourceOnly } from '../../../shared/widgets/secret-headers.js';
import type { Caller } from '../../lib/act.js';
import { fail } from '../../lib/errors.js';
import { canEdit } from './access.js';
import type { ScreenReads } from '../store/store.js';

/**
 * Where a masked header value written for a widget id of a screen comes from, beyond the stored
 * widget itself (functions/screen/editor.ts): the headers kept for that id (`keepHeaders`) when the
 * widget was deleted, so undoing the delete appends it back with its secret, or when a favourite
 * was inserted under that id (functions/favourite/handler.ts); and for a pasted or duplicated
 * widget, the widget it was copied from (`from`). Same URL and header names only.
 */
function resolved(written: Widget, stored: Pick<Widget, 'data'> | undefined): Widget {
  const kept = keepMaskedHeaders(written, stored);
  if (!kept) fail('BODY_MALFORMED');
  return kept;
}

/** The source a widget id of a screen has: the stored widget, else what is kept for that id. */
async function storedSource(
  store: ScreenReads,
  tenantId: string,
  screenId: string,
  widgetId: string,
  now: number,
): Promise<Pick<Widget, 'data'> | undefined> {
  const stored = (await store.getWidget(tenantId, screenId, widgetId))?.widget;
  if (stored) return stored;
  const kept = await store.keptHeaders(tenantId, screenId, widgetId, now);
  return kept && sourceOnly(kept);
}

/**
 * The source a copy names as its origin, when the caller may edit the origin's screen (copying a
 * secret into a screen of one's own needs edit rights on the one it comes from); the tenant is the
 * session's, so another tenant's screen is never found. `batch`: the widgets of the same append
 * already resolved (a copy of a copy, both sent in one save).
 */
async function originSource(
  store: ScreenReads,
  caller: Caller,
  screenId: string,
  from: WidgetOrigin,
  batch: ReadonlyMap<string, Widget>,
  now: number,
): Promise<Pick<Widget, 'data'> | undefined> {
  if (from.screen_id === screenId) {
    const sibling = batch.get(from.widget_id);
    if (sibling) return sibling;
  } else {
    const screen = await store.getScreen(caller.tenantId, from.screen_id);
    if (!screen || !canEdit(screen, caller)) return undefined;
  }
  return storedSource(store, caller.tenantId, from.screen_id, from.widget_id, now);
}

/**
 * A widget appended to a screen the caller edits: a masked value is taken from what is kept for
 * its id there (an undone delete, an inserted favourite), else from the widget it was copied from.
 */
export async function unmaskedForAppend(
  store: ScreenReads,
  caller: Caller,
  screenId: string,
  written: Widget,
  from: WidgetOrigin | undefined,
  batch: ReadonlyMap<string, Widget>,
  now: number,
): Promise<Widget> {
  if (!hasMaskedValue(headersOf(written))) return written;
  const kept = await store.keptHeaders(caller.tenantId, screenId, written.id, now);
  const fromKept = kept && keepMaskedHeaders(written, sourceOnly(kept));
  if (fromKept) return fromKept;
  return resolved(written, from && (await originSource(store, caller, screenId, from, batch, now)));
}

/** A widget of a screen saved elsewhere (a favourite): a masked value from the stored widget, else from what is kept for its id. */
export async function unmaskedFromScreen(
  store: ScreenReads,
  tenantId: string,
  screenId: string,
  written: Widget,
  now: number,
): Promise<Widget> {
  if (!hasMaskedValue(headersOf(written))) return written;
  return resolved(written, await storedSource(store, tenantId, screenId, written.id, now));
}
