import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { WebSocketServer, type WebSocket } from 'ws';
import { LIMITS } from '../../shared/limits.js';
import { handlerFolder } from '../../infra/permissions.js';
import { HANDLER_TIMEOUT_SECONDS } from '../../infra/resources.js';
import { s3 } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { ErrorCode, requestLanguage } from '../../shared/errors/catalogue.js';
import { errorText } from '../../shared/errors/texts.js';
import { isFamily, type Family } from '../../shared/protocol/acts.js';
import { serveSampleApi } from './sample-api.js';
import { licensePayload } from '../../shared/acts/license.js';
import { signLicence } from '../license/sign.js';
import { viewerIp } from '../../functions/lib/net/client-address.js';
import { confinePath, decodePath } from '../../functions/lib/net/plain-path.js';
import { isMissingObject } from '../../functions/lib/s3-objects.js';
import { asDeployedFunction } from '../../functions/lib/tenant-key-guard.js';
import { publishedKeyOf } from './static-path.js';
import {
  chooseEncoding,
  compress,
  GZIP_AND_BROTLI,
  GZIP_ONLY,
  noneMatchHits,
  StaticCompressionCache,
  weakETag,
  type CompressionChoice,
  type CompressionRequest,
  type EdgeCompression,
} from './compression.js';
import {
  DEV_OUTBOX_PATH,
  DEV_LICENSE_PATH,
  DEV_IDP_PATH,
  DEV_SAMPLE_PATH,
  HTTP_ROUTES,
  isHttpRoute,
  prefixRouteFamily,
} from '../../shared/protocol/routes.js';
import type { WebSocketEvent } from '../../functions/ws/handler.js';
import { LOCAL_STORAGE_ORIGINS, securityHeaders } from '../../shared/protocol/security-headers.js';

/**
 * The local stand-in for CloudFront + API Gateway on one port: serves the built SPA with an
 * index fallback, turns `/rpc/*`, `/api/*`, `/chameleon/*`, `/license/*` into API Gateway v2
 * events for the real handlers, runs the WebSocket routes, and serves the `@connections`
 * management API that `client-apigatewaymanagementapi` calls. Like CloudFront it serves
 * `/published/*` from the published bucket (key = path without the slash): a missing object
 * answers 403, as S3 does behind an origin access control without ListBucket. Static paths are
 * decoded once and confined (static-path.ts): only keys under `published/` and files of the SPA
 * folder are ever read. A request that fails in any way costs that request (500, 50000001, no
 * stack), never the process. Answers are compressed as CloudFront's behaviours compress them
 * (compression.ts): the SPA and `/published/*` with Brotli or Gzip, the API paths and
 * `/serverConfig.json` with Gzip only; the SPA's files once per build, kept in memory.
 */
type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
type WsHandler = (event: WebSocketEvent) => Promise<{ statusCode?: number; body?: string } | string>;

export interface GatewayOptions {
  port: number;
  host?: string;
  /** Built SPA folder; nothing static is served without it. */
  webDist?: string;
  /** Compress every file of `webDist` when starting, not at each file's first request. */
  compressAhead?: boolean;
  /** `source` imports `functions/<folder>/handler.ts`; a folder imports bundles `<folder>.mjs` from it (handlerFolder of infra/permissions.ts). */
  handlers: 'source' | { bundleDir: string };
  /** Dev outbox file of verification codes, served at DEV_OUTBOX_PATH when set. */
  outboxFile?: string;
  /** The local stack's dev licence key: `POST DEV_LICENSE_PATH` signs licences with it when set. */
  licenceKey?: { kid: string; key: KeyObject };
  /**
   * Let a request name its own `CloudFront-Viewer-Address` (the test suites' stand-ins for many
   * clients). Otherwise the gateway sets it from the socket and drops what the client sent, as
   * CloudFront does, so nobody steps around the per-address limits.
   */
  trustViewerAddress?: boolean;
}

const VIEWER_ADDRESS = 'cloudfront-viewer-address';

