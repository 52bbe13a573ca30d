import { describe, expect, it } from 'vitest';
import { absoluteDate, absoluteTime, relativeTime } from './relativeTime';

const now = new Date(2026, 4, 20, 15, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const MIN = 60_000;

describe('relative time of the cards', () => {
  it('says just now under a minute, also for a clock ahead of ours', () => {
    expect(relativeTime(ago(20_000), now, 'en', 'just now')).toBe('just now');
    expect(relativeTime(now + 5000, now, 'zh', '刚刚')).toBe('刚刚');
  });

  it('counts minutes and hours in both languages', () => {
    expect(relativeTime(ago(5 * MIN), now, 'en', '')).toBe('5 minutes ago');
    expect(relativeTime(ago(1 * MIN), now, 'en', '')).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MIN), now, 'zh', '')).toBe('5分钟前');
    expect(relativeTime(ago(3 * 60 * MIN), now, 'en', '')).toBe('3 hours ago');
    expect(relativeTime(ago(3 * 60 * MIN), now, 'zh', '')).toBe('3小时前');
  });

  it('counts hours within a day, then calendar days: yesterday, then days up to a week', () => {
    const lateYesterday = new Date(2026, 4, 19, 23, 50).getTime();
    expect(relativeTime(lateYesterday, new Date(2026, 4, 20, 0, 10).getTime(), 'en', '')).toBe('20 minutes ago');
    const yesterdayMorning = new Date(2026, 4, 19, 9, 0).getTime();
    expect(relativeTime(yesterdayMorning, now, 'en', '')).toBe('yesterday');
    expect(relativeTime(yesterdayMorning, now, 'zh', '')).toBe('昨天');
    expect(relativeTime(new Date(2026, 4, 18, 23, 0).getTime(), new Date(2026, 4, 20, 8).getTime(), 'en', '')).toBe(
      '2 days ago',
    );
    expect(relativeTime(new Date(2026, 4, 16, 9).getTime(), now, 'en', '')).toBe('4 days ago');
  });

  it('shows a short date after a week, with the year only when it differs', () => {
    expect(relativeTime(new Date(2026, 2, 3).getTime(), now, 'en', '')).toBe('Mar 3');
    expect(relativeTime(new Date(2026, 2, 3).getTime(), now, 'zh', '')).toBe('3月3日');
    expect(relativeTime(new Date(2024, 11, 24).getTime(), now, 'en', '')).toBe('Dec 24, 2024');
  });

  it('formats the absolute time for tooltips', () => {
    expect(absoluteTime(new Date(2026, 0, 2, 8, 5).getTime(), 'en')).toMatch(/Jan 2, 2026/);
  });

  it('formats a date alone (an end date) in each language', () => {
    const day = new Date(2026, 11, 24, 23, 30).getTime();
    expect(absoluteDate(day, 'en')).toBe('December 24, 2026');
    expect(absoluteDate(day, 'zh')).toBe('2026年12月24日');
  });
});
