import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Turns to mount widget renderers, in the order they were asked for, in slices of a task: each
 * task grants turns until SLICE_MS have gone (always at least one), then yields. A canvas of
 * hundreds of charts then draws its boxes at once and fills them in over the following moments
 * while staying responsive: input is handled between two slices, never after all of them
 * (building one Highcharts chart takes a few to tens of milliseconds). A turn's renderer mounts
 * inside its grant (see useMountTurn), so a slice's clock measures the mounting itself.
 */
export interface MountQueue {
  /** Calls `grant` when it is this caller's turn; the returned function withdraws the request. */
  request(grant: () => void): () => void;
}

type Post = (run: () => void) => void;

/**
 * A slice's time: the long-task threshold, so a click waits at most about one slice. Each slice
 * is followed by a frame whose style, layout and paint cover the whole canvas (about 10,000
 * elements for 300 widgets), so shorter slices spend more of an open on frames than on the
 * renderers (docs/performance.md, "Editor open").
 */
export const SLICE_MS = 50;

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

export function createMountQueue(post: Post = messagePost(), now: () => number = () => performance.now()): MountQueue {
  const waiting: { grant: () => void }[] = [];
  let scheduled = false;
  const pump = () => {
    scheduled = false;
    const started = now();
    do waiting.shift()?.grant();
    while (waiting.length > 0 && now() - started < SLICE_MS);
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
    // Rendered and committed (its effects too) within the grant, so the queue's slice clock sees the cost.
    return shared.request(() => flushSync(() => setTurn(true)));
  }, [turn]);
  return turn || !shared;
}