/** `ip:port` of the socket, as CloudFront writes `CloudFront-Viewer-Address`. */
function viewerAddressOf(request: IncomingMessage): string {
  const ip = (request.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `${ip.includes(':') ? `[${ip}]` : ip}:${request.socket.remotePort ?? 0}`;
}

/**
 * The client address of a WebSocket handshake, as API Gateway puts it in `identity.sourceIp`:
 * the socket's. The WebSocket API has no CloudFront in front, so a `CloudFront-Viewer-Address`
 * header is the client's own claim, believed only when the test suites may name other clients.
 */
export function webSocketSourceIp(request: IncomingMessage, trustViewerAddress = false): string {
  const named = trustViewerAddress ? request.headers[VIEWER_ADDRESS] : undefined;
  const claimed = typeof named === 'string' ? viewerIp(named) : undefined;
  return claimed ?? request.socket.remoteAddress ?? '';
}

export interface Gateway {
  url: string;
  port: number;
  /** Settles once every file of the SPA is compressed and kept (at once without `compressAhead`). */
  compressed: Promise<void>;
  close(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');
export const WEBSOCKET_PATH = '/v2/ws/public';
const API_PREFIXES = ['/rpc/', '/api/', '/chameleon/', '/license/'];
const PUBLISHED_PREFIX = '/published/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.geojson': 'application/json; charset=utf-8',
};

/** The deployed CloudFront policy's headers (shared/protocol/security-headers.ts), share paths framable. */
const SECURITY_HEADERS = (path: string): Record<string, string> => securityHeaders(path, LOCAL_STORAGE_ORIGINS);

function moduleUrl(options: GatewayOptions, name: string): string {
  const file =
    options.handlers === 'source'
      ? join(ROOT, 'functions', name, 'handler.ts')
      : join(options.handlers.bundleDir, `${name}.mjs`);
  return pathToFileURL(file).href;
}

/**
 * The context Lambda gives one invocation of `name`: its remaining time counts down from the
 * deployed timeout (HANDLER_TIMEOUT_SECONDS) from `startedAt`, as Lambda's does from the invoke.
 */
export function lambdaContext(name: string, startedAt: number = Date.now()): Context {
  const endsAt = startedAt + HANDLER_TIMEOUT_SECONDS * 1000;
  return {
    awsRequestId: randomUUID(),
    functionName: `wallboard-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:wallboard-${name}`,
    memoryLimitInMB: '1024',
    logGroupName: `/aws/lambda/wallboard-${name}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, endsAt - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** API Gateway's payload limit (HTTP APIs: 10 MB); a larger body is refused with 413 as it is there. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.pause();
        reject(new BodyTooLarge(`body over ${MAX_BODY_BYTES} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolveBody(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The URL of a request target: origin-form (`/path?query`) as it is, a double slash kept in the
 * path (never read as a host); anything a URL parser refuses (`http://[`) is undefined.
 */
function requestUrl(target: string | undefined): URL | undefined {
  try {
    return target?.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target ?? '/');
  } catch {
    return undefined;
  }
}

function isTextual(contentType: string | undefined): boolean {
  return !contentType || /^(text\/|application\/(json|x-www-form-urlencoded|xml))/.test(contentType);
}

function headerMap(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

/** An HTTP request as API Gateway (HTTP API, payload v2) hands it to a Lambda. */
export function toApiGatewayEvent(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  trustViewerAddress = false,
): APIGatewayProxyEventV2 {
  const headers = headerMap(request);
  if (!trustViewerAddress || headers[VIEWER_ADDRESS] === undefined) headers[VIEWER_ADDRESS] = viewerAddressOf(request);
  const method = (request.method ?? 'GET').toUpperCase();
  const textual = isTextual(headers['content-type']);
  const query = Object.fromEntries(url.searchParams.entries());
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${method} ${url.pathname}`,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${method} ${url.pathname}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
}

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer = '',
): void {
  response.writeHead(status, { ...SECURITY_HEADERS(response.req.url ?? '/'), ...headers });
  response.end(body);
}

function compressionRequest(request: IncomingMessage): CompressionRequest {
  return {
    acceptEncoding: request.headers['accept-encoding'],
    range: request.headers.range,
    httpVersion: request.httpVersion,
  };
}

/** The value of header `name` (any case) in `headers`. */
function headerOf(headers: Record<string, string>, name: string): string | undefined {
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

/**
 * `headers` of an answer sent as `choice` says, `bytes` long: `Vary: Accept-Encoding` added, and
 * when compressed, its Content-Encoding, its length and its ETag made weak (as CloudFront does).
 */
function encodedHeaders(headers: Record<string, string>, choice: CompressionChoice, bytes: number) {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'vary' || lower === 'content-length' || (choice.encoding && lower === 'etag')) continue;
    out[name] = value;
  }
  const vary = headerOf(headers, 'vary');
  out.vary = vary && !/accept-encoding/i.test(vary) ? `${vary}, Accept-Encoding` : (vary ?? 'Accept-Encoding');
  if (!choice.encoding) return out;
  const etag = weakETag(headerOf(headers, 'etag'));
  return {
    ...out,
    'content-encoding': choice.encoding,
    'content-length': String(bytes),
    ...(etag ? { etag } : {}),
  };
}

/** Sends an answer compressed (fast: one answer) as the behaviour `edge` would compress it. */
async function sendCompressed(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
  edge: EdgeCompression,
): Promise<void> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const choice = chooseEncoding(
    compressionRequest(request),
    {
      status,
      contentType: headerOf(headers, 'content-type'),
      contentEncoding: headerOf(headers, 'content-encoding'),
      bytes: raw.length,
    },
    edge,
  );
  if (!choice.vary) return send(response, status, headers, body);
  const sent = choice.encoding ? await compress(raw, choice.encoding, 'dynamic') : raw;
  send(response, status, encodedHeaders(headers, choice, sent.length), sent);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(
    response,
    status,
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    JSON.stringify(body),
  );
}

function familyOf(method: string, path: string): Family | undefined {
  const rpc = /^\/rpc\/([a-z]+)$/.exec(path);
  if (rpc?.[1]) return isFamily(rpc[1]) ? rpc[1] : undefined;
  const route = `${method} ${path}`;
  return isHttpRoute(route) ? HTTP_ROUTES[route] : prefixRouteFamily(method, path);
}

/** Compresses every file of the SPA in `webDist` ahead of its first request (see StaticCompressionCache.warm). */
async function warmStaticFiles(webDist: string, cache: StaticCompressionCache): Promise<void> {
  const entries = await readdir(webDist, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
    });
  await cache.warm(files);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const httpHandlers = new Map<string, Promise<HttpHandler>>();
  const loadHttp = (family: Family): Promise<HttpHandler> => {
    let loaded = httpHandlers.get(family);
    if (!loaded) {
      loaded = import(moduleUrl(options, handlerFolder(family))).then((m: { handler: HttpHandler }) => m.handler);
      httpHandlers.set(family, loaded);
    }
    return loaded;
  };
  const wsHandler: Promise<WsHandler> = import(moduleUrl(options, 'ws')).then((m: { handler: WsHandler }) => m.handler);
  const sockets = new Map<
    string,
    { socket: WebSocket; connectedAt: number; lastActiveAt: number; sourceIp: string; userAgent: string }
  >();
  const webDist = options.webDist && existsSync(options.webDist) ? resolve(options.webDist) : undefined;
  const compressedFiles = new StaticCompressionCache();

  async function serveApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    const family = familyOf(method, url.pathname);
    if (!family) {
      const language = requestLanguage((name) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(',') : value;
      });
      sendJson(response, 404, {
        code: ErrorCode.INTERFACE_MISSING,
        msg: errorText(ErrorCode.INTERFACE_MISSING, language),
      });
      return;
    }
    const body = await readBody(request);
    const handler = await loadHttp(family);
    const result = await asDeployedFunction(() =>
      handler(toApiGatewayEvent(request, url, body, options.trustViewerAddress), lambdaContext(family)),
    );
    const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
    const payload = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
    await sendCompressed(request, response, result.statusCode ?? 200, headers, payload, GZIP_ONLY);
  }

  async function serveStatic(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (!webDist)
      return send(response, 404, { 'content-type': 'text/plain' }, 'The SPA is not built: run npm run build:web');
    const confined = confinePath(url.pathname, { trailingSlash: true });
    if (!confined.ok)
      return send(
        response,
        confined.reason === 'malformed' ? 400 : 403,
        { 'content-type': 'text/plain', 'cache-control': 'no-store' },
        'forbidden',
      );
    let file = resolve(webDist, ...confined.segments);
    if (file !== webDist && !file.startsWith(webDist + sep)) return send(response, 403, {}, 'forbidden');
    const fileStat = (path: string) =>
      stat(path).then(
        (s) => (s.isFile() ? s : undefined),
        () => undefined,
      );
    let info = await fileStat(file);
    if (!info) {
      if (extname(url.pathname)) return send(response, 404, { 'content-type': 'text/plain' }, 'not found');
      file = join(webDist, 'index.html');
      info = await fileStat(file);
      if (!info) return send(response, 404, { 'content-type': 'text/plain' }, 'not found');
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = file.startsWith(join(webDist, 'assets') + sep);
    const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers = { 'content-type': type, 'cache-control': cache };
    // `/serverConfig.json` has a behaviour of its own, with caching (and so Brotli) disabled.
    const edge = url.pathname === '/serverConfig.json' ? GZIP_ONLY : GZIP_AND_BROTLI;
    const choice = chooseEncoding(
      compressionRequest(request),
      { status: 200, contentType: type, contentEncoding: undefined, bytes: info.size },
      edge,
    );
    if (!choice.vary) return send(response, 200, headers, await readFile(file));
    const body = choice.encoding ? await compressedFiles.encoded(file, info, choice.encoding) : await readFile(file);
    send(response, 200, encodedHeaders(headers, choice, body.length), body);
  }

  /** CloudFront's `/published/*` behaviour: GET (and HEAD) of the object, with its own content type, cache control and ETag (If-None-Match answered 304). */
  async function servePublished(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return send(response, 405, { allow: 'GET, HEAD' });
    const confined = publishedKeyOf(url.pathname);
    if (!confined.ok) {
      if (confined.reason === 'malformed')
        return send(
          response,
          400,
          { 'content-type': 'application/xml', 'cache-control': 'no-store' },
          '<Error><Code>InvalidURI</Code></Error>',
        );
      return send(
        response,
        403,
        { 'content-type': 'application/xml', 'cache-control': 'no-store' },
        '<Error><Code>AccessDenied</Code></Error>',
      );
    }
    const { key } = confined;
    // Byte ranges pass through, as CloudFront does (a video element seeks with them).
    const range = /^bytes=\d*-\d*$/.test(request.headers.range ?? '') ? request.headers.range : undefined;
    try {
      const out = await s3().send(new GetObjectCommand({ Bucket: env.publishedBucket(), Key: key, Range: range }));
      const body = Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
      const headers = {
        'content-type': out.ContentType ?? 'application/octet-stream',
        'cache-control': out.CacheControl ?? 'public, max-age=31536000',
        'accept-ranges': 'bytes',
        ...(out.ETag ? { etag: out.ETag } : {}),
        ...(range && out.ContentRange ? { 'content-range': out.ContentRange } : {}),
      };
      const status = range && out.ContentRange ? 206 : 200;
      // CloudFront answers a revalidation whose ETag still matches (weakly: a compressed answer's
      // ETag is weak) with 304 and no body.
      if (noneMatchHits(request.headers['if-none-match'], out.ETag)) {
        const choice = chooseEncoding(
          compressionRequest(request),
          { status, contentType: headers['content-type'], contentEncoding: out.ContentEncoding, bytes: body.length },
          GZIP_AND_BROTLI,
        );
        const etag = choice.encoding ? weakETag(out.ETag) : out.ETag;
        return send(response, 304, {
          ...headers,
          ...(etag ? { etag } : {}),
          ...(choice.vary ? { vary: 'Accept-Encoding' } : {}),
        });
      }
      if (method === 'HEAD') return send(response, status, headers);
      await sendCompressed(
        request,
        response,
        status,
        { ...headers, ...(out.ContentEncoding ? { 'content-encoding': out.ContentEncoding } : {}) },
        body,
        GZIP_AND_BROTLI,
      );
    } catch (error) {
      if (error instanceof Error && error.name === 'InvalidRange')
        return send(response, 416, { 'cache-control': 'no-store' });
      if (!isMissingObject(error)) throw error;
      send(
        response,
        403,
        { 'content-type': 'application/xml', 'cache-control': 'no-store' },
        '<Error><Code>AccessDenied</Code></Error>',
      );
    }
  }

  async function serveOutbox(response: ServerResponse, url: URL): Promise<void> {
    const mobile = url.searchParams.get('mobile');
    const to = url.searchParams.get('to');
    const text = options.outboxFile && existsSync(options.outboxFile) ? await readFile(options.outboxFile, 'utf8') : '';
    const messages = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { mobile?: string; to?: string })
      .filter((message) => (!mobile || message.mobile === mobile) && (!to || message.to === to));
    sendJson(response, 200, { messages });
  }

  /** `POST DEV_LICENSE_PATH` {tenant_id, fingerprint, max_users, expires_at, licensee}: a licence signed with the dev key. */
  async function serveDevLicence(
    request: IncomingMessage,
    response: ServerResponse,
    licence: { kid: string; key: KeyObject },
  ): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const now = Date.now();
    let parsed: ReturnType<typeof licensePayload.safeParse>;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      parsed = licensePayload.safeParse({
        v: 1,
        kid: licence.kid,
        edition: 'standard',
        issued_at: now,
        licensee: '',
        ...body,
      });
    } catch {
      sendJson(response, 400, { error: 'body is not JSON' });
      return;
    }
    if (!parsed.success) sendJson(response, 400, { error: parsed.error.message });
    else sendJson(response, 200, { license: signLicence(parsed.data, licence.key) });
  }

  /** `POST/GET/DELETE /@connections/{id}`: the API Gateway management API. */
  async function serveConnections(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const id = decodePath(url.pathname.slice('/@connections/'.length)) ?? '';
    const entry = sockets.get(id);
    if (!entry || entry.socket.readyState !== entry.socket.OPEN) {
      send(
        response,
        410,
        { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' },
        JSON.stringify({ message: 'Gone' }),
      );
      return;
    }
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'POST') {
      const data = await readBody(request);
      entry.socket.send(data.toString('utf8'));
      entry.lastActiveAt = Date.now();
      return send(response, 200, {});
    }
    if (method === 'DELETE') {
      entry.socket.close(1000);
      return send(response, 204, {});
    }
    sendJson(response, 200, {
      connectedAt: new Date(entry.connectedAt).toISOString(),
      lastActiveAt: new Date(entry.lastActiveAt).toISOString(),
      identity: { sourceIp: entry.sourceIp, userAgent: entry.userAgent },
    });
  }

  function failed(response: ServerResponse, path: string, error: unknown): void {
    if (error instanceof BodyTooLarge) {
      if (!response.headersSent)
        send(
          response,
          413,
          { 'content-type': 'application/json', connection: 'close' },
          JSON.stringify({ message: 'Request Entity Too Large' }),
        );
      return;
    }
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'gateway failure',
        path: path.slice(0, 300),
        error: String(error).slice(0, 500),
      }),
    );
    if (!response.headersSent)
      sendJson(response, 500, { code: ErrorCode.SERVER_ERROR, msg: errorText(ErrorCode.SERVER_ERROR, 'en') });
    else response.end();
  }

  function dispatch(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = requestUrl(request.url);
    if (!url)
      return Promise.resolve(
        send(response, 400, { 'content-type': 'text/plain', 'cache-control': 'no-store' }, 'bad request target'),
      );
    const path = url.pathname;
    return path.startsWith('/@connections/')
      ? serveConnections(request, response, url)
      : path === DEV_OUTBOX_PATH && options.outboxFile
        ? serveOutbox(response, url)
        : path === DEV_LICENSE_PATH && options.licenceKey && request.method === 'POST'
          ? serveDevLicence(request, response, options.licenceKey)
          : path === DEV_IDP_PATH && process.env.DEMO_IDP_ISSUER
            ? Promise.resolve(
                sendJson(response, 200, {
                  issuer: process.env.DEMO_IDP_ISSUER,
                  client_id: process.env.DEMO_IDP_CLIENT_ID,
                  client_secret: process.env.DEMO_IDP_CLIENT_SECRET,
                }),
              )
            : path.startsWith(`${DEV_SAMPLE_PATH}/`)
              ? serveSampleApi(request, response, url)
              : API_PREFIXES.some((prefix) => path.startsWith(prefix))
                ? serveApi(request, response, url)
                : path.startsWith(PUBLISHED_PREFIX)
                  ? servePublished(request, response, url)
                  : serveStatic(request, response, url);
  }

  const server = createServer((request, response) => {
    response.on('error', () => undefined);
    let work: Promise<void>;
    try {
      work = dispatch(request, response);
    } catch (error) {
      work = Promise.reject(error);
    }
    // The log names the path only: a query may carry a token.
    work.catch((error: unknown) => failed(response, (request.url ?? '').split('?')[0] ?? '', error));
  });
  // Idle keep-alive connections stay open a minute, as CloudFront's and API Gateway's do. With
  // Node's 5 s default, a client reusing a connection the server was closing at that moment
  // got ECONNRESET on its request (seen in the e2e suite after a fast-forwarded page clock).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A client that breaks the HTTP framing gets 400 (431 for oversized headers, as Node answers) and its socket closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  });

  // API Gateway refuses a frame over 32 KB; ws closes the socket with 1009 (message too big) alike.
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.websocket.frameMaxBytes });
  const wsFailed = (routeKey: string, error: unknown): void => {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'websocket route failed',
        route: routeKey,
        error: String(error).slice(0, 500),
      }),
    );
  };
  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    // Until ws takes the socket, nothing else listens for its errors (a client that resets mid-upgrade).
    socket.on('error', () => socket.destroy());
    const url = requestUrl(request.url);
    if (!url || url.pathname !== WEBSOCKET_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const connectionId = randomBytes(12).toString('base64');
    const query = Object.fromEntries(url.searchParams.entries());
    const sourceIp = webSocketSourceIp(request, options.trustViewerAddress);
    const route = (routeKey: string, body?: string): WebSocketEvent => ({
      requestContext: { routeKey, connectionId, requestId: randomUUID(), identity: { sourceIp } },
      queryStringParameters: routeKey === '$connect' ? query : undefined,
      headers: routeKey === '$connect' ? headerMap(request) : undefined,
      body,
      isBase64Encoded: false,
    });
    void (async () => {
      const handler = await wsHandler;
      const result = await asDeployedFunction(() => handler(route('$connect')));
      const status = typeof result === 'string' ? 200 : (result.statusCode ?? 200);
      if (status !== 200) {
        // The route's body goes with the refusal (a 429 names its catalogue code).
        const body = typeof result === 'string' ? '' : (result.body ?? '');
        socket.end(
          `HTTP/1.1 ${status} Refused\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const now = Date.now();
        sockets.set(connectionId, {
          socket: ws,
          connectedAt: now,
          lastActiveAt: now,
          sourceIp,
          userAgent: request.headers['user-agent'] ?? '',
        });
        ws.on('message', (data) => {
          const entry = sockets.get(connectionId);
          if (entry) entry.lastActiveAt = Date.now();
          asDeployedFunction(() => handler(route('$default', data.toString()))).catch((error: unknown) =>
            wsFailed('$default', error),
          );
        });
        ws.on('close', () => {
          sockets.delete(connectionId);
          asDeployedFunction(() => handler(route('$disconnect'))).catch((error: unknown) =>
            wsFailed('$disconnect', error),
          );
        });
        ws.on('error', () => ws.terminate());
      });
    })().catch((error: unknown) => {
      wsFailed('$connect', error);
      if (socket.writable) socket.end('HTTP/1.1 500 Internal Server Error\r\n\r\n');
      else socket.destroy();
    });
  });

  await new Promise<void>((done) => server.listen(options.port, options.host ?? '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    port,
    compressed: webDist && options.compressAhead ? warmStaticFiles(webDist, compressedFiles) : Promise.resolve(),
    close: async () => {
      for (const { socket } of sockets.values()) socket.terminate();
      wss.close();
      // Requests still in flight get a moment to finish; then their connections are cut, so a
      // browser left open (or a stuck handler) never keeps the stack from stopping.
      const cut = setTimeout(() => server.closeAllConnections(), 2000);
      await new Promise<void>((done) => server.close(() => done()));
      clearTimeout(cut);
    },
  };
}
