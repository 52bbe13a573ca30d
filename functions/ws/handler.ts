import { ErrorCode, requestLanguage } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { LIMITS } from '../../shared/limits.js';
import { takeClientAttempt } from '../lib/client-limit.js';
import { sha256 } from '../lib/crypto/tokens.js';
import type { RateRule } from '../lib/data/rate-limits.js';
import {
  connectionTarget,
  deleteConnection,
  getConnection,
  putConnection,
  type ConnectionRecord,
  type NewConnection,
} from '../lib/data/connections.js';
import { touchDevice } from '../lib/data/devices.js';
import { getUser } from '../lib/data/users.js';
import { takeTicket, type WsTicketRecord } from '../lib/data/ws-tickets.js';
import { inTenantScope } from '../lib/tenant-credentials.js';
import { closeConnection, sendTo } from '../lib/realtime.js';
import { bodyText } from '../lib/event-body.js';
import { WS_OK, wsChain, type WebSocketEvent, type WsResult } from '../lib/ws-chain.js';
import { bindingLive } from './binding.js';
import { answerFrame } from './frame.js';
import { headerOf, originAllowed, originOf } from './origin.js';
import { announce, markEditing } from './presence.js';

export type { WebSocketEvent } from '../lib/ws-chain.js';

const refused = (statusCode: 401 | 403): WsResult => ({
  statusCode,
  body: statusCode === 401 ? 'unauthorized' : 'forbidden',
});

/** Credentials that must never travel in a URL: a socket offering one is refused outright. */
const URL_CREDENTIALS = ['token', 'auth', 'corp_id'] as const;

/**
 * Handshakes per client address (its /24 or /48) and minute (docs/realtime.md#connects-per-address):
 * the WebSocket API has no WAF in front of it, so this is its per-address limit.
 */
const CONNECT_RATE_RULE: RateRule = {
  name: 'ws-connect-addr',
  limit: LIMITS.websocket.connectsPerAddressPerMinute,
  windowMs: 60_000,
};

/** Past the per-address limit: 429 with the catalogue code the HTTP limits answer. */
function throttled(event: WebSocketEvent): WsResult {
  const language = requestLanguage((name) => headerOf(event.headers, name));
  const code = ErrorCode.REQUEST_DROPPED;
  return { statusCode: 429, body: JSON.stringify({ code, msg: errorText(code, language) }) };
}

/**
 * `$connect` (docs/realtime.md#connecting-connect): a browser's Origin must be one of the
 * deployment's; the query carries only a ticket. A handshake that passes those checks (which
 * cost nothing) is counted against its address before anything is read, atomically (one
 * conditional ADD), so parallel handshakes never open more than the limit; past it, 429 and
 * the ticket is left unused. The ticket is then taken at once (one conditional delete, so a
 * replay or a second racing connect is refused). The connection is stored with the ticket's
 * binding, which must still hold as every frame re-checks it (binding.ts): a ticket taken
 * before its user was removed or disabled, or lost the screen or group, opens nothing. Every
 * read or write of the tenant's items runs with its scoped clients (docs/tenants.md#isolation-by-iam).
 */
async function connect(event: WebSocketEvent, now: number): Promise<WsResult> {
  if (!(await originAllowed(originOf(event.headers)))) return refused(403);
  const query = event.queryStringParameters ?? {};
  if (URL_CREDENTIALS.some((name) => query[name] !== undefined) || !query.ticket) return refused(401);
  const sourceIp = event.requestContext.identity?.sourceIp ?? '';
  if ((await takeClientAttempt(CONNECT_RATE_RULE, sourceIp, now)).refused) return throttled(event);
  const ticket = await takeTicket(sha256(query.ticket), now);
  if (!ticket) return refused(401);
  return inTenantScope(ticket.tenantId, () => open(event, ticket, now));
}

/** The rest of `$connect`, with the ticket's tenant's scoped clients. */
async function open(event: WebSocketEvent, ticket: WsTicketRecord, now: number): Promise<WsResult> {
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
  if (record?.role === 'editor') await inTenantScope(record.tenantId, () => announce(record, now, false));
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
  if (!record) return closeConnection(connectionId);
  await inTenantScope(record.tenantId, () => answer(event, record, now));
}

/** The rest of `$default`, with the connection's tenant's scoped clients. */
async function answer(event: WebSocketEvent, record: ConnectionRecord, now: number): Promise<void> {
  const { connectionId } = event.requestContext;
  if (!(await bindingLive(record, now))) {
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
