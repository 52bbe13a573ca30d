import { describe, expect, it } from 'vitest';
import {
  clockReducer,
  following,
  placeAfterChange,
  remaining,
  secondsOf,
  shownFor,
  startClock,
  type ClockState,
} from './clock';

const run = (count: number, state: ClockState, ...actions: Parameters<ReturnType<typeof clockReducer>>[1][]) =>
  actions.reduce(clockReducer(count), state);

describe('carousel clock', () => {
  it('shows a screen for its own interval, else the group’s, never under 1 s', () => {
    expect(secondsOf({ interval: 3 }, { interval: 10 })).toBe(3);
    expect(secondsOf({ interval: null }, { interval: 10 })).toBe(10);
    expect(secondsOf({ interval: 0 }, { interval: 10 })).toBe(1);
    expect(secondsOf({ interval: null }, { interval: -5 })).toBe(1);
  });

  it('counts the time the current screen has shown and what is left of its interval', () => {
    const state = startClock(1000);
    expect(shownFor(state, 1000)).toBe(0);
    expect(shownFor(state, 4000)).toBe(3000);
    expect(remaining(state, 5000, 4000)).toBe(2000);
    expect(remaining(state, 5000, 9000)).toBe(0);
  });

  it('stops counting while paused and goes on from there when resumed', () => {
    const paused = run(3, startClock(0), { type: 'pause', now: 2000 });
    expect(paused.paused).toBe(true);
    expect(shownFor(paused, 60_000)).toBe(2000);
    const resumed = run(3, paused, { type: 'resume', now: 60_000 });
    expect(shownFor(resumed, 61_000)).toBe(3000);
    expect(remaining(resumed, 5000, 61_000)).toBe(2000);
  });

  it('toggles, and pausing twice or resuming a running clock changes nothing', () => {
    const once = run(3, startClock(0), { type: 'toggle', now: 1000 });
    expect(once.paused).toBe(true);
    expect(run(3, once, { type: 'pause', now: 5000 })).toBe(once);
    const again = run(3, once, { type: 'toggle', now: 5000 });
    expect(again.paused).toBe(false);
    expect(run(3, again, { type: 'resume', now: 9000 })).toBe(again);
  });

  it('moves next and previous around the ring, each screen starting afresh', () => {
    let state = run(3, startClock(0), { type: 'next', now: 4000 });
    expect(state.index).toBe(1);
    expect(shownFor(state, 4500)).toBe(500);
    state = run(3, state, { type: 'next', now: 5000 }, { type: 'next', now: 6000 });
    expect(state.index).toBe(0);
    state = run(3, state, { type: 'previous', now: 7000 });
    expect(state.index).toBe(2);
    expect(state.cycle).toBe(4);
  });

  it('keeps the pause across next and previous, with a fresh time', () => {
    const state = run(3, startClock(0), { type: 'pause', now: 3000 }, { type: 'next', now: 9000 });
    expect(state.paused).toBe(true);
    expect(shownFor(state, 20_000)).toBe(0);
  });

  it('starts a lone screen over, and jumps in range', () => {
    const lone = run(1, startClock(0), { type: 'next', now: 5000 });
    expect(lone.index).toBe(0);
    expect(lone.cycle).toBe(1);
    expect(run(4, startClock(0), { type: 'go', index: 6, now: 0 }).index).toBe(2);
  });

  it('pulls the index back in range when the list shrinks', () => {
    const at2 = run(3, startClock(0), { type: 'go', index: 2, now: 0 });
    expect(run(3, at2, { type: 'resize', count: 3, now: 10 })).toBe(at2);
    expect(run(2, at2, { type: 'resize', count: 2, now: 10 }).index).toBe(0);
  });

  it('stays on the screen it shows when the list changes around it, its turn going on', () => {
    // A screen published into the group comes first (the pad's order): the shown one moves up a place.
    expect(placeAfterChange(['a', 'b', 'c'], 1, ['new', 'a', 'b', 'c'])).toEqual({ index: 2, kept: true });
    // Moved by a reorder, removed before it: still the same screen.
    expect(placeAfterChange(['a', 'b', 'c'], 2, ['c', 'a', 'b'])).toEqual({ index: 0, kept: true });
    expect(placeAfterChange(['a', 'b', 'c'], 2, ['b', 'c'])).toEqual({ index: 1, kept: true });
    const paused = run(3, startClock(0), { type: 'go', index: 1, now: 0 }, { type: 'pause', now: 2000 });
    const moved = run(4, paused, { type: 'relist', index: 2, kept: true, now: 9000 });
    expect(moved).toMatchObject({ index: 2, cycle: paused.cycle, paused: true });
    expect(shownFor(moved, 9000)).toBe(2000);
    expect(run(4, paused, { type: 'relist', index: 1, kept: true, now: 9000 })).toBe(paused);
  });

  it('goes on to the screen that was to follow when the shown one leaves the list', () => {
    expect(placeAfterChange(['a', 'b', 'c'], 1, ['a', 'c'])).toEqual({ index: 1, kept: false });
    // The last one gone: round to the first still there.
    expect(placeAfterChange(['a', 'b', 'c'], 2, ['b', 'a'])).toEqual({ index: 1, kept: false });
    expect(placeAfterChange(['a'], 0, ['x', 'y'])).toEqual({ index: 0, kept: false });
    expect(placeAfterChange([], 0, ['x'])).toEqual({ index: 0, kept: false });
    const at1 = run(3, startClock(0), { type: 'go', index: 1, now: 0 });
    const next = run(2, at1, { type: 'relist', index: 1, kept: false, now: 5000 });
    expect(next).toMatchObject({ index: 1, cycle: at1.cycle + 1 });
    expect(shownFor(next, 5500)).toBe(500);
  });

  it('preloads the following screen', () => {
    expect(following(0, 3)).toBe(1);
    expect(following(2, 3)).toBe(0);
    expect(following(0, 1)).toBe(0);
  });
});
