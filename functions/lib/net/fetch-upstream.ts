import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type Agent, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressRefused, vettedAddress } from './vetted-address.js';

/**
 * One request of the data proxy to an upstream HTTP API, from the server: the host is resolved
 * once, every address it resolves to must be public (unless host, port and path are allow-listed,
 * allow-list.ts, as the local stack does for its sample API), and the connection is pinned to the vetted address
 * so DNS cannot be re-bound between check and connect. No redirects are followed; the body is
 * read up to a size limit within a time limit.
 */
export interface UpstreamRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Readonly<Record<string, string>>;
  body?: string;
}

export interface UpstreamResponse {
  status: number;
  contentType: string;
  text: string;
}

export type UpstreamFailure = 'refused' | 'timeout' | 'tooLarge' | 'network';

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface SendLimits {
  timeoutMs: number;
  maxBytes: number;
  /** A keep-alive agent whose sockets the caller pools (the Kylin engine's); none: one socket per request. */
  agent?: Agent;
}

export interface UpstreamLimits extends SendLimits {
  /** `host:port/path/prefix/` entries reachable even on private addresses (local development only; allow-list.ts). */
  allowHosts: ReadonlySet<string>;
}

/** Headers a caller may not set: the proxy owns the connection and the host. */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'expect',
]);

export async function fetchUpstream(request: UpstreamRequest, limits: UpstreamLimits): Promise<UpstreamResponse> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw new UpstreamError('refused', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UpstreamError('refused', `scheme ${url.protocol}`);
  if (url.username || url.password) throw new UpstreamError('refused', 'credentials in the URL');
  let chosen: LookupAddress;
  try {
    chosen = await vettedAddress(url, limits.allowHosts);
  } catch (error) {
    if (error instanceof AddressRefused)
      throw new UpstreamError(error.failure === 'refused' ? 'refused' : 'network', error.message);
    throw error;
  }
  return sendPinned(url, chosen, request, limits);
}

/**
 * `request` sent to `url` on the connection pinned to `chosen`, an address the caller has vetted
 * (fetchUpstream above, or the SQL engine's target.ts for the Kylin engine): TLS still checks the
 * URL's host name.
 */
export function sendPinned(
  url: URL,
  chosen: LookupAddress,
  request: UpstreamRequest,
  limits: SendLimits,
): Promise<UpstreamResponse> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [chosen]);
    else callback(null, chosen.address, chosen.family);
  };
  const headers: Record<string, string> = {
    'user-agent': 'Wallboard-DataProxy/1',
    accept: 'application/json, text/plain;q=0.8, */*;q=0.5',
  };
  for (const [name, value] of Object.entries(request.headers))
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers[name] = value;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<UpstreamResponse>((resolve, reject) => {
    const outgoing = send(url, {
      method: request.method,
      headers,
      lookup: pinned,
      ...(limits.agent ? { agent: limits.agent } : {}),
    });
    let settled = false;
    const finish = (error: Error | null, response?: UpstreamResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        outgoing.destroy();
        reject(error instanceof UpstreamError ? error : new UpstreamError('network', error.message));
      } else if (response) resolve(response);
    };
    const timer = setTimeout(
      () => finish(new UpstreamError('timeout', `no answer in ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    );
    outgoing.on('error', (error) => finish(error));
    outgoing.on('response', (incoming: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          incoming.destroy();
          finish(new UpstreamError('tooLarge', `over ${limits.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      incoming.on('error', (error) => finish(error));
      incoming.on('end', () =>
        finish(null, {
          status: incoming.statusCode ?? 0,
          contentType: String(incoming.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    if (request.body !== undefined && request.method === 'POST') outgoing.write(request.body);
    outgoing.end();
  });
}
