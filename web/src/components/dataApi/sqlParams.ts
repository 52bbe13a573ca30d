import type { ApiParam } from '../../../../shared/acts/data-api.js';
import { namedParamsOf, UNBOUND_ENGINES } from '../../../../shared/datasource/sql-params.js';
import type { EngineType } from '../../../../shared/datasource/types.js';

export interface ParamCheck {
  /** Used in the SQL, not declared: the server refuses to run it. */
  undeclared: string[];
  /** Declared, never used in the SQL. */
  unused: string[];
  /** Used in the SQL of a connection that binds no parameters (Hive): the server refuses to run it. */
  unbindable: string[];
}

/**
 * Compares the SQL's `:name`s, read by the server's own rules for the dialect
 * (shared/datasource/sql-params.ts), with the declared parameters.
 */
export function checkParams(
  sql: string,
  params: readonly Pick<ApiParam, 'name'>[],
  dialect: EngineType = 'postgresql',
): ParamCheck {
  const used = namedParamsOf(sql, dialect);
  const declared = new Set(params.map((param) => param.name));
  const usedSet = new Set(used);
  return {
    undeclared: used.filter((name) => !declared.has(name)),
    unused: params.map((param) => param.name).filter((name) => name !== '' && !usedSet.has(name)),
    unbindable: UNBOUND_ENGINES.has(dialect) ? used : [],
  };
}
