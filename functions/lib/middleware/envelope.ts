import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ActName, FamilySchemas } from '../../../shared/acts/registry.js';
import { parseAct, type Family } from '../../../shared/protocol/acts.js';
import { HEADERS } from '../../../shared/protocol/envelope.js';
import { HTTP_ROUTES, isHttpRoute, rpcPath } from '../../../shared/protocol/routes.js';
import { bodyText } from '../event-body.js';
import { fail } from '../errors.js';
import type { Middleware } from './types.js';

/** The anonymous auth value clients send when they have none (docs/protocol.md#envelope). */
const ANONYMOUS = 'share';
const MAX_BODY_BYTES = 6 * 1024 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's JSON object (base64 decoded when API Gateway encoded it), at most `maxChars` long; else BODY_MALFORMED. */
export function readJsonBody(event: APIGatewayProxyEventV2, maxChars = MAX_BODY_BYTES): Record<string, unknown> {
  if (!event.body) fail('BODY_MALFORMED');
  const text = bodyText(event);
  if (text.length > maxChars) fail('BODY_MALFORMED');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail('BODY_MALFORMED');
  }
  if (!isRecord(parsed)) fail('BODY_MALFORMED');
  return parsed;
}

function bearer(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.replace(/^Bearer\s+/i, '').trim() || undefined;
}

/** Whether `value` is an act of the family's schemas. */
function isActIn(schemas: FamilySchemas, value: string): value is ActName {
  return Object.hasOwn(schemas, value);
}

/**
 * Reads the act and its args: `POST /rpc/{family}` with `{act, args}`, or one of the
 * family's HTTP routes with the args as the body (or query). An act of another family, or
 * one that is not served, is "interface missing".
 */
export function envelope(family: Family, schemas: FamilySchemas): Middleware {
  return {
    before: ({ event, context }) => {
      const state = context.wb;
      const method = event.requestContext.http.method.toUpperCase();
      const path = event.rawPath;
      let args: Record<string, unknown>;
      if (path === rpcPath(family)) {
        if (method !== 'POST') fail('INTERFACE_MISSING');
        const body = readJsonBody(event);
        const parsed = parseAct(body.act);
        if (!parsed || parsed.family !== family || typeof body.act !== 'string' || !isActIn(schemas, body.act)) {
          fail('INTERFACE_MISSING');
        }
        if (body.args !== undefined && !isRecord(body.args)) fail('BODY_MALFORMED');
        state.act = body.act;
        args = body.args ?? {};
      } else {
        const route = `${method} ${path}`;
        if (!isHttpRoute(route) || HTTP_ROUTES[route] !== family || !isActIn(schemas, route)) fail('INTERFACE_MISSING');
        state.act = route;
        args = method === 'GET' ? { ...(event.queryStringParameters ?? {}) } : event.body ? readJsonBody(event) : {};
      }
      const { auth, corp_id: corpId, ...payload } = args;
      const headers = event.headers ?? {};
      const token = typeof auth === 'string' && auth !== ANONYMOUS ? auth : bearer(headers[HEADERS.authorization]);
      state.token = token === ANONYMOUS ? undefined : token;
      state.corpId = typeof corpId === 'string' && corpId ? corpId : headers[HEADERS.tenantId] || undefined;
      state.rawArgs = payload;
    },
  };
}
