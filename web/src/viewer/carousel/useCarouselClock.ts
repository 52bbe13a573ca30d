import { useEffect, useMemo, useReducer, useState } from 'react';
import { clockReducer, placeAfterChange, remaining, startClock } from './clock';

const now = (): number => performance.now();

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Runs the carousel clock over screens shown `durationsMs` each: one timeout for the time left
 * on the current screen, set again whenever the state changes and always cleared, so a wall
 * left on for days holds no stray timer. Given the screens' `ids`, a change of the list (a
 * screen added, removed or moved) keeps the carousel on the screen it shows (placeAfterChange),
 * in the same render, so no other screen flashes in between.
 */
export function useCarouselClock(durationsMs: readonly number[], ids?: readonly string[]) {
  const count = durationsMs.length;
  const reducer = useMemo(() => clockReducer(count), [count]);
  const [state, dispatch] = useReducer(reducer, undefined, () => startClock(now()));
  const [listed, setListed] = useState(ids);
  if (ids && listed && !sameList(ids, listed)) {
    // Adjusted while rendering (React's "state from the previous render"): the list and the place change together.
    setListed(ids);
    dispatch({ type: 'relist', ...placeAfterChange(listed, state.index, ids), now: now() });
  }
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
