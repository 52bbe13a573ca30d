import { describe, expect, it } from 'vitest';
import {
  allState,
  EMPTY_SELECTION,
  orderedSelection,
  pruneSelection,
  rangeBetween,
  selectAll,
  toggleSelection,
} from './selection';

const order = ['a', 'b', 'c', 'd', 'e', 'f'];
const ids = (state: { ids: ReadonlySet<string> }) => [...state.ids].sort();

describe('screen selection', () => {
  it('toggles single cards and remembers the anchor', () => {
    const one = toggleSelection(EMPTY_SELECTION, 'b', order);
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    const two = toggleSelection(one, 'd', order);
    expect(ids(two)).toEqual(['b', 'd']);
    expect(ids(toggleSelection(two, 'b', order))).toEqual(['d']);
  });

  it('selects a range with Shift, downwards and upwards, keeping the anchor', () => {
    const anchored = toggleSelection(EMPTY_SELECTION, 'b', order);
    const down = toggleSelection(anchored, 'e', order, { shift: true });
    expect(ids(down)).toEqual(['b', 'c', 'd', 'e']);
    expect(down.anchor).toBe('b');
    const up = toggleSelection(toggleSelection(EMPTY_SELECTION, 'e', order), 'b', order, { shift: true });
    expect(ids(up)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('adds a Shift range to an existing selection and removes it when the target was selected', () => {
    let state = toggleSelection(EMPTY_SELECTION, 'a', order);
    state = toggleSelection(state, 'd', order);
    state = toggleSelection(state, 'f', order, { shift: true });
    expect(ids(state)).toEqual(['a', 'd', 'e', 'f']);
    state = toggleSelection(state, 'e', order, { shift: true });
    expect(ids(state)).toEqual(['a', 'f']);
  });

  it('treats Shift without an anchor (or with one no longer shown) as a toggle', () => {
    expect(ids(toggleSelection(EMPTY_SELECTION, 'c', order, { shift: true }))).toEqual(['c']);
    const stale = { ids: new Set(['zz']), anchor: 'zz' };
    expect(ids(toggleSelection(stale, 'c', order, { shift: true }))).toEqual(['c', 'zz']);
  });

  it('computes ranges, select-all, pruning and the tri-state box', () => {
    expect(rangeBetween(order, 'c', 'a')).toEqual(['a', 'b', 'c']);
    expect(rangeBetween(order, 'x', 'c')).toEqual(['c']);
    const all = selectAll(order);
    expect(allState(all, order)).toBe(true);
    const pruned = pruneSelection(all, ['a', 'c']);
    expect(ids(pruned)).toEqual(['a', 'c']);
    expect(allState(pruned, order)).toBe('mixed');
    expect(allState(EMPTY_SELECTION, order)).toBe(false);
    expect(pruneSelection(pruned, ['a', 'c'])).toBe(pruned);
    expect(orderedSelection({ ids: new Set(['e', 'a']), anchor: null }, order)).toEqual(['a', 'e']);
  });
});
