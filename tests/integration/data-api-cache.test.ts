import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

/**
 * The shared answer of functions/core/data-apis/shared-answer.ts across containers: two fresh module
 * instances stand for two Lambda containers (each with its own memory and in-flight promises),
 * sharing only the DynamoDB emulator, as deployed containers share the table.
 */
type SharedAnswerModule = typeof import('../../functions/core/data-apis/shared-answer.js');

async function container(): Promise<SharedAnswerModule> {
  vi.resetModules();
  return import('../../functions/core/data-apis/shared-answer.js');
}

const tenantId = `cache-${randomUUID()}`;

describe('the shared answer across containers', () => {
  it('produces once for many callers in two containers, and again once stale', async () => {
    const [one, two] = [await container(), await container()];
    let produced = 0;
    const work = (hash: string, ttlMs: number) => ({
      tenantId,
      hash,
      ttlMs,
      waitMs: 5000,
      produce: async () => {
        produced++;
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { status: 200, contentType: 'application/json', text: JSON.stringify({ n: produced }) };
      },
    });
    const hash = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? one : two).sharedAnswer(work(hash, 1500))),
    );
    expect(produced).toBe(1);
    expect(answers.filter((a) => a.fetched)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.answer.text))).toEqual(new Set(['{"n":1}']));

    await new Promise((resolve) => setTimeout(resolve, 1600));
    const again = await Promise.all(Array.from({ length: 10 }, () => two.sharedAnswer(work(hash, 1500))));
    expect(produced).toBe(2);
    expect(again.every((a) => a.answer.text === '{"n":2}')).toBe(true);
  });

  it('does not keep a failure: each caller of the failed run gets it, the next caller runs again', async () => {
    const shared = await container();
    const hash = randomUUID();
    let attempts = 0;
    const failing = {
      tenantId,
      hash,
      ttlMs: 10_000,
      waitMs: 5000,
      produce: async () => {
        attempts++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('upstream down');
      },
    };
    const settled = await Promise.allSettled(Array.from({ length: 5 }, () => shared.sharedAnswer(failing)));
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(attempts).toBe(1);
    const ok = await shared.sharedAnswer({
      ...failing,
      produce: () => Promise.resolve({ status: 200, contentType: 'text/plain', text: 'back' }),
    });
    expect(ok).toMatchObject({ fetched: true, answer: { text: 'back' } });
  });

  it('runs every call when the TTL is 0', async () => {
    const shared = await container();
    let produced = 0;
    const work = {
      tenantId,
      hash: randomUUID(),
      ttlMs: 0,
      waitMs: 5000,
      produce: () => {
        produced++;
        return Promise.resolve({ status: 200, contentType: 'text/plain', text: String(produced) });
      },
    };
    await Promise.all(Array.from({ length: 5 }, () => shared.sharedAnswer(work)));
    expect(produced).toBe(5);
  });
});
