import { describe, expect, it } from 'vitest';
import { ranked } from './ranking';
import { columnWeights, scrolls, scrollWindow } from './scrollWindow';

describe('scrolling board row window', () => {
  it('shows every row in place, without moving, when they fit', () => {
    expect(scrolls(3, 5)).toBe(false);
    expect(scrollWindow(3, 5, 7)).toEqual([
      { key: 0, row: 0, slot: 0 },
      { key: 1, row: 1, slot: 1 },
      { key: 2, row: 2, slot: 2 },
    ]);
    expect(scrollWindow(0, 5, 0)).toEqual([]);
  });

  it('draws the visible rows plus the one that left and the one coming, wrapping around', () => {
    expect(scrolls(8, 5)).toBe(true);
    const at0 = scrollWindow(8, 5, 0);
    expect(at0.map((s) => s.slot)).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(at0.map((s) => s.row)).toEqual([7, 0, 1, 2, 3, 4, 5]);
    const at6 = scrollWindow(8, 5, 6);
    expect(at6.filter((s) => s.slot >= 0 && s.slot < 5).map((s) => s.row)).toEqual([6, 7, 0, 1, 2]);
  });

  it('keeps a row’s key while it moves up one slot per tick (so its position transitions)', () => {
    const before = scrollWindow(8, 5, 3);
    const after = scrollWindow(8, 5, 4);
    const moved = before.find((s) => s.slot === 2)!;
    const same = after.find((s) => s.key === moved.key)!;
    expect(same.row).toBe(moved.row);
    expect(same.slot).toBe(1);
  });
});

describe('ranking list', () => {
  it('ranks by value, largest first, ties in their order, bars relative to the largest', () => {
    const items = ranked(
      [
        { name: 'a', value: 5 },
        { name: 'b', value: 10 },
        { name: 'c', value: 5 },
        { name: 'd', value: 1 },
      ],
      3,
    );
    expect(items.map((i) => [i.rank, i.name, i.share])).toEqual([
      [1, 'b', 1],
      [2, 'a', 0.5],
      [3, 'c', 0.5],
    ]);
  });
  it('gives zero-length bars when nothing is positive', () => {
    expect(
      ranked(
        [
          { name: 'a', value: -3 },
          { name: 'b', value: 0 },
        ],
        5,
      ).map((i) => i.share),
    ).toEqual([0, 0]);
  });
});

describe('scrolling board columns', () => {
  it('are as wide as their longest text, within 4 and 30 characters', () => {
    expect(
      columnWeights(
        ['time', 'event', 'id'],
        [
          ['10:42:18', 'CPU load 97% on the primary database cluster node', 'a'],
          ['9:00', 'ok', 'b'],
        ],
      ),
    ).toEqual([8, 30, 4]);
    expect(columnWeights(['level'], [])).toEqual([5]);
    expect(columnWeights(['alarm'], [['温度过高']])).toEqual([8]);
  });
});
