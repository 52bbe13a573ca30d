import { readAnswer, releaseLease, takeLease, writeAnswer, type CachedAnswer } from '../../lib/data/proxy-cache.js';

/**
 * One answer shared by every caller of the same work (a proxied request, a stored API with the
 * same parameter values) while it is fresh: from this container's memory, else from the shared
 * cache item, else produced by ONE caller, the lease holder in any container (in this container,
 * one promise per key), while the others wait for its answer. Failures are never cached: each
 * waiter of a failed promise gets the failure, and the next caller tries again.
 */
export type FreshAnswer = Omit<CachedAnswer, 'fetchedAt' | 'freshUntil'>;

export interface SharedAnswer {
  answer: CachedAnswer;
  /** This caller produced it (rather than finding someone else's answer). */
  fetched: boolean;
}

export interface SharedWork {
  tenantId: string;
  /** The cache key of the work within the tenant (a hash). */
  hash: string;
  ttlMs: number;
  /** How long a waiter waits for the lease holder before producing the answer itself. */
  waitMs: number;
  produce: () => Promise<FreshAnswer>;
}

const WAIT_STEP_MS = 120;
const MEMORY_ENTRIES = 500;

const memory = new Map<string, CachedAnswer>();
const inflight = new Map<string, Promise<SharedAnswer>>();

function remember(key: string, answer: CachedAnswer): void {
  memory.delete(key);
  memory.set(key, answer);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value ?? '');
}

async function produceNow(work: SharedWork): Promise<CachedAnswer> {
  const fresh = await work.produce();
  const fetchedAt = Date.now();
  return { ...fresh, fetchedAt, freshUntil: fetchedAt + work.ttlMs };
}

/** Produces under the lease, or waits for whoever holds it; past the deadline, produces anyway. */
async function produceShared(work: SharedWork): Promise<SharedAnswer> {
  const { tenantId, hash } = work;
  const deadline = Date.now() + work.waitMs;
  for (;;) {
    const now = Date.now();
    if (now > deadline) return { answer: await produceNow(work), fetched: true };
    if (await takeLease(tenantId, hash, now, deadline)) {
      try {
        // The holder before us may have written its answer and released the lease since our
        // last look: take its answer rather than produce a second one.
        const stored = await readAnswer(tenantId, hash);
        if (stored && stored.freshUntil > Date.now()) return { answer: stored, fetched: false };
        const answer = await produceNow(work);
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

export async function sharedAnswer(work: SharedWork): Promise<SharedAnswer> {
  if (work.ttlMs <= 0) return { answer: await produceNow(work), fetched: true };
  const key = `${work.tenantId}\n${work.hash}`;
  const known = memory.get(key);
  if (known && known.freshUntil > Date.now()) return { answer: known, fetched: false };
  const running = inflight.get(key);
  if (running) return { answer: (await running).answer, fetched: false };
  const obtained = (async (): Promise<SharedAnswer> => {
    const stored = await readAnswer(work.tenantId, work.hash);
    if (stored && stored.freshUntil > Date.now()) return { answer: stored, fetched: false };
    return produceShared(work);
  })();
  inflight.set(key, obtained);
  try {
    const result = await obtained;
    remember(key, result.answer);
    return result;
  } finally {
    inflight.delete(key);
  }
}
