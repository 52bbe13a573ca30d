import type { ShareKind } from '../acts/link-share.js';
import type { Family } from './acts.js';

/**
 * The non-RPC HTTP routes (docs/protocol.md#routes-that-are-not-rpc) and which family's Lambda serves each. The local
 * gateway, the CDK api stack and the handlers all read this table.
 */
export const HTTP_ROUTES = {
  'POST /api/smsvcode': 'user',
  'POST /api/check_vcode': 'user',
  'GET /chameleon/oauth2/login': 'user',
  'POST /chameleon/tenant/enable': 'tenant',
  'GET /chameleon/start': 'tenant',
  'GET /license/sign': 'license',
  'POST /license/update': 'license',
  'POST /api/upload': 'upload',
  'POST /api/upload/batch': 'upload',
  'POST /api/upload/merge': 'upload',
} as const satisfies Record<string, Family>;

export type HttpRoute = keyof typeof HTTP_ROUTES;

export function isHttpRoute(value: string): value is HttpRoute {
  return Object.prototype.hasOwnProperty.call(HTTP_ROUTES, value);
}

/**
 * Prefix routes: every path under the prefix, for the methods listed, served by one family. The
 * local gateway and the CDK api stack (`{prefix}{proxy+}`) serve them; the family reads the rest
 * of the path itself. `/api/data/{path}` is an outside call of a published data API with a token;
 * `/api/push/{channel}` posts a payload to a push channel with the channel's token.
 */
export const API_DATA_PREFIX = '/api/data/';
export const API_PUSH_PREFIX = '/api/push/';
export const HTTP_PREFIX_ROUTES = {
  [API_DATA_PREFIX]: { family: 'api', methods: ['GET', 'POST'] },
  [API_PUSH_PREFIX]: { family: 'api', methods: ['POST'] },
} as const satisfies Record<string, { family: Family; methods: readonly ('GET' | 'POST')[] }>;

/** The family serving `method path` by prefix, if a prefix route takes it. */
export function prefixRouteFamily(method: string, path: string): Family | undefined {
  for (const [prefix, route] of Object.entries(HTTP_PREFIX_ROUTES)) {
    const methods: readonly string[] = route.methods;
    if (path.startsWith(prefix) && path.length > prefix.length && methods.includes(method)) return route.family;
  }
  return undefined;
}

/** `/rpc/{family}` is the RPC route of every family. */
export const rpcPath = (family: Family): string => `/rpc/${family}`;

/** Dev-only: the outbox of verification codes written by the local sender (never deployed). */
export const DEV_OUTBOX_PATH = '/__dev/outbox';
/** The local stack's sample HTTP API for widgets' HTTP sources (allow-listed for the data proxy). */
export const DEV_SAMPLE_PATH = '/__dev/sample';
/** Local stack only: signs a licence with the stack's dev key (`POST`, docs/licensing.md). Never deployed. */
export const DEV_LICENSE_PATH = '/__dev/license';
/** Local stack only: the demo identity provider's issuer and client (`GET`, docs/sso.md), for tests that configure a workspace with it. */
export const DEV_IDP_PATH = '/__dev/idp';

/** Answers of the start-up calls (docs/protocol.md#answers). */
export interface TenantEnableResult {
  code: 200;
  data: { enable: boolean };
}
export interface StartResult {
  code: 200;
  data: { data: { version: string; build: string; name: string } };
}

/**
 * Where the CDN serves an open share's payload (the published bucket's key is the same without
 * the slash). Here, free of the schemas, so the web entry can request it before anything loads.
 */
export function shareObjectPath(kind: ShareKind, token: string): string {
  return `/published/${kind === 'screen' ? 's' : 'g'}/${token}.json`;
}

/** The SPA routes of a share link (docs/ARCHITECTURE.md#web-app-routes). */
export function shareRoute(kind: ShareKind, token: string): string {
  return kind === 'screen' ? `/screen-share/share/${token}` : `/group-share/share/${token}`;
}

/**
 * Where media assets are served: CloudFront's `/published/*` (the local gateway plays it) from
 * the published bucket, immutable. The key names the tenant by a hash (a share's payload never
 * carries a tenant id) and the asset by a random 96-bit id. Widgets store this path, so the
 * editor, previews and link shares (no session) all load the same URL.
 */
export const MEDIA_PATH_PREFIX = '/published/media/';
export const MEDIA_PATH = /^\/published\/media\/[0-9a-f]{16}\/[0-9a-f]{24}\.(png|jpg|webp|mp4|webm)$/;
