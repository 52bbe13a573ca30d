import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { SqlFailure } from './failure.js';
import { deadline, openFailure, SessionPool } from './session-pool.js';

interface Fake {
  id: number;
  closed: boolean;
}

function poolOf(max = 2, idleMs = 1000) {
  let next = 0;
  const opened: Fake[] = [];
  const pool = new SessionPool<Fake>(
    {
      open: () => {
        const session = { id: ++next, closed: false };
        opened.push(session);
        return Promise.resolve(session);
      },
      close: (session) => {
        session.closed = true;
      },
    },
    { max, idleMs },
  );
  return { pool, opened };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionPool', () => {
  it('opens at most max sessions; a third caller waits for one to come back', async () => {
    const { pool, opened } = poolOf(2);
    const a = await pool.acquire();
    const b = await pool.acquire();
    let third: Fake | undefined;
    const waiting = pool.acquire().then((session) => (third = session));
    await Promise.resolve();
    expect(third).toBeUndefined();
    expect(opened).toHaveLength(2);
    pool.release(a, true);
    await waiting;
    expect(third).toBe(a);
    expect(pool.size).toBe(2);
    pool.release(b, true);
  });

  it('closes a session handed back as not reusable and opens a fresh one for the next caller', async () => {
    const { pool, opened } = poolOf(1);
    const a = await pool.acquire();
    const next = pool.acquire();
    pool.release(a, false);
    expect(a.closed).toBe(true);
    const b = await next;
    expect(b).not.toBe(a);
    expect(opened).toHaveLength(2);
    expect(pool.size).toBe(1);
  });

  it('closes an idle session after idleMs, at the next sweep (a second at most)', async () => {
    vi.useFakeTimers();
    const { pool } = poolOf(2, 60_000);
    const a = await pool.acquire();
    pool.release(a, true);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(a.closed).toBe(false);
    expect(pool.size).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(a.closed).toBe(true);
    expect(pool.size).toBe(0);
  });

  it('frees the slot when opening fails', async () => {
    let fail = true;
    const pool = new SessionPool<object>(
      { open: () => (fail ? Promise.reject(new Error('refused')) : Promise.resolve({})), close: () => undefined },
      { max: 1, idleMs: 1000 },
    );
    await expect(pool.acquire()).rejects.toThrow('refused');
    fail = false;
    await expect(pool.acquire()).resolves.toEqual({});
  });

  it('drain closes idle sessions, refuses new callers and closes the busy ones when they return', async () => {
    const { pool } = poolOf(2);
    const a = await pool.acquire();
    const b = await pool.acquire();
    pool.release(a, true);
    pool.drain();
    expect(a.closed).toBe(true);
    await expect(pool.acquire()).rejects.toThrow('pool closed');
    pool.release(b, true);
    expect(b.closed).toBe(true);
    await vi.waitFor(() => expect(pool.size).toBe(0));
  });
});

describe('deadline', () => {
  it('answers the work when it settles in time', async () => {
    await expect(deadline(Promise.resolve(7), 1000, () => new Error('late'))).resolves.toBe(7);
  });

  it('throws the expiry error once the time is up, and hands a late answer over', async () => {
    vi.useFakeTimers();
    let finish: (value: string) => void = () => undefined;
    const work = new Promise<string>((resolve) => (finish = resolve));
    const late: string[] = [];
    const answer = deadline(
      work,
      5000,
      () => new Error('expired'),
      (value) => late.push(value),
    );
    const caught = answer.catch((error: unknown) => error);
    vi.advanceTimersByTime(5000);
    expect(await caught).toEqual(new Error('expired'));
    finish('session');
    await Promise.resolve();
    await Promise.resolve();
    expect(late).toEqual(['session']);
  });
});

describe('openFailure', () => {
  it('is a connection failure with the first line, without secrets or binary bytes', () => {
    const failure = openFailure(new Error('Authentication error: 5.5.5\u0000\u0001\ufffdhi pw=Top#1\nstack'), [
      'Top#1',
    ]);
    expect(failure.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(failure.data.message).toBe('Authentication error: 5.5.5 hi pw=***');
  });

  it('keeps a SqlFailure as it is', () => {
    const original = new SqlFailure(ErrorCode.SQL_ERROR, 'x');
    expect(openFailure(original, [])).toBe(original);
  });
});
