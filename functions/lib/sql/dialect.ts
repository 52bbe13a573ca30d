import { escapeId } from 'mysql2';
import pg from 'pg';
import type { SqlType } from '../../../shared/datasource/types.js';

/** How each SQL type spells an identifier and a bound parameter, by its own driver's rules. */
export function quoteId(type: SqlType, name: string): string {
  return type === 'postgresql' ? pg.escapeIdentifier(name) : escapeId(name);
}

/** The `n`th (from 1) bound parameter: `$n` for PostgreSQL, `?` for MySQL/MariaDB. */
export function placeholder(type: SqlType, n: number): string {
  return type === 'postgresql' ? `$${n}` : '?';
}
