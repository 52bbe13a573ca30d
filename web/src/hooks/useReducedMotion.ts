import { createContext, useContext, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Motion held still by the host: the editor's canvas draws widgets as they rest (no count-ups,
 * scrolling boards or running flylines), so hundreds of them cost nothing between edits.
 */
export const StillMotion = createContext(false);

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether widgets should keep still: the user asked for reduced motion (live), or the host holds motion still. */
export function useReducedMotion(): boolean {
  const still = useContext(StillMotion);
  const reduced = useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
  return still || reduced;
}
