import type { ScreenDocument } from '../../shared/screen/document.js';
import type { Caller } from '../lib/act.js';
import { getScreenDocument } from '../lib/data/screens.js';
import { changeConfig, replaceAllWidgets } from '../lib/data/widgets.js';
import { fail } from '../lib/errors.js';

/**
 * Replaces a screen's development content (config and every widget) with a document: an edit
 * history restore, or a version replacing it. Every widget item gets a revision no editor
 * holds and the config revision moves on, so an editor still open on the old content meets
 * a conflict and reloads instead of writing over the new content.
 */
export async function replaceContent(caller: Caller, screenId: string, document: ScreenDocument, now: number): Promise<void> {
  const current = await getScreenDocument(caller.tenantId, screenId);
  if (!current) fail('SCREEN_NOT_FOUND');
  await replaceAllWidgets(
    caller.tenantId,
    screenId,
    current.document.layout.map((l) => l.widgetId),
    document.layout.map((layout) => ({ widget: document.widgets[layout.widgetId] as (typeof document.widgets)[string], layout })),
  );
  const configRevision = current.screen.configRevision ?? 0;
  if ((await changeConfig(caller.tenantId, screenId, document.config, configRevision, now)) === undefined) fail('REVISION_CONFLICT');
}
