/** A number on at least two digits (07). */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A local time written in `format`: YYYY year, MM month, DD day, HH hours, mm minutes,
 * ss seconds, ddd the weekday from `weekdays` (Sunday first); everything else is kept.
 */
export function formatClock(date: Date, format: string, weekdays: readonly string[]): string {
  return format.replace(/YYYY|MM|DD|HH|mm|ss|ddd/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(date.getFullYear());
      case 'MM':
        return twoDigits(date.getMonth() + 1);
      case 'DD':
        return twoDigits(date.getDate());
      case 'HH':
        return twoDigits(date.getHours());
      case 'mm':
        return twoDigits(date.getMinutes());
      case 'ss':
        return twoDigits(date.getSeconds());
      default:
        return weekdays[date.getDay()] ?? '';
    }
  });
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has passed (all parts 0). */
  done: boolean;
}

/** Whole days, hours, minutes and seconds from `now` until `target` (ms since the epoch). */
export function countdownParts(now: number, target: number): CountdownParts {
  const left = Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor(left / 3600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
    done: left === 0,
  };
}

/** The countdown's target: the local `YYYY-MM-DDTHH:mm` of the attribute, else the next new year after `now`. */
export function countdownTarget(target: string, now: number): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(target.trim());
  if (match) {
    const [, y, mo, d, h = '0', mi = '0'] = match;
    return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)).getTime();
  }
  return new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();
}
