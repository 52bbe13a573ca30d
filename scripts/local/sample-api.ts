import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';

/**
 * The local stack's sample HTTP API (never deployed): live-looking data for widgets' HTTP
 * sources, an echo, chosen statuses, and a hit counter so tests can count upstream calls.
 *   GET  /__dev/sample/sales        monthly sales by channel, changing every second
 *   GET  /__dev/sample/kpi          one number, changing every second
 *   *    /__dev/sample/echo         the request as received (method, headers, query, body)
 *   GET  /__dev/sample/status/503   answers that status
 *   GET  /__dev/sample/once?k=x     sales the first time (per query), 503 after: a source that dies
 *   GET  /__dev/sample/hits?of=/sales?x=1   how often a path (with its query) was requested
 *   *    /__dev/sample/scope/{id}/…         every route above, in a scope of the caller's own
 *   GET  /__dev/sample/scope/{id}/seen?of=/sales?x=1   the headers of the last request of that path in the scope
 * Headers are recorded in a scope only: `{id}` is a random name the caller chooses (16 to 64 of
 * [A-Za-z0-9_-], e.g. 128 random bits in base64url), so what one tenant's widgets sent (their
 * secret headers) is readable only by whoever knows the scope, never by another tenant's widget
 * asking `seen` through the data proxy. Unscoped requests are counted, never recorded.
 */
const hits = new Map<string, number>();
const seen = new Map<string, IncomingHttpHeaders>();
/** Recorded requests kept (the oldest go first): a dev server, not a log. */
const SEEN_LIMIT = 2000;
const SCOPE = /^\/scope\/([A-Za-z0-9_-]{16,64})(\/.*)$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function record(key: string, headers: IncomingHttpHeaders): void {
  seen.delete(key);
  seen.set(key, headers);
  if (seen.size > SEEN_LIMIT) {
    const oldest = seen.keys().next();
    if (!oldest.done) seen.delete(oldest.value);
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A smooth value that moves with time, so polling shows change. */
const wave = (base: number, amplitude: number, phase: number, seconds: number) =>
  Math.round(base + amplitude * Math.sin(seconds / 7 + phase));

export async function serveSampleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.slice(DEV_SAMPLE_PATH.length) || '/';
  const scoped = SCOPE.exec(path);
  const scope = scoped ? `/scope/${scoped[1]}` : '';
  const route = scoped?.[2] ?? path;
  const seconds = Math.floor(Date.now() / 1000);
  if (route === '/hits')
    return json(response, 200, { hits: hits.get(scope + (url.searchParams.get('of') ?? '')) ?? 0 });
  if (route === '/seen') {
    if (!scope)
      return json(response, 404, {
        error: `seen is per scope: ${DEV_SAMPLE_PATH}/scope/{a random id of 16 to 64 [A-Za-z0-9_-]}/seen?of=…`,
      });
    return json(response, 200, { headers: seen.get(scope + (url.searchParams.get('of') ?? '')) ?? null });
  }
  const key = scope + route + url.search;
  hits.set(key, (hits.get(key) ?? 0) + 1);
  if (scope) record(key, request.headers);
  if (route === '/once' && (hits.get(key) ?? 0) > 1) return json(response, 503, { status: 503 });
  if (route === '/sales' || route === '/once') {
    return json(response, 200, {
      updatedAt: new Date().toISOString(),
      result: {
        list: MONTHS.map((month, i) => ({
          month,
          online: wave(420 + i * 35, 60, i, seconds),
          store: wave(380 + i * 18, 45, i + 2, seconds),
        })),
      },
    });
  }
  if (route === '/kpi')
    return json(response, 200, { value: wave(128_000, 9_000, 0, seconds), updatedAt: new Date().toISOString() });
  if (route === '/echo') {
    return json(response, 200, {
      method: request.method,
      headers: request.headers,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(request),
    });
  }
  const status = /^\/status\/(\d{3})$/.exec(route);
  if (status) return json(response, Number(status[1]), { status: Number(status[1]) });
  json(response, 404, { error: 'no such sample' });
}
