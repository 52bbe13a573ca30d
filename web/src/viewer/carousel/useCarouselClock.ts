import { useEffect, useMemo, useReducer } from 'react';
import { clockReducer, remaining, startClock } from './clock';

const now = (): number => performance.now();

/**
 * Runs the carousel clock over screens shown `durationsMs` each: one timeout for the time left
 * on the current screen, set again whenever the state changes and always cleared, so a wall
 * left on for days holds no stray timer.
 */
export function useCarouselClock(durationsMs: readonly number[]) {
  const count = durationsMs.length;
  const reducer = useMemo(() => clockReducer(count), [count]);
  const [state, dispatch] = useReducer(reducer, undefined, () => startClock(now()));
  useEffect(() => dispatch({ type: 'resize', count, now: now() }), [count]);
  const duration = durationsMs[state.index] ?? 0;
  useEffect(() => {
    if (state.paused || count === 0 || duration <= 0) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'next', now: now() }), remaining(state, duration, now()));
    return () => window.clearTimeout(timer);
  }, [state, duration, count]);
  const controls = useMemo(
    () => ({
      next: () => dispatch({ type: 'next', now: now() }),
      previous: () => dispatch({ type: 'previous', now: now() }),
      toggle: () => dispatch({ type: 'toggle', now: now() }),
      go: (index: number) => dispatch({ type: 'go', index, now: now() }),
    }),
    [],
  );
  return { state, duration, now, ...controls };
}
