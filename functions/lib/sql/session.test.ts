import { describe, expect, it } from 'vitest';
import { cappedBatches, RowCap, RowCollector } from './session.js';

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

async function* rowsOf(count: number): AsyncGenerator<unknown[]> {
  for (let n = 1; n <= count; n += 1) yield [n];
}

async function batchesOf(batches: AsyncIterable<unknown[][]>): Promise<number[][]> {
  const read: number[][] = [];
  for await (const batch of batches) read.push(batch.map((row) => Number(row[0])));
  return read;
}

describe('cappedBatches', () => {
  it('hands rows on in batches of the size asked, the last shorter, none empty', async () => {
    const cap = new RowCap({ maxRows: 100, maxBytes: 10_000 });
    expect(await batchesOf(cappedBatches(rowsOf(7), 3, cap))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(await batchesOf(cappedBatches(rowsOf(0), 3, new RowCap({ maxRows: 1, maxBytes: 1 })))).toEqual([]);
    expect(cap.truncated).toBe(false);
    expect(cap.count).toBe(7);
  });

  it('ends at the row cap, counting without keeping', async () => {
    const cap = new RowCap({ maxRows: 4, maxBytes: 10_000 });
    expect(await batchesOf(cappedBatches(rowsOf(10), 3, cap))).toEqual([[1, 2, 3], [4]]);
    expect(cap.truncated).toBe(true);
  });

  it('keeps the leading rows of a batch that fit (admitAll)', () => {
    const cap = new RowCap({ maxRows: 100, maxBytes: 8 });
    expect(cap.admitAll([[1], [2], [3]])).toEqual([[1], [2]]); // [1] and [2] are 3 bytes each
    expect(cap.truncated).toBe(true);
    expect(cap.admitAll([[4]])).toEqual([]);
  });
});
