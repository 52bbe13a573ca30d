import type { HttpRequestSpec, ProxyAnswer } from '../../../shared/acts/api.js';
import { sha256 } from '../../lib/crypto/tokens.js';
import type { CachedAnswer } from '../../lib/data/proxy-cache.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import { fetchUpstream, UpstreamError } from '../../lib/net/fetch-upstream.js';
import { sharedAnswer, type FreshAnswer } from './shared-answer.js';

/**
 * The data proxy: a tenant's HTTP request answered from the shared answer (shared-answer.ts)
 * while fresh, else fetched by one caller while the others wait for its answer.
 */

/** One hash per (tenant, request): headers in name order, so their order does not matter. */
export function requestHash(tenantId: string, spec: HttpRequestSpec): string {
  const headers = Object.entries(spec.headers)
    .map(([k, v]) => [k.toLowerCase(), v])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return sha256(JSON.stringify([tenantId, spec.method, spec.url, headers, spec.body ?? null]));
}

/** The upstream's body as JSON when it is JSON, else as the text it came as. */
export function answerData(answer: Pick<CachedAnswer, 'text' | 'contentType'>): unknown {
  if (/json/i.test(answer.contentType) || /^\s*[[{]/.test(answer.text)) {
    try {
      return JSON.parse(answer.text) as unknown;
    } catch {
      // Not JSON after all: the text as it came.
    }
  }
  return answer.text;
}

export async function fetchNow(spec: HttpRequestSpec): Promise<FreshAnswer> {
  try {
    const response = await fetchUpstream(spec, {
      allowHosts: env.proxyAllowHosts(),
      timeoutMs: env.proxyTimeoutMs(),
      maxBytes: env.proxyMaxBytes(),
    });
    if (response.status < 200 || response.status > 299) fail('API_UPSTREAM_FAILED');
    return { status: response.status, text: response.text, contentType: response.contentType };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.failure === 'refused') fail('API_ADDRESS_REFUSED');
    if (error.failure === 'tooLarge') fail('API_RESPONSE_TOO_LARGE');
    fail('API_UPSTREAM_FAILED');
  }
}

export async function proxyRequest(tenantId: string, spec: HttpRequestSpec, ttlSeconds: number): Promise<ProxyAnswer> {
  const { answer, fetched } = await sharedAnswer({
    tenantId,
    hash: requestHash(tenantId, spec),
    ttlMs: ttlSeconds * 1000,
    waitMs: env.proxyTimeoutMs() + 2000,
    produce: () => fetchNow(spec),
  });
  return { status: answer.status, data: answerData(answer), fetchedAt: answer.fetchedAt, cached: !fetched };
}
