import { describe, expect, it } from 'vitest';
import { applyOrder, dropSide, orderGroups, reorderIds, stepIds } from './groupOrder';

const ids = ['a', 'b', 'c', 'd'];

describe('group order', () => {
  it('drops a group before or after another', () => {
    expect(reorderIds(ids, 'd', 'a', 'before')).toEqual(['d', 'a', 'b', 'c']);
    expect(reorderIds(ids, 'a', 'c', 'after')).toEqual(['b', 'c', 'a', 'd']);
    expect(reorderIds(ids, 'a', 'd', 'after')).toEqual(['b', 'c', 'd', 'a']);
  });

  it('answers null when nothing moves or an id is unknown (e.g. the default group)', () => {
    expect(reorderIds(ids, 'b', 'b', 'before')).toBeNull();
    expect(reorderIds(ids, 'a', 'b', 'before')).toBeNull();
    expect(reorderIds(ids, 'default', 'b', 'before')).toBeNull();
    expect(reorderIds(ids, 'b', 'default', 'before')).toBeNull();
  });

  it('steps up and down within bounds', () => {
    expect(stepIds(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(stepIds(ids, 'a', -1)).toBeNull();
    expect(stepIds(ids, 'd', 1)).toBeNull();
  });

  it('picks the half of the row under the pointer', () => {
    expect(dropSide(105, 100, 32)).toBe('before');
    expect(dropSide(120, 100, 32)).toBe('after');
  });

  it('keeps the default group first and applies a new order', () => {
    const groups = [
      { _id: 'x', default: 0 as const, sort: 2, name: 'X' },
      { _id: 'def', default: 1 as const, sort: 99, name: 'Default' },
      { _id: 'y', default: 0 as const, sort: 1, name: 'Y' },
    ];
    expect(orderGroups(groups).map((g) => g._id)).toEqual(['def', 'y', 'x']);
    expect(orderGroups(applyOrder(groups, ['x', 'y'])).map((g) => g._id)).toEqual(['def', 'x', 'y']);
  });
});
