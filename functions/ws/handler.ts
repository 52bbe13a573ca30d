import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { WS_ACT_SCHEMAS, isWsAct, type PresenceNotice, type PresenceUser } from '../../shared/acts/ws.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import type { Caller } from '../lib/act.js';
import {
  connectionTarget,
  connectionsOf,
  deleteConnection,
  getConnection,
  putConnection,
  type ConnectionRecord,
} from '../lib/data/connections.js';
import { getScreen, setEditing } from '../lib/data/screens.js';
import { findSession, sessionLive } from '../lib/data/sessions.js';
import { getUser } from '../lib/data/users.js';
import { log } from '../lib/log.js';
import { observeWebSocket } from '../lib/middleware/observe-websocket.js';
import { closeConnection, sendTo } from '../lib/realtime.js';
import { canEdit } from '../core/access.js';
import { originAllowed, originOf } from './origin.js';

/** The parts of an API Gateway WebSocket event this handler reads. */
export interface WebSocketEvent {
  requestContext: { routeKey: string; connectionId: string; requestId?: string };
  queryStringParameters?: Record<string, string | undefined> | null;
  /** The handshake's headers (`$connect` only). */
  headers?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

interface WsRequest {
  id?: unknown;
  act?: unknown;
  args?: unknown;
  seq?: unknown;
}

const ok: APIGatewayProxyResultV2 = { statusCode: 200, body: '' };
/** How long an "editing" mark lasts without a heartbeat (clients ping every 30 s). */
const EDITING_MS = 90_000;

async function presence(connection: Pick<ConnectionRecord, 'target'>, now: number): Promise<PresenceUser[]> {
  const users = new Map<string, string>();
  for (const c of await connectionsOf(connection.target, now)) users.set(c.userId, c.userName);
  return [...users].map(([_id, name]) => ({ _id, name }));
}

/**
 * Tells everyone watching the screen who is there now (but `except`, which cannot receive
 * yet), and keeps the screen's editing mark: set by whoever arrives (and by each ping), removed
 * when the last one leaves. A leaver never writes the mark otherwise, so concurrent departures
 * cannot leave a stale one behind.
 */
async function announce(connection: Omit<ConnectionRecord, 'expiresAt'>, now: number, arrived: boolean): Promise<void> {
  if (!connection.screenId) return;
  const users = await presence(connection, now);
  const notice: PresenceNotice = { type: 'presence', screen: connection.screenId, users };
  for (const c of await connectionsOf(connection.target, now)) {
    if (c.connectionId !== connection.connectionId) await sendTo(c.connectionId, notice);
  }
  if (arrived) {
    await setEditing(connection.tenantId, connection.screenId, {
      userId: connection.userId,
      name: connection.userName,
      until: now + EDITING_MS,
    });
  } else if (users.length === 0) {
    await setEditing(connection.tenantId, connection.screenId, undefined);
  }
}

/**
 * `$connect`: a browser's Origin must be one of the deployment's; the session token in the query
 * must be live; watching a screen needs the right to edit it.
 */
async function connect(event: WebSocketEvent, now: number): Promise<APIGatewayProxyResultV2> {
  if (!originAllowed(originOf(event.headers))) return { statusCode: 403, body: 'forbidden' };
  const query = event.queryStringParameters ?? {};
  const token = query.token ?? query.auth;
  if (!token) return { statusCode: 401, body: 'unauthorized' };
  const found = await findSession(token, now);
  if (found.state !== 'valid') return { statusCode: 401, body: 'unauthorized' };
  const { session } = found;
  const tenantId = query.corp_id && session.corps.includes(query.corp_id) ? query.corp_id : session.corps[0];
  if (!tenantId) return { statusCode: 403, body: 'forbidden' };
  const caller: Caller = {
    userId: session.userId,
    tenantId,
    isAdmin: session.isAdminOf.includes(tenantId),
    tokenHash: session.tokenHash,
  };
  if (query.screen) {
    const screen = await getScreen(tenantId, query.screen);
    if (!screen || !canEdit(screen, caller)) return { statusCode: 403, body: 'forbidden' };
  }
  const record: Omit<ConnectionRecord, 'expiresAt'> = {
    connectionId: event.requestContext.connectionId,
    userId: session.userId,
    userName: (await getUser(session.userId))?.name ?? '',
    tenantId,
    ...(query.screen ? { screenId: query.screen } : {}),
    target: connectionTarget(tenantId, { screen: query.screen, group: query.group }),
    connectedAt: now,
    tokenHash: session.tokenHash,
  };
  await putConnection(record);
  await announce(record, now, true);
  return ok;
}

async function disconnect(event: WebSocketEvent, now: number): Promise<void> {
  const record = await getConnection(event.requestContext.connectionId);
  await deleteConnection(event.requestContext.connectionId);
  if (record) await announce(record, now, false);
}

/**
 * `$default`: the session the socket opened with must still be live, else the socket is closed
 * unanswered; text `ping` answers `pong` (and keeps an editing mark alive); requests answer
 * `{id, seq, code, data}`.
 */
async function message(event: WebSocketEvent, now: number): Promise<void> {
  const { connectionId } = event.requestContext;
  const record = await getConnection(connectionId);
  if (!record?.tokenHash || !(await sessionLive(record.tokenHash, now))) {
    await closeConnection(connectionId);
    return;
  }
  const raw =
    event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  if (raw === 'ping') {
    await sendTo(connectionId, 'pong');
    if (record.screenId)
      await setEditing(record.tenantId, record.screenId, {
        userId: record.userId,
        name: record.userName,
        until: now + EDITING_MS,
      });
    return;
  }
  let request: WsRequest;
  try {
    request = JSON.parse(raw) as WsRequest;
  } catch {
    await sendTo(connectionId, { code: ErrorCode.BODY_MALFORMED });
    return;
  }
  const reply = { id: request.id ?? null, seq: request.seq ?? null };
  if (!isWsAct(request.act)) {
    await sendTo(connectionId, { ...reply, code: ErrorCode.INTERFACE_MISSING });
    return;
  }
  if (!WS_ACT_SCHEMAS[request.act].safeParse(request.args ?? {}).success) {
    await sendTo(connectionId, { ...reply, code: ErrorCode.BODY_MALFORMED });
    return;
  }
  await sendTo(connectionId, { ...reply, code: 200, data: { users: await presence(record, now) } });
}

async function route(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const now = Date.now();
  try {
    switch (event.requestContext.routeKey) {
      case '$connect':
        return await connect(event, now);
      case '$disconnect':
        await disconnect(event, now);
        return ok;
      default:
        await message(event, now);
        return ok;
    }
  } catch (error) {
    log('error', 'websocket route failed', {
      requestId: event.requestContext.requestId,
      route: event.requestContext.routeKey,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    });
    return { statusCode: 500, body: 'server error' };
  }
}

/** One log line and the metrics of each route, as the HTTP families have. */
export const handler = observeWebSocket(route);
