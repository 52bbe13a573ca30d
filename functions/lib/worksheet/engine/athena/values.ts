import type { ColumnInfo, Datum } from '@aws-sdk/client-athena';
import type { SqlColumn } from '../../../sql/session.js';

const INTEGERS = new Set(['tinyint', 'smallint', 'integer', 'int', 'bigint']);
const FRACTIONS = new Set(['double', 'float', 'real', 'decimal']);

/** A column as DuckDB would name its type (Athena answers lower-case Trino names). */
export function columnOf(info: ColumnInfo): SqlColumn {
  const type = (info.Type ?? 'varchar').toLowerCase();
  const named = type === 'decimal' ? `decimal(${info.Precision ?? 38},${info.Scale ?? 0})` : type;
  return { name: info.Name ?? '', type: named.toUpperCase() };
}

/**
 * One Athena cell (always text, or no VarCharValue for NULL) as the DuckDB engine answers it:
 * integers as numbers while exact, else text; doubles and decimals as numbers; booleans;
 * timestamps as `YYYY-MM-DD HH:MM:SS` (a zero fraction dropped); the rest as text.
 */
export function valueOf(datum: Datum | undefined, column: SqlColumn): unknown {
  const raw = datum?.VarCharValue;
  if (raw === undefined) return null;
  const type = column.type.toLowerCase().replace(/\(.*$/, '');
  if (INTEGERS.has(type)) {
    const number = Number(raw);
    return Number.isSafeInteger(number) ? number : raw;
  }
  if (FRACTIONS.has(type)) return Number(raw);
  if (type === 'boolean') return raw === 'true';
  if (type === 'timestamp') return raw.replace(/\.0+$/, '');
  return raw;
}
