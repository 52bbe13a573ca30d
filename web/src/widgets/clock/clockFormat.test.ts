import { describe, expect, it } from 'vitest';
import { countdownParts, countdownTarget, formatClock } from './clockFormat';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('clock', () => {
  it('writes the tokens and keeps other characters', () => {
    const date = new Date(2024, 2, 4, 9, 5, 7);
    expect(formatClock(date, 'YYYY-MM-DD HH:mm:ss', WEEKDAYS)).toBe('2024-03-04 09:05:07');
    expect(formatClock(date, 'ddd HH:mm', WEEKDAYS)).toBe('Mon 09:05');
    expect(formatClock(date, 'YYYY年MM月DD日', WEEKDAYS)).toBe('2024年03月04日');
  });

  it('counts down in days, hours, minutes and seconds, and stops at zero', () => {
    const now = new Date(2024, 0, 1, 0, 0, 0).getTime();
    expect(countdownParts(now, now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
    expect(countdownParts(now, now - 10_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
  });

  it('reads the target as local time, and defaults to the next new year', () => {
    const now = new Date(2024, 5, 1).getTime();
    expect(countdownTarget('2024-12-31T18:30', now)).toBe(new Date(2024, 11, 31, 18, 30).getTime());
    expect(countdownTarget('2024-12-31', now)).toBe(new Date(2024, 11, 31).getTime());
    expect(countdownTarget('', now)).toBe(new Date(2025, 0, 1).getTime());
    expect(countdownTarget('soon', now)).toBe(new Date(2025, 0, 1).getTime());
  });
});
