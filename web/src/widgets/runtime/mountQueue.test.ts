import { describe, expect, it } from 'vitest';
import { createMountQueue, SLICE_MS } from './mountQueue';

/** A task queue the test runs by hand. */
function manualTasks() {
  const tasks: (() => void)[] = [];
  return {
    post: (run: () => void) => void tasks.push(run),
    runOne: () => tasks.shift()?.(),
    get size() {
      return tasks.length;
    },
  };
}

describe('createMountQueue', () => {
  it('grants turns in the order asked, as many per task as fit in a slice', () => {
    const tasks = manualTasks();
    let clock = 0;
    const queue = createMountQueue(tasks.post, () => clock);
    const granted: string[] = [];
    // Each renderer takes 8 ms: three start within a slice (at 0, 8, 16 < SLICE_MS), the fourth waits.
    for (const name of ['a', 'b', 'c', 'd', 'e']) queue.request(() => (granted.push(name), (clock += 8)));
    expect(SLICE_MS).toBe(20);
    expect(granted).toEqual([]);
    tasks.runOne();
    expect(granted).toEqual(['a', 'b', 'c']);
    tasks.runOne();
    expect(granted).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(tasks.size).toBe(0);
  });

  it('a renderer longer than the slice has a task to itself', () => {
    const tasks = manualTasks();
    let clock = 0;
    const queue = createMountQueue(tasks.post, () => clock);
    const granted: string[] = [];
    for (const name of ['a', 'b']) queue.request(() => (granted.push(name), (clock += 100)));
    tasks.runOne();
    expect(granted).toEqual(['a']);
    tasks.runOne();
    expect(granted).toEqual(['a', 'b']);
  });

  it('never grants a withdrawn request (an unmounted widget)', () => {
    const tasks = manualTasks();
    const queue = createMountQueue(tasks.post, () => 0);
    const granted: string[] = [];
    queue.request(() => granted.push('a'));
    const withdraw = queue.request(() => granted.push('b'));
    queue.request(() => granted.push('c'));
    withdraw();
    while (tasks.size) tasks.runOne();
    expect(granted).toEqual(['a', 'c']);
  });
});
