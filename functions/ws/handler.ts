import { sha256 } from '../lib/crypto/tokens.js';
import {
  connectionTarget,
  deleteConnection,
  getConnection,
  putConnection,
  type NewConnection,
} from '../lib/data/connections.js';
import { touchDevice } from '../lib/data/devices.js';
import { getUser } from '../lib/data/users.js';
import { takeTicket } from '../lib/data/ws-tickets.js';
import { closeConnection, sendTo } from '../lib/realtime.js';
import { bodyText } from '../lib/event-body.js';
import { WS_OK, wsChain, type WebSocketEvent, type WsResult } from '../lib/ws-chain.js';
import { bindingLive } from './binding.js';
import { answerFrame } from './frame.js';
import { originAllowed, originOf } from './origin.js';
import { announce, markEditing } from './presence.js';

export type { WebSocketEvent } from '../lib/ws-chain.js';

const refused = (statusCode: 401 | 403): WsResult => ({
  statusCode,
  body: statusCode === 401 ? 'unauthorized' : 'forbidden',
});

/** Credentials that must never travel in a URL: a socket offering one is refused outright. */
const URL_CREDENTIALS = ['token', 'auth', 'corp_id'] as const;

/**
 * `$connect` (docs/realtime.md#tickets): a browser's Origin must be one of the deployment's;
 * the query carries only a ticket, taken at once (one conditional delete, so a replay or a
 * second racing connect is refused). The connection is stored with the ticket's binding, which
 * must still hold as every frame re-checks it (binding.ts): a ticket taken before its user was
 * removed or disabled, or lost the screen or group, opens nothing.
 */
async function connect(event: WebSocketEvent, now: number): Promise<WsResult> {
  if (!originAllowed(originOf(event.headers))) return refused(403);
  const query = event.queryStringParameters ?? {};
  if (URL_CREDENTIALS.some((name) => query[name] !== undefined) || !query.ticket) return refused(401);
  const ticket = await takeTicket(sha256(query.ticket), now);
  if (!ticket) return refused(401);
  if (!(await bindingLive(ticket, now))) return refused(401);
  const { expiresAt: _expired, ...binding } = ticket;
  const record: NewConnection = {
    ...binding,
    connectionId: event.requestContext.connectionId,
    ...(ticket.userId && ticket.role === 'editor' ? { userName: (await getUser(ticket.userId))?.name ?? '' } : {}),
    target: connectionTarget(ticket.tenantId, { screen: ticket.screenId, group: ticket.groupId }),
    connectedAt: now,
  };
  await putConnection(record);
  if (record.role === 'editor') await announce(record, now, true);
  return WS_OK;
}

async function disconnect(event: WebSocketEvent, now: number): Promise<void> {
  const record = await getConnection(event.requestContext.connectionId);
  await deleteConnection(event.requestContext.connectionId);
  if (record?.role === 'editor') await announce(record, now, false);
}

/**
 * `$default`: the socket's binding is re-read first (a user's session ended, their membership
 * gone or disabled, the screen or group no longer theirs to watch, a share closed or expired:
 * the socket is closed unanswered); text `ping` answers `pong` (and keeps an editing
 * mark or a display's `last_seen` alive); anything else is a request frame (functions/ws/frame.ts).
 */
async function message(event: WebSocketEvent, now: number): Promise<void> {
  const { connectionId } = event.requestContext;
  const record = await getConnection(connectionId);
  if (!record || !(await bindingLive(record, now))) {
    await closeConnection(connectionId);
    return;
  }
  const raw = bodyText(event);
  if (raw === 'ping') {
    if (record.role === 'editor') await markEditing(record, now);
    if (record.role === 'display' && record.device) await touchDevice(record.tenantId, record.device, now);
    await sendTo(connectionId, 'pong');
    return;
  }
  await sendTo(connectionId, await answerFrame(raw, record, now));
}

export const handler = wsChain({ connect, disconnect, message });
