import { describe, expect, it } from 'vitest';
import { TIME_PRESETS } from '../../../../shared/widgets/filters.js';
import { isoDay, presetRange, rangeOrDefault } from './timeRange';

/** Thursday 14 March 2024, 15:30 local time: a fixed clock. */
const NOW = new Date(2024, 2, 14, 15, 30);

describe('time-range quick picker', () => {
  it('resolves every preset to an inclusive range of local days ending today (yesterday excepted)', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2024-03-14', to: '2024-03-14' });
    expect(presetRange('yesterday', NOW)).toEqual({ from: '2024-03-13', to: '2024-03-13' });
    expect(presetRange('last7', NOW)).toEqual({ from: '2024-03-08', to: '2024-03-14' });
    expect(presetRange('last30', NOW)).toEqual({ from: '2024-02-14', to: '2024-03-14' });
    expect(presetRange('thisWeek', NOW)).toEqual({ from: '2024-03-11', to: '2024-03-14' });
    expect(presetRange('thisMonth', NOW)).toEqual({ from: '2024-03-01', to: '2024-03-14' });
    expect(presetRange('thisQuarter', NOW)).toEqual({ from: '2024-01-01', to: '2024-03-14' });
    expect(presetRange('thisYear', NOW)).toEqual({ from: '2024-01-01', to: '2024-03-14' });
  });

  it('crosses month and year boundaries, and a week starts on Monday (Sunday belongs to the week before)', () => {
    const newYear = new Date(2025, 0, 1, 9);
    expect(presetRange('yesterday', newYear)).toEqual({ from: '2024-12-31', to: '2024-12-31' });
    expect(presetRange('last7', newYear).from).toBe('2024-12-26');
    const sunday = new Date(2024, 2, 17, 12);
    expect(presetRange('thisWeek', sunday)).toEqual({ from: '2024-03-11', to: '2024-03-17' });
    expect(presetRange('thisQuarter', new Date(2024, 10, 5))).toEqual({ from: '2024-10-01', to: '2024-11-05' });
  });

  it('never gives a range that ends before it starts', () => {
    for (const preset of TIME_PRESETS) {
      const { from, to } = presetRange(preset, NOW);
      expect(from <= to).toBe(true);
    }
  });

  it('fills empty date-range ends with the last 7 days', () => {
    expect(isoDay(NOW)).toBe('2024-03-14');
    expect(rangeOrDefault('', '', NOW)).toEqual({ from: '2024-03-08', to: '2024-03-14' });
    expect(rangeOrDefault('2024-01-01', '', NOW)).toEqual({ from: '2024-01-01', to: '2024-03-14' });
  });
});
