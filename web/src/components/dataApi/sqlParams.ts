import type { ApiParam } from '../../../../shared/acts/data-api.js';
import { namedParamsOf } from '../../../../shared/datasource/sql-params.js';
import type { SqlType } from '../../../../shared/datasource/types.js';

export interface ParamCheck {
  /** Used in the SQL, not declared: the server refuses to run it. */
  undeclared: string[];
  /** Declared, never used in the SQL. */
  unused: string[];
}

/**
 * Compares the SQL's `:name`s, read by the server's own rules for the dialect
 * (shared/datasource/sql-params.ts), with the declared parameters.
 */
export function checkParams(
  sql: string,
  params: readonly Pick<ApiParam, 'name'>[],
  dialect: SqlType = 'postgresql',
): ParamCheck {
  const used = namedParamsOf(sql, dialect);
  const declared = new Set(params.map((param) => param.name));
  const usedSet = new Set(used);
  return {
    undeclared: used.filter((name) => !declared.has(name)),
    unused: params.map((param) => param.name).filter((name) => name !== '' && !usedSet.has(name)),
  };
}
