import type { TimePreset } from '../../../../shared/widgets/filters.js';
import { formatClock } from '../clock/clockFormat';

/** A local calendar day as `YYYY-MM-DD`. */
export const isoDay = (date: Date): string => formatClock(date, 'YYYY-MM-DD', []);

const day = (y: number, m: number, d: number) => new Date(y, m, d);

/**
 * The inclusive range of days a quick-pick preset means on the day of `now`, pure: today,
 * yesterday, the last 7 / 30 days (today included), this week (from Monday), month, quarter, year
 * up to today.
 */
export function presetRange(preset: TimePreset, now: Date): { from: string; to: string } {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  const today = day(y, m, d);
  const span = (from: Date, to: Date = today) => ({ from: isoDay(from), to: isoDay(to) });
  switch (preset) {
    case 'today':
      return span(today);
    case 'yesterday':
      return span(day(y, m, d - 1), day(y, m, d - 1));
    case 'last7':
      return span(day(y, m, d - 6));
    case 'last30':
      return span(day(y, m, d - 29));
    case 'thisWeek':
      return span(day(y, m, d - ((now.getDay() + 6) % 7)));
    case 'thisMonth':
      return span(day(y, m, 1));
    case 'thisQuarter':
      return span(day(y, m - (m % 3), 1));
    case 'thisYear':
      return span(day(y, 0, 1));
  }
}

/** A date range's ends with defaults: empty ends make the last 7 days up to `now`. */
export function rangeOrDefault(from: string, to: string, now: Date): { from: string; to: string } {
  const fallback = presetRange('last7', now);
  return { from: from || fallback.from, to: to || fallback.to };
}
