import { useEffect, useState } from 'react';

/**
 * Turns to mount widget renderers, one per task, in the order they were asked for. A canvas of
 * hundreds of charts then draws its boxes at once and fills them in over the following
 * moments while staying responsive: input is handled between two renderers, never after all
 * of them (building one Highcharts chart is a task of a few to tens of milliseconds).
 */
export interface MountQueue {
  /** Calls `grant` when it is this caller's turn; the returned function withdraws the request. */
  request(grant: () => void): () => void;
}

type Post = (run: () => void) => void;

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

export function createMountQueue(post: Post = messagePost()): MountQueue {
  const waiting: { grant: () => void }[] = [];
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    const next = waiting.shift();
    next?.grant();
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
    return shared.request(() => setTurn(true));
  }, [turn]);
  return turn || !shared;
}
