import type { Language } from '../../../../shared/errors/catalogue.js';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

/** A size as people read it: kB (small files too: `0.5 kB`), MB or GB with at most one decimal (`4.2 MB`). */
export function byteSize(bytes: number, language: Language): string {
  const units = [
    ['kilobyte', 1024],
    ['megabyte', 1024 ** 2],
    ['gigabyte', 1024 ** 3],
  ] as const;
  const [unit, scale] = units.findLast(([, size]) => bytes >= size) ?? units[0];
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / scale);
}

/** A run's length: milliseconds under a second, seconds with one decimal under a minute, then minutes and seconds. */
export function duration(ms: number, language: Language): string {
  const locale = LOCALES[language];
  const unit = (value: number, name: 'millisecond' | 'second' | 'minute', digits = 0) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value);
  if (ms < 1000) return unit(Math.round(ms), 'millisecond');
  if (ms < 60_000) return unit(ms / 1000, 'second', 1);
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${unit(minutes, 'minute')} ${unit(seconds, 'second')}` : unit(minutes, 'minute');
}

/** A count with the language's grouping (`50,000`). */
export const count = (value: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language]).format(value);
