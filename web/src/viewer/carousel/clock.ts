/**
 * The carousel's clock, pure: which screen is showing, how long it has shown, paused or not.
 * Time is passed in (`now`, ms) so the logic is tested without timers; the hook that runs it
 * sets one timeout for what `remaining` says.
 */
import { LIMITS } from '../../../../shared/limits.js';

/**
 * Seconds a screen shows in its group's carousel (preview and share link alike): its own
 * interval, else the group's; never under the 1 s minimum (docs/limits.md#carousels).
 */
export const secondsOf = (screen: { interval: number | null }, group: { interval: number }): number =>
  Math.max(LIMITS.carouselMinSeconds, screen.interval ?? group.interval);
export interface ClockState {
  index: number;
  /** Bumped whenever a screen starts afresh (also when a lone screen starts over). */
  cycle: number;
  paused: boolean;
  /** Shown time gathered before the current run (pauses split a screen's time in runs), ms. */
  banked: number;
  /** When the current run started, ms; meaningless while paused. */
  since: number;
}

export type ClockAction =
  | { type: 'next' | 'previous' | 'toggle' | 'pause' | 'resume'; now: number }
  | { type: 'go'; index: number; now: number }
  /** The list changed length (screens loaded): keep the index in range. */
  | { type: 'resize'; count: number; now: number }
  /**
   * The list changed (a screen added, removed or moved): stand at `index` of the new list; `kept`
   * when the screen shown is still the one there, whose turn then goes on.
   */
  | { type: 'relist'; index: number; kept: boolean; now: number };

export const startClock = (now: number): ClockState => ({ index: 0, cycle: 0, paused: false, banked: 0, since: now });

/** Time the current screen has been shown, ms. */
export const shownFor = (state: ClockState, now: number): number =>
  state.banked + (state.paused ? 0 : Math.max(0, now - state.since));

/** Time left on the current screen, ms (never negative). */
export const remaining = (state: ClockState, durationMs: number, now: number): number =>
  Math.max(0, durationMs - shownFor(state, now));

const wrap = (index: number, count: number): number => (count <= 0 ? 0 : ((index % count) + count) % count);

const showing = (state: ClockState, index: number, now: number): ClockState => ({
  ...state,
  index,
  cycle: state.cycle + 1,
  banked: 0,
  since: now,
});

export function clockReducer(count: number) {
  return (state: ClockState, action: ClockAction): ClockState => {
    switch (action.type) {
      case 'next':
        return showing(state, wrap(state.index + 1, count), action.now);
      case 'previous':
        return showing(state, wrap(state.index - 1, count), action.now);
      case 'go':
        return showing(state, wrap(action.index, count), action.now);
      case 'pause':
        return state.paused ? state : { ...state, paused: true, banked: shownFor(state, action.now) };
      case 'resume':
        return state.paused ? { ...state, paused: false, since: action.now } : state;
      case 'toggle':
        return clockReducer(count)(state, { type: state.paused ? 'resume' : 'pause', now: action.now });
      case 'resize':
        return state.index < action.count ? state : showing(state, wrap(state.index, action.count), action.now);
      case 'relist':
        if (!action.kept) return showing(state, action.index, action.now);
        return state.index === action.index ? state : { ...state, index: action.index };
    }
  };
}

/** The screen shown after `index` (preloaded while `index` shows); itself when it is alone. */
export const following = (index: number, count: number): number => wrap(index + 1, count);

/**
 * Where the carousel stands once the list it plays changed from `before` to `after`: on the
 * screen it showed, wherever that is now (`kept`); when that screen left, on the first of those
 * that were to follow it that is still there; else on the first.
 */
export function placeAfterChange(
  before: readonly string[],
  index: number,
  after: readonly string[],
): { index: number; kept: boolean } {
  const shown = after.indexOf(before[index] ?? '');
  if (shown >= 0) return { index: shown, kept: true };
  for (let step = 1; step < before.length; step++) {
    const next = after.indexOf(before[wrap(index + step, before.length)] ?? '');
    if (next >= 0) return { index: next, kept: false };
  }
  return { index: 0, kept: false };
}
