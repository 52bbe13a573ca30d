import type { EditHistoryEntry } from '../../shared/acts/editor.js';
import { migrate } from '../../shared/screen/migrations/index.js';
import type { Caller } from '../lib/act.js';
import { newId } from '../lib/crypto/tokens.js';
import { findHistory, listHistory, readHistoryDocument, saveHistory, type HistoryRecord } from '../lib/data/history.js';
import { getScreenDocument } from '../lib/data/screens.js';
import { getUser } from '../lib/data/users.js';
import { fail } from '../lib/errors.js';
import { loadScreen } from '../core/access.js';
import { awsStore as store } from '../core/aws-store.js';
import { replaceContent } from '../core/content.js';

const view = (h: HistoryRecord): EditHistoryEntry => ({ _id: h.historyId, label: h.label, at: h.at, by: { _id: h.byId, name: h.byName }, widgets: h.widgets });

/** Saves the screen as it is now in its edit history. */
export async function snapshot(caller: Caller, screenId: string, label: string, now: number): Promise<EditHistoryEntry> {
  await loadScreen(store, caller, screenId, 'edit');
  const found = await getScreenDocument(caller.tenantId, screenId);
  if (!found) fail('SCREEN_NOT_FOUND');
  const user = await getUser(caller.userId);
  const record = await saveHistory(
    caller.tenantId,
    screenId,
    { historyId: newId(), label, at: now, byId: caller.userId, byName: user?.name ?? '', widgets: found.document.layout.length },
    found.document,
  );
  return view(record);
}

export async function historyList(caller: Caller, screenId: string): Promise<EditHistoryEntry[]> {
  await loadScreen(store, caller, screenId, 'edit');
  return (await listHistory(caller.tenantId, screenId)).map(view);
}

/**
 * Restores a saved state: the state being replaced is saved first, so a restore can itself
 * be undone from the same list.
 */
export async function restore(caller: Caller, screenId: string, historyId: string, now: number): Promise<{ restored: EditHistoryEntry; saved: EditHistoryEntry }> {
  const record = await findHistory(caller.tenantId, screenId, historyId);
  if (!record) fail('VERSION_NOT_FOUND');
  await loadScreen(store, caller, screenId, 'edit');
  const document = migrate(await readHistoryDocument(record));
  const saved = await snapshot(caller, screenId, 'before restore', now);
  await replaceContent(store, caller, screenId, document, now);
  return { restored: view(record), saved };
}
