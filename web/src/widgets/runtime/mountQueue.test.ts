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
  it('grants one turn per task when each takes a slice, in the order asked', () => {
    const tasks = manualTasks();
    let clock = 0;
    const queue = createMountQueue(tasks.post, () => clock);
    const slow = (name: string, into: string[]) => () => {
      into.push(name);
      clock += SLICE_MS;
    };
    const granted: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.request(slow(name, granted));
    expect(granted).toEqual([]);
    tasks.runOne();
    expect(granted).toEqual(['a']);
    tasks.runOne();
    tasks.runOne();
    expect(granted).toEqual(['a', 'b', 'c']);
    expect(tasks.size).toBe(0);
  });

  it('grants as many turns in one task as fit its slice, the rest in the next', () => {
    const tasks = manualTasks();
    let clock = 0;
    const queue = createMountQueue(tasks.post, () => clock);
    const granted: number[] = [];
    for (let i = 0; i < 10; i++)
      queue.request(() => {
        granted.push(i);
        clock += SLICE_MS / 4;
      });
    tasks.runOne();
    expect(granted).toEqual([0, 1, 2, 3]);
    tasks.runOne();
    expect(granted).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    tasks.runOne();
    expect(granted).toHaveLength(10);
    expect(tasks.size).toBe(0);
  });

  it('never grants a withdrawn request (an unmounted widget)', () => {
    const tasks = manualTasks();
    let clock = 0;
    const queue = createMountQueue(tasks.post, () => (clock += SLICE_MS));
    const granted: string[] = [];
    queue.request(() => granted.push('a'));
    const withdraw = queue.request(() => granted.push('b'));
    queue.request(() => granted.push('c'));
    withdraw();
    while (tasks.size) tasks.runOne();
    expect(granted).toEqual(['a', 'c']);
  });
});
