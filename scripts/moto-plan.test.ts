import { describe, expect, it } from 'vitest';
import { extraOf, planOf } from './moto-plan.js';

describe('the moto plan', () => {
  it('needs the shapes every run sent, and covers them with the fewest seconds per shape', () => {
    const run = [
      { file: 'a.test.ts', seconds: 10, shapes: ['put', 'get', 'query'] },
      { file: 'b.test.ts', seconds: 2, shapes: ['put', 'get'] },
      { file: 'c.test.ts', seconds: 1, shapes: ['scan', 'timer'] },
      { file: 'd.test.ts', seconds: 30, shapes: ['put'] },
    ];
    const again = [
      { file: 'a.test.ts', seconds: 12, shapes: ['put', 'get', 'query'] },
      { file: 'b.test.ts', seconds: 2, shapes: ['put', 'get', 'retry'] },
      { file: 'c.test.ts', seconds: 1, shapes: ['scan'] },
      { file: 'd.test.ts', seconds: 30, shapes: ['put'] },
    ];
    expect(planOf([run, again])).toEqual({
      files: ['a.test.ts', 'b.test.ts', 'c.test.ts'],
      shapes: ['get', 'put', 'query', 'scan'],
      unstable: ['retry', 'timer'],
    });
  });

  it('takes one run as it is', () => {
    const plan = planOf([[{ file: 'a.test.ts', seconds: 1, shapes: ['put'] }]]);
    expect(plan).toEqual({ files: ['a.test.ts'], shapes: ['put'], unstable: [] });
  });

  it('names the files outside the plan that sent a shape it does not hold, for the moto run', () => {
    const plan = { files: ['a.test.ts'], shapes: ['get', 'put'], unstable: ['retry'] };
    const run = [
      { file: 'a.test.ts', seconds: 3, shapes: ['put', 'delete'] },
      { file: 'b.test.ts', seconds: 2, shapes: ['get', 'retry'] },
      { file: 'c.test.ts', seconds: 1, shapes: ['delete', 'scan'] },
    ];
    expect(extraOf(plan, run)).toEqual({ files: ['c.test.ts'], shapes: ['delete', 'scan'] });
    expect(extraOf(plan, [{ file: 'b.test.ts', seconds: 2, shapes: ['put'] }])).toEqual({ files: [], shapes: [] });
  });
});
