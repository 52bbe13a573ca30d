import { describe, expect, it } from 'vitest';
import { createMountQueue } from './mountQueue';

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
  it('grants one turn per task, in the order asked', () => {
    const tasks = manualTasks();
    const queue = createMountQueue(tasks.post);
    const granted: string[] = [];
    for (const name of ['a', 'b', 'c']) queue.request(() => granted.push(name));
    expect(granted).toEqual([]);
    tasks.runOne();
    expect(granted).toEqual(['a']);
    tasks.runOne();
    tasks.runOne();
    expect(granted).toEqual(['a', 'b', 'c']);
    expect(tasks.size).toBe(0);
  });

  it('never grants a withdrawn request (an unmounted widget)', () => {
    const tasks = manualTasks();
    const queue = createMountQueue(tasks.post);
    const granted: string[] = [];
    queue.request(() => granted.push('a'));
    const withdraw = queue.request(() => granted.push('b'));
    queue.request(() => granted.push('c'));
    withdraw();
    while (tasks.size) tasks.runOne();
    expect(granted).toEqual(['a', 'c']);
  });
});
