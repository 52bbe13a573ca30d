import type { ScreenDocument } from '../../../shared/screen/document.js';
import type { Caller } from '../../lib/act.js';
import { fail } from '../../lib/errors.js';
import type { Store } from '../store/store.js';

/**
 * Replaces a screen's development content (config and every widget) with a document: an edit
 * history restore, or a version replacing it. Every widget item gets a revision no editor
 * holds and the config revision moves on, so an editor still open on the old content meets
 * a conflict and reloads instead of writing over the new content.
 */
export async function replaceContent(
  store: Store,
  caller: Caller,
  screenId: string,
  document: ScreenDocument,
  now: number,
): Promise<void> {
  const current = await store.getScreenDocument(caller.tenantId, screenId);
  if (!current) fail('SCREEN_NOT_FOUND');
  await store.replaceAllWidgets(
    caller.tenantId,
    screenId,
    current.document.layout.map((l) => l.widgetId),
    document.layout.map((layout) => ({
      widget: document.widgets[layout.widgetId] as (typeof document.widgets)[string],
      layout,
    })),
  );
  const configRevision = current.screen.configRevision ?? 0;
  if ((await store.changeConfig(caller.tenantId, screenId, document.config, configRevision, now)) === undefined)
    fail('REVISION_CONFLICT');
}
