import { createContext, useContext, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Widgets held still by the host: the editor's canvas draws widgets as they rest (no count-ups,
 * scrolling boards or running flylines, no clocks ticking, no chart tooltips or hover
 * tracking), so hundreds of them cost nothing between edits.
 */
export const StillMotion = createContext(false);

/** Whether the host holds widgets still (the editor's canvas): no timers that change what is drawn. */
export function useStill(): boolean {
  return useContext(StillMotion);
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether widgets should keep still: the user asked for reduced motion (live), or the host holds motion still. */
export function useReducedMotion(): boolean {
  const still = useStill();
  const reduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
  return still || reduced;
}
