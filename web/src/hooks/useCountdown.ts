import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline (e.g. "resend code in 60 s"); 0 when idle. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= now) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline, now]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);
  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}
