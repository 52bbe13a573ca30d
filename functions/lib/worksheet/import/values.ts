import type { DuckDBAppender } from '@duckdb/node-api';
import { dateValue, timestampValue } from '@duckdb/node-api';
import type { WorksheetFieldType } from '../../../../shared/datasource/worksheet.js';
import { parseBooleanText, parseDateText, parseDateTimeText, parseDecimalText, parseIntegerText } from './cells.js';

/** DuckDB's column type for each field type (functions/lib/worksheet/contract.ts). */
export const DUCKDB_TYPES: Record<WorksheetFieldType, string> = {
  integer: 'BIGINT',
  decimal: 'DOUBLE',
  date: 'DATE',
  datetime: 'TIMESTAMP',
  boolean: 'BOOLEAN',
  text: 'VARCHAR',
};

/** Appends one value of a column, or NULL when it is not a value of the column's type. */
export type AppendValue = (appender: DuckDBAppender, value: unknown) => void;

const MS_PER_DAY = 86_400_000;
const validDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

function toInteger(value: unknown): bigint | null {
  if (typeof value === 'bigint') return parseIntegerText(value.toString());
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  if (typeof value === 'string') return parseIntegerText(value.trim());
  return null;
}

function toDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return parseDecimalText(value.trim());
  return null;
}

/** Days since the epoch; a Date counts by its UTC calendar day (Excel's and the drivers' dates are UTC). */
function toDays(value: unknown): number | null {
  if (validDate(value)) return Math.floor(value.getTime() / MS_PER_DAY);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const days = parseDateText(text);
  if (days !== null) return days;
  const micros = parseDateTimeText(text);
  return micros === null ? null : Math.floor(Number(micros / 1000n) / MS_PER_DAY);
}

function toMicros(value: unknown): bigint | null {
  if (validDate(value)) return BigInt(value.getTime()) * 1000n;
  return typeof value === 'string' ? parseDateTimeText(value.trim()) : null;
}

function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' ? parseBooleanText(value.trim()) : null;
}

function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (validDate(value)) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  return JSON.stringify(value);
}

function appender<T>(
  convert: (value: unknown) => T | null,
  append: (appender: DuckDBAppender, value: T) => void,
): AppendValue {
  return (target, value) => {
    const converted = convert(value);
    if (converted === null) target.appendNull();
    else append(target, converted);
  };
}

export const APPEND_BY_TYPE: Record<WorksheetFieldType, AppendValue> = {
  integer: appender(toInteger, (target, value) => target.appendBigInt(value)),
  decimal: appender(toDecimal, (target, value) => target.appendDouble(value)),
  date: appender(toDays, (target, value) => target.appendDate(dateValue(value))),
  datetime: appender(toMicros, (target, value) => target.appendTimestamp(timestampValue(value))),
  boolean: appender(toBoolean, (target, value) => target.appendBoolean(value)),
  text: appender(toText, (target, value) => target.appendVarchar(value)),
};
