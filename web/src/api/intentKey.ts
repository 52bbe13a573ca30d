import { useCallback, useRef } from 'react';

/**
 * The idempotency key of what a form is trying to create (shared/protocol/keyed-acts.ts): the
 * same while the user tries the same thing again after a failure, so a try whose answer was lost
 * is answered instead of repeated; a new one once the form's input changed or the creation worked.
 */
export function useIntentKey(): { keyFor: (input: string) => string; done: () => void } {
  const current = useRef<{ input: string; key: string } | null>(null);
  const keyFor = useCallback((input: string) => {
    if (current.current?.input !== input) current.current = { input, key: crypto.randomUUID() };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
