import type { HttpRequestSpec, ProxyAnswer } from '../../shared/acts/api.js';
import { sha256 } from '../lib/crypto/tokens.js';
import { readAnswer, releaseLease, takeLease, writeAnswer, type CachedAnswer } from '../lib/data/proxy-cache.js';
import { env } from '../lib/env.js';
import { fail } from '../lib/errors.js';
import { fetchUpstream, UpstreamError } from '../lib/net/fetch-upstream.js';

/**
 * The data proxy: a tenant's HTTP request answered from the cache while fresh, else fetched by
 * one caller (the lease holder; in this container, one promise per request) while the others
 * wait for its answer. Failures are never cached.
 */
const WAIT_STEP_MS = 120;
const MEMORY_ENTRIES = 500;

const memory = new Map<string, CachedAnswer>();
const inflight = new Map<string, Promise<Obtained>>();

/** One hash per (tenant, request): headers in name order, so their order does not matter. */
export function requestHash(tenantId: string, spec: HttpRequestSpec): string {
  const headers = Object.entries(spec.headers)
    .map(([k, v]) => [k.toLowerCase(), v])
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return sha256(JSON.stringify([tenantId, spec.method, spec.url, headers, spec.body ?? null]));
}

function remember(hash: string, answer: CachedAnswer): void {
  memory.delete(hash);
  memory.set(hash, answer);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
}

function shape(answer: CachedAnswer, cached: boolean): ProxyAnswer {
  let data: unknown = answer.text;
  if (/json/i.test(answer.contentType) || /^\s*[[{]/.test(answer.text)) {
    try {
      data = JSON.parse(answer.text);
    } catch {
      // Not JSON after all: the text as it came.
    }
  }
  return { status: answer.status, data, fetchedAt: answer.fetchedAt, cached };
}

async function fetchNow(spec: HttpRequestSpec, ttlMs: number): Promise<CachedAnswer> {
  try {
    const response = await fetchUpstream(spec, {
      allowHosts: env.proxyAllowHosts(),
      timeoutMs: env.proxyTimeoutMs(),
      maxBytes: env.proxyMaxBytes(),
    });
    if (response.status < 200 || response.status > 299) fail('API_UPSTREAM_FAILED');
    const fetchedAt = Date.now();
    return {
      status: response.status,
      text: response.text,
      contentType: response.contentType,
      fetchedAt,
      freshUntil: fetchedAt + ttlMs,
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.failure === 'refused') fail('API_ADDRESS_REFUSED');
    if (error.failure === 'tooLarge') fail('API_RESPONSE_TOO_LARGE');
    fail('API_UPSTREAM_FAILED');
  }
}

interface Obtained {
  answer: CachedAnswer;
  /** This caller asked the upstream (rather than finding someone else's answer). */
  fetched: boolean;
}

/** Fetches under the lease, or waits for whoever holds it; past the deadline, fetches anyway. */
async function fetchShared(tenantId: string, hash: string, spec: HttpRequestSpec, ttlMs: number): Promise<Obtained> {
  const deadline = Date.now() + env.proxyTimeoutMs() + 2000;
  for (;;) {
    const now = Date.now();
    if (now > deadline) return { answer: await fetchNow(spec, ttlMs), fetched: true };
    if (await takeLease(tenantId, hash, now, deadline)) {
      try {
        const answer = await fetchNow(spec, ttlMs);
        await writeAnswer(tenantId, hash, answer);
        return { answer, fetched: true };
      } finally {
        await releaseLease(tenantId, hash);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    const stored = await readAnswer(tenantId, hash);
    if (stored && stored.freshUntil > Date.now()) return { answer: stored, fetched: false };
  }
}

export async function proxyRequest(tenantId: string, spec: HttpRequestSpec, ttlSeconds: number): Promise<ProxyAnswer> {
  if (ttlSeconds === 0) return shape(await fetchNow(spec, 0), false);
  const hash = requestHash(tenantId, spec);
  const known = memory.get(hash);
  if (known && known.freshUntil > Date.now()) return shape(known, true);
  const running = inflight.get(hash);
  if (running) return shape((await running).answer, true);
  const work = (async (): Promise<Obtained> => {
    const stored = await readAnswer(tenantId, hash);
    if (stored && stored.freshUntil > Date.now()) return { answer: stored, fetched: false };
    return fetchShared(tenantId, hash, spec, ttlSeconds * 1000);
  })();
  inflight.set(hash, work);
  try {
    const { answer, fetched } = await work;
    remember(hash, answer);
    return shape(answer, !fetched);
  } finally {
    inflight.delete(hash);
  }
}
