/**
 * Keeps a long-running viewer on the latest release: asks `check` for the current value
 * (a version id, or a signature of several) every 30–60 s with random jitter, so a thousand
 * walls switched on together do not ask together; backs off exponentially (to 5 min) while
 * checks fail and goes back to the normal pace after one succeeds; calls `onChange` when the
 * value differs from the one shown. `stop` clears the pending timer and ignores a check in
 * flight: nothing is left behind on a wall that runs for days.
 */
export interface LatestWatchOptions<T> {
  /** The value shown now. */
  current: T;
  check: () => Promise<T>;
  onChange: (latest: T) => void;
  /** Whether a value is worth switching to (e.g. not "no latest version any more"). */
  follow?: (latest: T) => boolean;
  minMs?: number;
  maxMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
  /**
   * Subscribes to "check now" (a release notice on a realtime connection): the next check runs
   * at once instead of at its time. Returns the unsubscribe.
   */
  nudges?: (checkNow: () => void) => () => void;
}

export const WATCH_MIN_MS = 30_000;
export const WATCH_MAX_MS = 60_000;
export const WATCH_MAX_BACKOFF_MS = 5 * 60_000;

/** The wait before the next check: jittered in [min, max), doubled per failure in a row, capped. */
export function nextDelay(
  failures: number,
  random: () => number,
  minMs = WATCH_MIN_MS,
  maxMs = WATCH_MAX_MS,
  maxBackoffMs = WATCH_MAX_BACKOFF_MS,
): number {
  const base = minMs + random() * (maxMs - minMs);
  return Math.round(Math.min(maxBackoffMs, base * 2 ** Math.min(failures, 10)));
}

export function watchLatest<T>(options: LatestWatchOptions<T>): () => void {
  const random = options.random ?? Math.random;
  let shown = options.current;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(
      () => void run(),
      nextDelay(failures, random, options.minMs, options.maxMs, options.maxBackoffMs),
    );
  };
  const run = async () => {
    timer = undefined;
    try {
      const latest = await options.check();
      if (stopped) return;
      failures = 0;
      if (latest !== shown && (options.follow?.(latest) ?? true)) {
        shown = latest;
        options.onChange(latest);
      }
    } catch {
      if (stopped) return;
      failures += 1;
    }
    if (!stopped) schedule();
  };
  schedule();
  const unsubscribe = options.nudges?.(() => {
    // A check in flight (no timer pending) answers the nudge itself.
    if (stopped || timer === undefined) return;
    clearTimeout(timer);
    void run();
  });
  return () => {
    stopped = true;
    unsubscribe?.();
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
