import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { scanNamed } from '../../../shared/datasource/sql-params.js';
import type { EngineType } from '../../../shared/datasource/types.js';
import { engineDriver } from './engines.js';
import { SqlFailure } from './failure.js';
import type { SqlValue } from './session.js';

/**
 * Named parameters of a stored API's statement: `:name` turned into the engine's placeholders
 * (engine.ts: `$n` for PostgreSQL, `?` for MySQL/MariaDB, …) with the values in placeholder order. A small scanner,
 * because the maintained one (`named-placeholders`, a mysql2 dependency) takes `::` casts and
 * names inside comments for parameters; the scanner (shared/datasource/sql-params.ts, also used
 * by the editor) skips casts, quotes, dollar quotes and comments.
 *
 * Values are ALWAYS bound by the driver, never written into the text: a scanner mistake can at
 * worst bind a value to the wrong place or leave a `:word` in the text (a syntax error), it can
 * never make a value part of the statement, so it cannot open an injection.
 *
 * A `list` value expands to one placeholder per item (`IN (:ids)` → `IN ($1, $2, $3)`); an empty
 * list binds one NULL, so `IN (NULL)` matches nothing instead of failing as `IN ()`.
 */
export type BoundValue = SqlValue | readonly SqlValue[];

export interface BoundStatement {
  text: string;
  params: SqlValue[];
}

/**
 * The statement with its `:name`s replaced by placeholders and the values in their order.
 * `values` must hold every name the statement uses (`namedParamsOf`); a missing one throws.
 * `placeholder` spells them where the statement runs elsewhere than `type`'s driver (worksheets:
 * PostgreSQL's quoting, DuckDB's `?`).
 */
export function bindNamed(
  sql: string,
  type: EngineType,
  values: Readonly<Record<string, BoundValue>>,
  placeholder = engineDriver(type).placeholder,
): BoundStatement {
  const params: SqlValue[] = [];
  const next = (value: SqlValue) => {
    params.push(value);
    return placeholder ? placeholder(params.length) : '';
  };
  let text = '';
  for (const piece of scanNamed(sql, type)) {
    if (piece.kind === 'text') {
      text += piece.text;
      continue;
    }
    if (!placeholder)
      throw new SqlFailure(ErrorCode.API_PARAM_INVALID, `${type} binds no parameters: remove :${piece.name}`);
    if (!Object.hasOwn(values, piece.name)) throw new Error(`no value for parameter ${piece.name}`);
    const value = values[piece.name]!;
    if (Array.isArray(value)) {
      const items: readonly SqlValue[] = value;
      text += items.length === 0 ? next(null) : items.map(next).join(', ');
    } else text += next(value as SqlValue);
  }
  return { text, params };
}
