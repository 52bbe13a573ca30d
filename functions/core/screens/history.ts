import type { EditHistoryEntry } from '../../../shared/acts/editor.js';
import { migrate } from '../../../shared/screen/migrations/index.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import type { HistoryRecord } from '../../lib/data/history.js';
import { fail } from '../../lib/errors.js';
import { loadScreen } from './access.js';
import { replaceContent } from './content.js';
import type { Store } from '../store/store.js';

const view = (h: HistoryRecord): EditHistoryEntry => ({
  _id: h.historyId,
  label: h.label,
  at: h.at,
  by: { _id: h.byId, name: h.byName },
  widgets: h.widgets,
});

/** Saves the screen as it is now in its edit history. */
export async function snapshot(
  store: Store,
  caller: Caller,
  screenId: string,
  label: string,
  now: number,
): Promise<EditHistoryEntry> {
  await loadScreen(store, caller, screenId, 'edit');
  const found = await store.getScreenDocument(caller.tenantId, screenId);
  if (!found) fail('SCREEN_NOT_FOUND');
  const byName = await store.userName(caller.userId);
  const record = await store.saveHistory(
    caller.tenantId,
    screenId,
    {
      historyId: newId(),
      label,
      at: now,
      byId: caller.userId,
      byName: byName ?? '',
      widgets: found.document.layout.length,
    },
    found.document,
  );
  return view(record);
}

export async function historyList(store: Store, caller: Caller, screenId: string): Promise<EditHistoryEntry[]> {
  await loadScreen(store, caller, screenId, 'edit');
  return (await store.listHistory(caller.tenantId, screenId)).map(view);
}

/**
 * Restores a saved state: the state being replaced is saved first, so a restore can itself
 * be undone from the same list.
 */
export async function restore(
  store: Store,
  caller: Caller,
  screenId: string,
  historyId: string,
  now: number,
): Promise<{ restored: EditHistoryEntry; saved: EditHistoryEntry }> {
  // Access first: someone the screen is not shared with learns nothing of its history's entries.
  await loadScreen(store, caller, screenId, 'edit');
  const record = await store.findHistory(caller.tenantId, screenId, historyId);
  if (!record) fail('VERSION_NOT_FOUND');
  const document = migrate(await store.readHistoryDocument(record));
  const saved = await snapshot(store, caller, screenId, 'before restore', now);
  await replaceContent(store, caller, screenId, document, now);
  return { restored: view(record), saved };
}
