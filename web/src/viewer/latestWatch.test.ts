import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextDelay, watchLatest, WATCH_MAX_BACKOFF_MS } from './latestWatch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the delay before the next check', () => {
  it('is jittered between 30 and 60 s', () => {
    expect(nextDelay(0, () => 0)).toBe(30_000);
    expect(nextDelay(0, () => 0.5)).toBe(45_000);
    expect(nextDelay(0, () => 0.999)).toBe(59_970);
  });

  it('doubles per failure in a row, capped at 5 minutes', () => {
    expect(nextDelay(1, () => 0)).toBe(60_000);
    expect(nextDelay(2, () => 0)).toBe(120_000);
    expect(nextDelay(3, () => 0)).toBe(240_000);
    expect(nextDelay(4, () => 0)).toBe(WATCH_MAX_BACKOFF_MS);
    expect(nextDelay(50, () => 0.9)).toBe(WATCH_MAX_BACKOFF_MS);
  });
});

describe('watching the latest version', () => {
  it('checks on a jittered schedule and switches once when a new version is released', async () => {
    let latest = 'v1';
    const check = vi.fn(async () => latest);
    const onChange = vi.fn();
    const stop = watchLatest({ current: 'v1', check, onChange, random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(44_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
    latest = 'v2';
    await vi.advanceTimersByTimeAsync(45_000);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('v2');
    await vi.advanceTimersByTimeAsync(45_000 * 3);
    expect(check).toHaveBeenCalledTimes(5);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks at once when nudged (a release notice), then goes back to its pace', async () => {
    let latest = 'v1';
    const check = vi.fn(async () => latest);
    const onChange = vi.fn();
    let nudge = () => {};
    const unsubscribed = vi.fn();
    const stop = watchLatest({
      current: 'v1',
      check,
      onChange,
      random: () => 0.5,
      nudges: (checkNow) => {
        nudge = checkNow;
        return unsubscribed;
      },
    });
    latest = 'v2';
    nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('v2');
    await vi.advanceTimersByTimeAsync(44_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    expect(unsubscribed).toHaveBeenCalledOnce();
    nudge();
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('backs off while checks fail and comes back to pace after one succeeds', async () => {
    let down = true;
    const check = vi.fn(async () => {
      if (down) throw new Error('offline');
      return 'v1';
    });
    const stop = watchLatest({ current: 'v1', check, onChange: vi.fn(), random: () => 0 });
    await vi.advanceTimersByTimeAsync(30_000); // 1st check fails
    await vi.advanceTimersByTimeAsync(60_000); // 2nd, after 60 s, fails
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(check).toHaveBeenCalledTimes(2);
    down = false;
    await vi.advanceTimersByTimeAsync(1); // 3rd, after 120 s, succeeds
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30_000); // back to 30 s
    expect(check).toHaveBeenCalledTimes(4);
    stop();
  });

  it('does not follow a value it is told to ignore (no latest version any more)', async () => {
    const onChange = vi.fn();
    const stop = watchLatest<string | null>({
      current: 'v1',
      check: async () => null,
      onChange,
      follow: (v) => v !== null,
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });

  it('leaves no timer behind when stopped, and ignores a check still in flight', async () => {
    let answer: (value: string) => void = () => undefined;
    const check = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onChange = vi.fn();
    const stop = watchLatest({ current: 'v1', check, onChange, random: () => 0 });
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(1);
    stop();
    answer('v2');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(onChange).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    const idle = watchLatest({ current: 'v1', check: async () => 'v1', onChange, random: () => 0 });
    idle();
    expect(vi.getTimerCount()).toBe(0);
  });
});
