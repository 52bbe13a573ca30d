import { quotedString } from '@duckdb/node-api';
import type { WorksheetFieldType } from '../../../../shared/datasource/worksheet.js';

/**
 * The text-to-value conversions of cells.ts / values.ts as DuckDB macros, for CSV cells read as
 * VARCHAR by DuckDB's own reader: each `ws_<type>(cell)` gives the field type's value, or NULL
 * where the JavaScript path gives null. DuckDB's regular expressions are RE2 (no
 * back-references), so the patterns below spell out cells.ts's with the separators compared apart.
 */

/** What String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator). */
const JS_WHITESPACE =
  ' \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
/** The same characters as an RE2 class (JavaScript's `\s`). */
const WS_CLASS = String.raw`[\t\n\v\f\r \x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]`;

const INTEGER = String.raw`[+-]?(?:0|[1-9][0-9]*)`;
const DECIMAL = String.raw`[+-]?(?:(?:0|[1-9][0-9]*)(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?`;
const DATE = String.raw`[0-9]{4}(?:-[0-9]{1,2}-|/[0-9]{1,2}/)[0-9]{1,2}`;
const DATETIME =
  String.raw`^([0-9]{4})([-/])([0-9]{1,2})([-/])([0-9]{1,2})[Tt ]([0-9]{1,2}):([0-9]{2})` +
  String.raw`(?::([0-9]{2})(?:\.([0-9]{1,6})[0-9]*)?)?${WS_CLASS}*([Zz]|[+-][0-9]{2}:?[0-9]{2})?$`;
const DATETIME_PARTS = ['y', 's1', 'mo', 's2', 'd', 'h', 'mi', 's', 'f', 'z'];

const sql = (text: string): string => quotedString(text);
const parts = (names: readonly string[]): string => `[${names.map(sql).join(', ')}]`;

/** `CREATE MACRO` statements, in dependency order. */
// CASE rather than COALESCE where the fallback is dear: COALESCE evaluates every argument.
export const SQL_VALUE_MACROS: readonly string[] = [
  `CREATE MACRO ws_trim(c) AS trim(c, ${sql(JS_WHITESPACE)})`,
  // parseDateText: a date with the same separator twice, NULL for a day that does not exist.
  // Years below 100 are NULL too: Date.UTC reads them as 1900 + year, which cells.ts refuses.
  `CREATE MACRO ws_bare_date(t) AS CASE WHEN regexp_full_match(t, ${sql(DATE)}) AND t >= '0100'
     THEN TRY_CAST(replace(t, '/', '-') AS DATE) END`,
  `CREATE MACRO ws_zone_minutes(z) AS CASE WHEN z = '' OR upper(z) = 'Z' THEN 0
     ELSE (CASE WHEN z[1] = '-' THEN -1 ELSE 1 END)
       * (replace(z, ':', '')[2:3]::BIGINT * 60 + replace(z, ':', '')[4:5]::BIGINT) END`,
  `CREATE MACRO ws_second(p) AS coalesce(nullif(p.s, ''), '0')::BIGINT`,
  `CREATE MACRO ws_day(p) AS ws_bare_date(p.y || '-' || p.mo || '-' || p.d)`,
  // parseDateTimeText past the bare date: microseconds since the epoch, UTC.
  `CREATE MACRO ws_time_micros(p) AS CASE WHEN p.y <> '' AND p.s1 = p.s2
       AND p.h::BIGINT <= 23 AND p.mi::BIGINT <= 59 AND ws_second(p) <= 59
     THEN ((ws_day(p) - DATE '1970-01-01')::BIGINT * 86400000
       + ((p.h::BIGINT * 60 + p.mi::BIGINT - ws_zone_minutes(p.z)) * 60 + ws_second(p)) * 1000) * 1000
       + rpad(p.f, 6, '0')::BIGINT END`,
  `CREATE MACRO ws_datetime_micros(t) AS CASE WHEN regexp_full_match(t, ${sql(DATETIME)})
     THEN ws_time_micros(regexp_extract(t, ${sql(DATETIME)}, ${parts(DATETIME_PARTS)})) END`,
  `CREATE MACRO ws_integer(t) AS CASE WHEN regexp_full_match(t, ${sql(INTEGER)}) THEN TRY_CAST(t AS BIGINT) END`,
  `CREATE MACRO ws_decimal(t) AS CASE WHEN regexp_full_match(t, ${sql(DECIMAL)})
     AND isfinite(TRY_CAST(t AS DOUBLE)) THEN TRY_CAST(t AS DOUBLE) END`,
  // A datetime counts by its UTC day: micros to ms truncated (as BigInt division does), then floored.
  `CREATE MACRO ws_date(t) AS CASE WHEN ws_bare_date(t) IS NOT NULL THEN ws_bare_date(t)
     ELSE DATE '1970-01-01' + floor((ws_datetime_micros(t) // 1000) / 86400000)::INTEGER END`,
  `CREATE MACRO ws_datetime(t) AS CASE WHEN ws_bare_date(t) IS NOT NULL THEN ws_bare_date(t)::TIMESTAMP
     ELSE make_timestamp(ws_datetime_micros(t)) END`,
  `CREATE MACRO ws_boolean(t) AS CASE WHEN lower(t) IN ('true', 'yes') THEN true
     WHEN lower(t) IN ('false', 'no') THEN false END`,
];

/**
 * A field type's conversion of one VARCHAR cell expression (SQL_VALUE_MACROS defined first).
 * cells.ts trims every cell first; trimming every cell costs more than all the conversions, so
 * the cell is converted as it is and only a cell that gives NULL is trimmed and tried again
 * (CASE evaluates its ELSE for those rows only; COALESCE would trim every cell). That is the same: no pattern
 * matches a cell with space at either end, so a cell that converts has none to trim.
 */
export const sqlValue = (type: WorksheetFieldType, cell: string): string =>
  type === 'text'
    ? cell
    : `CASE WHEN ws_${type}(${cell}) IS NOT NULL THEN ws_${type}(${cell}) ELSE ws_${type}(ws_trim(${cell})) END`;
