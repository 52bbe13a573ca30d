import { describe, expect, it } from 'vitest';
import { DataHub, isStale, type HubEnvironment, type SourceState } from './hub';

/** A manual clock and timers, and a page that can be hidden. */
function fakeEnvironment() {
  let now = 0;
  let hidden = false;
  let timers: Array<{ at: number; run: () => void; live: boolean }> = [];
  const visibility = new Set<() => void>();
  const env: HubEnvironment = {
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => {
        timer.live = false;
      };
    },
    hidden: () => hidden,
    onVisibilityChange: (listener) => {
      visibility.add(listener);
      return () => visibility.delete(listener);
    },
    codeOf: () => 50027006,
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    env,
    /** Moves the clock, firing due timers in order (and letting their fetches settle). */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        due.live = false;
        due.run();
        await flush();
      }
      now = end;
      timers = timers.filter((t) => t.live);
    },
    setHidden(value: boolean) {
      hidden = value;
      for (const listener of visibility) listener();
    },
    flush,
  };
}

function counter(result: () => unknown = () => ({ ok: true })) {
  let calls = 0;
  return {
    fetch: async () => {
      calls++;
      return result();
    },
    calls: () => calls,
  };
}

describe('the screen data hub', () => {
  it('shares one request and one poller among widgets bound to the same source', async () => {
    const fake = fakeEnvironment();
    const hub = new DataHub(fake.env);
    const source = counter();
    const seen: SourceState[][] = [[], [], []];
    for (let i = 0; i < 3; i++)
      hub.subscribe({ key: 'sales', intervalMs: 1000, fetch: source.fetch }, (s) => seen[i]!.push(s));
    await fake.flush();
    expect(source.calls()).toBe(1);
    expect(seen.map((s) => s.at(-1)?.status)).toEqual(['ready', 'ready', 'ready']);
    await fake.advance(5000);
    expect(source.calls()).toBe(6);
  });

  it('polls at the shortest interval asked for, and stops when the last widget leaves', async () => {
    const fake = fakeEnvironment();
    const hub = new DataHub(fake.env);
    const source = counter();
    const slow = hub.subscribe({ key: 'k', intervalMs: 5000, fetch: source.fetch }, () => undefined);
    await fake.flush();
    const fast = hub.subscribe({ key: 'k', intervalMs: 1000, fetch: source.fetch }, () => undefined);
    await fake.advance(3000);
    expect(source.calls()).toBe(4);
    fast();
    await fake.advance(5000);
    expect(source.calls()).toBe(5);
    slow();
    await fake.advance(60_000);
    expect(source.calls()).toBe(5);
  });

  it('pauses while the page is hidden and catches up at once when it shows again', async () => {
    const fake = fakeEnvironment();
    const hub = new DataHub(fake.env);
    const source = counter();
    hub.subscribe({ key: 'k', intervalMs: 1000, fetch: source.fetch }, () => undefined);
    await fake.flush();
    fake.setHidden(true);
    await fake.advance(30_000);
    expect(source.calls()).toBe(1);
    fake.setHidden(false);
    await fake.advance(0);
    expect(source.calls()).toBe(2);
  });

  it('keeps the last data when a poll fails, retries an interval later, and the data turns stale', async () => {
    const fake = fakeEnvironment();
    const hub = new DataHub(fake.env);
    let failing = false;
    const source = counter(() => {
      if (failing) throw new Error('down');
      return { value: 7 };
    });
    let last: SourceState = { status: 'loading' };
    hub.subscribe({ key: 'k', intervalMs: 1000, fetch: source.fetch }, (s) => (last = s));
    await fake.flush();
    failing = true;
    await fake.advance(1000);
    expect(last).toMatchObject({ status: 'ready', data: { value: 7 }, fetchedAt: 0, errorCode: 50027006 });
    expect(isStale(last, 1000, fake.env.now())).toBe(false);
    await fake.advance(2000);
    expect(source.calls()).toBe(4);
    expect(isStale(last, 1000, fake.env.now())).toBe(true);
    failing = false;
    await fake.advance(1000);
    expect(last.errorCode).toBeUndefined();
    expect(isStale(last, 1000, fake.env.now())).toBe(false);
  });

  it('answers an error state when the very first fetch fails', async () => {
    const fake = fakeEnvironment();
    const hub = new DataHub(fake.env);
    let last: SourceState = { status: 'loading' };
    hub.subscribe({ key: 'k', intervalMs: 0, fetch: () => Promise.reject(new Error('x')) }, (s) => (last = s));
    await fake.flush();
    expect(last).toEqual({ status: 'error', errorCode: 50027006 });
    expect(hub.state('k')).toEqual(last);
  });
});
