import type { WorksheetFieldType } from '../../../../shared/datasource/worksheet.js';

/** One cell as a reader gives it: CSV cells are text, xlsx cells keep Excel's own types. */
export type CellValue = string | number | boolean | Date | null;

/** What one non-empty cell looks like; a column's type is the narrowest kind all its cells share. */
export type CellKind = WorksheetFieldType | 'empty';

const INTEGER = /^[+-]?(?:0|[1-9]\d*)$/;
const DECIMAL = /^[+-]?(?:(?:0|[1-9]\d*)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
const DATETIME =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6})\d*)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a calendar date, or null when the date does not exist (2023-02-30). */
function epochDays(year: number, month: number, day: number): number | null {
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms / MS_PER_DAY;
}

/** `YYYY-MM-DD` or `YYYY/MM/DD` as days since the epoch. */
export function parseDateText(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  return epochDays(Number(match[1]), Number(match[3]), Number(match[4]));
}

/** `YYYY-MM-DD[T ]HH:MM[:SS[.ffffff]][Z|±HH:MM]` (or a bare date, midnight) as microseconds since the epoch, UTC. */
export function parseDateTimeText(text: string): bigint | null {
  const days = parseDateText(text);
  if (days !== null) return BigInt(days) * 86_400_000_000n;
  const match = DATETIME.exec(text);
  if (!match) return null;
  const [, year, , month, day, hours, minutes, seconds = '0', fraction = '', zone] = match;
  const date = epochDays(Number(year), Number(month), Number(day));
  const hour = Number(hours);
  const minute = Number(minutes);
  const second = Number(seconds);
  if (date === null || hour > 23 || minute > 59 || second > 59) return null;
  const offsetMinutes = zone === undefined || zone.toUpperCase() === 'Z' ? 0 : zoneMinutes(zone);
  const ms = date * MS_PER_DAY + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000;
  return BigInt(ms) * 1000n + BigInt(fraction.padEnd(6, '0'));
}

function zoneMinutes(zone: string): number {
  const digits = zone.replace(':', '');
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
}

export function parseIntegerText(text: string): bigint | null {
  if (!INTEGER.test(text)) return null;
  const value = BigInt(text);
  return value < INT64_MIN || value > INT64_MAX ? null : value;
}

export function parseDecimalText(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function parseBooleanText(text: string): boolean | null {
  const word = text.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return null;
}

const isMidnight = (date: Date): boolean =>
  date.getUTCHours() === 0 &&
  date.getUTCMinutes() === 0 &&
  date.getUTCSeconds() === 0 &&
  date.getUTCMilliseconds() === 0;

/** The kind of one cell. Integers with leading zeros (codes, zip codes) stay text. */
export function cellKind(value: CellValue): CellKind {
  if (value === null) return 'empty';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? 'integer' : 'decimal';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'empty' : isMidnight(value) ? 'date' : 'datetime';
  const text = value.trim();
  if (text === '') return 'empty';
  if (parseIntegerText(text) !== null) return 'integer';
  if (parseDecimalText(text) !== null) return 'decimal';
  if (parseDateText(text) !== null) return 'date';
  if (parseDateTimeText(text) !== null) return 'datetime';
  if (parseBooleanText(text) !== null) return 'boolean';
  return 'text';
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** A cell as the wizard's sample shows it. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (!(value instanceof Date)) return String(value);
  if (Number.isNaN(value.getTime())) return '';
  const date = `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (isMidnight(value)) return date;
  return `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
}
