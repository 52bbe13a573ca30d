import type { Widget } from '../../shared/screen/document.js';
import { hasMaskedValue, headersOf, keepMaskedHeaders, sourceOnly } from '../../shared/widgets/secret-headers.js';
import { getWidget, keptHeaders } from '../lib/data/widgets.js';
import { fail } from '../lib/errors.js';

/**
 * Where a masked header value written for a widget id of a screen comes from, beyond the stored
 * widget itself (functions/screen/editor.ts): the headers kept for that id (`keepHeaders`) when the
 * widget was deleted, so undoing the delete appends it back with its secret, or when a favourite
 * was inserted under that id (functions/template/handler.ts). Same URL and header names only.
 */
function resolved(written: Widget, stored: Pick<Widget, 'data'> | undefined): Widget {
  const kept = keepMaskedHeaders(written, stored);
  if (!kept) fail('BODY_MALFORMED');
  return kept;
}

/** A widget appended to a screen: a masked value is taken from what is kept for its id there. */
export async function unmaskedForAppend(tenantId: string, screenId: string, written: Widget, now: number): Promise<Widget> {
  if (!hasMaskedValue(headersOf(written))) return written;
  const kept = await keptHeaders(tenantId, screenId, written.id, now);
  return resolved(written, kept && sourceOnly(kept));
}

/** A widget of a screen saved elsewhere (a favourite): a masked value from the stored widget, else from what is kept for its id. */
export async function unmaskedFromScreen(tenantId: string, screenId: string, written: Widget, now: number): Promise<Widget> {
  if (!hasMaskedValue(headersOf(written))) return written;
  const stored = (await getWidget(tenantId, screenId, written.id))?.widget;
  if (stored) return resolved(written, stored);
  const kept = await keptHeaders(tenantId, screenId, written.id, now);
  return resolved(written, kept && sourceOnly(kept));
}
