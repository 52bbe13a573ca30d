import type { Language } from '../../../shared/errors/catalogue.js';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "Updated" times of the cards: "just now" under a minute, then minutes, hours, "yesterday",
 * days up to a week, then a short date (with the year when it is not this year). `then`
 * and `now` are epoch milliseconds; a time in the future (clock skew) counts as just now.
 */
export function relativeTime(then: number, now: number, language: Language, justNow: string): string {
  const locale = LOCALES[language];
  const elapsed = now - then;
  if (elapsed < MINUTE) return justNow;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = calendarDaysBetween(then, now);
  if (days < 7) return rtf.format(-Math.max(1, days), 'day');
  const sameYear = new Date(then).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(then);
}

/** The full date and time, for a tooltip next to a relative time. */
export function absoluteTime(then: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(then);
}

/** The date alone (an end date, a deadline) in the language's usual form. */
export function absoluteDate(then: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long' }).format(then);
}

/** Midnight-to-midnight days, so 23:50 yesterday is "yesterday" at 00:10 today. */
function calendarDaysBetween(then: number, now: number): number {
  const a = new Date(then);
  const b = new Date(now);
  const startA = new Date(a.getFullYear(), a.getMonth(), a.getDate()).getTime();
  const startB = new Date(b.getFullYear(), b.getMonth(), b.getDate()).getTime();
  return Math.round((startB - startA) / DAY);
}
