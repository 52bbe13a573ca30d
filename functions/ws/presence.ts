import type { PresenceNotice, PresenceUser } from '../../shared/acts/ws.js';
import { connectionsOf, type ConnectionRecord } from '../lib/data/connections.js';
import { setEditing } from '../lib/data/screens.js';
import { sendTo } from '../lib/realtime.js';

/** How long an "editing" mark lasts without a heartbeat (clients ping every 30 s). */
const EDITING_MS = 90_000;

type Editor = Pick<ConnectionRecord, 'connectionId' | 'tenantId' | 'target' | 'screenId' | 'userId' | 'userName'>;

async function editorsOf(target: string, now: number): Promise<ConnectionRecord[]> {
  return (await connectionsOf(target, now)).filter((c) => c.role === 'editor' && c.userId !== undefined);
}

function usersOf(editors: ConnectionRecord[]): PresenceUser[] {
  const users = new Map<string, string>();
  for (const c of editors) users.set(c.userId ?? '', c.userName ?? '');
  return [...users].map(([_id, name]) => ({ _id, name }));
}

/** Who has the screen open in the editor now, each user once. */
export async function presence(connection: Pick<ConnectionRecord, 'target'>, now: number): Promise<PresenceUser[]> {
  return usersOf(await editorsOf(connection.target, now));
}

/** Keeps the screen's editing mark on the editor's name for another EDITING_MS. */
export async function markEditing(connection: Editor, now: number): Promise<void> {
  if (!connection.screenId || !connection.userId) return;
  await setEditing(connection.tenantId, connection.screenId, {
    userId: connection.userId,
    name: connection.userName ?? '',
    until: now + EDITING_MS,
  });
}

/**
 * Tells every editor of the screen who is there now (but the one arriving, which cannot receive
 * yet), and keeps the screen's editing mark: set by whoever arrives (and by each ping), removed
 * when the last one leaves. A leaver never writes the mark otherwise, so concurrent departures
 * cannot leave a stale one behind.
 */
export async function announce(connection: Editor, now: number, arrived: boolean): Promise<void> {
  if (!connection.screenId) return;
  const editors = await editorsOf(connection.target, now);
  const users = usersOf(editors);
  const notice: PresenceNotice = { type: 'presence', screen: connection.screenId, users };
  for (const c of editors) if (c.connectionId !== connection.connectionId) await sendTo(c.connectionId, notice);
  if (arrived) await markEditing(connection, now);
  else if (users.length === 0) await setEditing(connection.tenantId, connection.screenId, undefined);
}
