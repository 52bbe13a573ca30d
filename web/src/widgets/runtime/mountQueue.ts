import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Turns to mount widget renderers, in the order they were asked for, in tasks of at most
 * `SLICE_MS` of work each. A canvas of hundreds of charts then draws its boxes at once and
 * fills them in over the following moments while staying responsive: input waits for the end
 * of a slice, never for all of them (building one Highcharts chart takes a few to tens of
 * milliseconds). A slice rather than one renderer per task: every task ended lets the browser
 * style, lay out and paint the whole canvas again, which on a 300-widget screen cost several
 * times the renderer itself.
 */
export interface MountQueue {
  /** Calls `grant` when it is this caller's turn; the returned function withdraws the request. */
  request(grant: () => void): () => void;
}

type Post = (run: () => void) => void;

/**
 * How long a slice goes on granting before it yields to input and paint. On the 300-widget
 * screen of `bench:editor`: 20 ms, all painted in 6.4 s and a click answered 1.4 s after
 * navigation; 40 ms, 5.1 s and 1.6 s; one renderer per task, 44 s and 1.0 s.
 */
export const SLICE_MS = 20;

/** A macrotask that is not clamped like nested timers: a message to ourselves. */
function messagePost(): Post {
  if (typeof MessageChannel === 'undefined') return (run) => setTimeout(run, 0);
  const channel = new MessageChannel();
  const pending: (() => void)[] = [];
  channel.port1.onmessage = () => pending.shift()?.();
  return (run) => {
    pending.push(run);
    channel.port2.postMessage(null);
  };
}

/** `grant` must do its work before it returns (`useMountTurn` renders the widget synchronously) for the slice to measure it. */
export function createMountQueue(post: Post = messagePost(), now: () => number = () => performance.now()): MountQueue {
  const waiting: { grant: () => void }[] = [];
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    const start = now();
    do waiting.shift()?.grant();
    while (waiting.length > 0 && now() - start < SLICE_MS);
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    post(pump);
  };
  return {
    request(grant) {
      const entry = { grant };
      waiting.push(entry);
      schedule();
      return () => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
  };
}

const shared = typeof window === 'undefined' ? null : createMountQueue();

/** Whether this widget's renderer may mount: at once when not `queued`, else when its turn comes (and from then on). */
export function useMountTurn(queued: boolean): boolean {
  const [turn, setTurn] = useState(!queued);
  useEffect(() => {
    if (turn || !shared) return undefined;
    // Rendered now, inside the queue's slice, so that the slice measures the renderer's work.
    return shared.request(() => flushSync(() => setTurn(true)));
  }, [turn]);
  return turn || !shared;
}
