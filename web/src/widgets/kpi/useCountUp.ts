import { useEffect, useRef, useState } from 'react';
import { easeOut } from './format';

/**
 * The value to show while counting up (or down) to `target` over `durationMs`: from 0 on the
 * first render, then from the last shown value. `enabled` false shows the target at once.
 * One animation frame loop at a time, cancelled on change and on unmount.
 */
export function useCountUp(target: number, durationMs: number, enabled: boolean): number {
  const [shown, setShown] = useState(enabled ? 0 : target);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    if (!enabled || !Number.isFinite(target)) {
      setShown(target);
      return undefined;
    }
    const from = shownRef.current;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = (now - start) / durationMs;
      setShown(t >= 1 ? target : from + (target - from) * easeOut(t));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, enabled]);
  return shown;
}
