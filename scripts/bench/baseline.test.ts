import { describe, expect, it } from 'vitest';
import { alternate, median, ratio, spread } from './baseline.js';

describe('benchmark baselines', () => {
  it('runs ours and the baseline alternately, ours first, as many times each', async () => {
    const order: string[] = [];
    const both = await alternate(
      3,
      async (i) => (order.push(`ours ${i}`), i),
      async (i) => (order.push(`bare ${i}`), 10 + i),
    );
    expect(order).toEqual(['ours 0', 'bare 0', 'ours 1', 'bare 1', 'ours 2', 'bare 2']);
    expect(both).toEqual({ ours: [0, 1, 2], bare: [10, 11, 12] });
  });

  it('prints a series as its median and range, whatever its order', () => {
    expect(median([900, 700, 800, 1200, 750])).toBe(800);
    expect(spread([900, 700, 800, 1200, 750])).toBe('median 800 ms (runs 700–1200 ms)');
  });

  it('prints ours over the baseline as a ratio', () => {
    expect(ratio(1300, 1000)).toBe('1.30×');
  });
});
