import { describe, expect, it } from 'vitest';
import { RowCollector } from './session.js';

describe('RowCollector', () => {
  it('keeps rows up to the row cap and says the rest was cut', () => {
    const collector = new RowCollector({ maxRows: 2, maxBytes: 1000 });
    expect([collector.add([1]), collector.add([2]), collector.add([3])]).toEqual([true, true, false]);
    expect(collector.rows).toEqual([[1], [2]]);
    expect(collector.truncated).toBe(true);
  });

  it('stops at the byte cap, counting rows as JSON (bigints as strings)', () => {
    const collector = new RowCollector({ maxRows: 100, maxBytes: 20 });
    expect(collector.add(['abcdefgh'])).toBe(true); // ["abcdefgh"] is 12 bytes
    expect(collector.add([12345678901234567890n])).toBe(false);
    expect(collector.rows).toHaveLength(1);
    expect(collector.truncated).toBe(true);
    expect(collector.add([1])).toBe(false);
  });

  it('is not truncated when everything fits', () => {
    const collector = new RowCollector({ maxRows: 5, maxBytes: 1000 });
    collector.add([null, 'x']);
    expect(collector.truncated).toBe(false);
  });
});
