import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CachedAnswer } from '../../lib/data/proxy-cache.js';

/**
 * The order of a waiter's steps against the shared cache item, with the item's store held in
 * memory so that another container's moves can land between two of them.
 */
const store = vi.hoisted(() => ({
  answer: undefined as CachedAnswer | undefined,
  leaseHeld: false,
  /** Runs once, just before the next lease attempt: another container's moves. */
  beforeNextLease: undefined as (() => void) | undefined,
}));

vi.mock('../../lib/data/proxy-cache.js', () => ({
  readAnswer: () => Promise.resolve(store.answer),
  writeAnswer: (_tenant: string, _hash: string, answer: CachedAnswer) => {
    store.answer = answer;
    return Promise.resolve();
  },
  takeLease: () => {
    store.beforeNextLease?.();
    store.beforeNextLease = undefined;
    if (store.leaseHeld) return Promise.resolve(false);
    store.leaseHeld = true;
    return Promise.resolve(true);
  },
  releaseLease: () => {
    store.leaseHeld = false;
    return Promise.resolve();
  },
}));

const { sharedAnswer } = await import('./shared-answer.js');

beforeEach(() => {
  store.answer = undefined;
  store.leaseHeld = false;
});

describe('a caller waiting for another container', () => {
  it('takes the answer written just before the lease came free, without producing again', async () => {
    // Another container holds the lease; it writes its answer and lets go between this caller's
    // look at the item and its next lease attempt.
    store.leaseHeld = true;
    let lookedOnce = false;
    store.beforeNextLease = () => {
      lookedOnce = true;
    };
    const theirs = { status: 200, contentType: 'text/plain', text: 'theirs', fetchedAt: Date.now() };
    const produce = vi.fn(() => Promise.resolve({ status: 200, contentType: 'text/plain', text: 'ours' }));
    const pending = sharedAnswer({ tenantId: 't', hash: 'h', ttlMs: 60_000, waitMs: 5_000, produce });
    await vi.waitFor(() => expect(lookedOnce).toBe(true));
    store.beforeNextLease = () => {
      store.answer = { ...theirs, freshUntil: Date.now() + 60_000 };
      store.leaseHeld = false;
    };
    const result = await pending;
    expect(produce).not.toHaveBeenCalled();
    expect(result).toMatchObject({ fetched: false, answer: { text: 'theirs' } });
  });

  it('produces under the lease when nobody has answered', async () => {
    const produce = vi.fn(() => Promise.resolve({ status: 200, contentType: 'text/plain', text: 'ours' }));
    const result = await sharedAnswer({ tenantId: 't', hash: 'h2', ttlMs: 60_000, waitMs: 5_000, produce });
    expect(produce).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ fetched: true, answer: { text: 'ours' } });
    expect(store.leaseHeld).toBe(false);
  });
});
