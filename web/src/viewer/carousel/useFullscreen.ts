import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen of one element through the Fullscreen API: whether it is on, and the switch. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void ref.current?.requestFullscreen().catch(() => undefined);
  }, [ref]);
  return { on, toggle, supported: document.fullscreenEnabled };
}
