import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { connectionTarget, deleteConnection, putConnection } from '../lib/data/connections.js';
import { findSession } from '../lib/data/sessions.js';
import { log } from '../lib/log.js';
import { sendTo } from '../lib/realtime.js';

/** The parts of an API Gateway WebSocket event this handler reads. */
export interface WebSocketEvent {
  requestContext: { routeKey: string; connectionId: string; requestId?: string };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

interface WsRequest {
  id?: unknown;
  act?: unknown;
  seq?: unknown;
}

const ok: APIGatewayProxyResultV2 = { statusCode: 200, body: '' };

/** `$connect`: the session token in the query must be live; the connection is indexed by what it watches. */
async function connect(event: WebSocketEvent, now: number): Promise<APIGatewayProxyResultV2> {
  const query = event.queryStringParameters ?? {};
  const token = query.token ?? query.auth;
  if (!token) return { statusCode: 401, body: 'unauthorized' };
  const found = await findSession(token, now);
  if (found.state !== 'valid') return { statusCode: 401, body: 'unauthorized' };
  const tenantId = query.corp_id && found.session.corps.includes(query.corp_id) ? query.corp_id : found.session.corps[0];
  if (!tenantId) return { statusCode: 403, body: 'forbidden' };
  await putConnection({
    connectionId: event.requestContext.connectionId,
    userId: found.session.userId,
    tenantId,
    target: connectionTarget(tenantId, { screen: query.screen, group: query.group }),
    connectedAt: now,
  });
  return ok;
}

/** `$default`: text `ping` answers `pong`; requests `{id, act, args, seq}` answer `{id, code, seq}`. */
async function message(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  if (raw === 'ping') {
    await sendTo(connectionId, 'pong');
    return ok;
  }
  let request: WsRequest;
  try {
    request = JSON.parse(raw) as WsRequest;
  } catch {
    await sendTo(connectionId, { code: ErrorCode.BODY_MALFORMED });
    return ok;
  }
  // No realtime act is served yet (pad control and presence come with their issues).
  await sendTo(connectionId, { id: request.id ?? null, seq: request.seq ?? null, code: ErrorCode.INTERFACE_MISSING });
  return ok;
}

export async function handler(event: WebSocketEvent): Promise<APIGatewayProxyResultV2> {
  const now = Date.now();
  try {
    switch (event.requestContext.routeKey) {
      case '$connect':
        return await connect(event, now);
      case '$disconnect':
        await deleteConnection(event.requestContext.connectionId);
        return ok;
      default:
        return await message(event);
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
