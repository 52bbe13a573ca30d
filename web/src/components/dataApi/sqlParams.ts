import type { ApiParam } from '../../../../shared/acts/data-api.js';

/**
 * The `:name` parameters of an SQL text, in order of first use, as the server binds them
 * (shared/acts/data-api.ts): a `::` cast is not one, nor is anything inside quotes ('…', "…",
 * `…`, PostgreSQL's $tag$…$tag$) or comments (-- …, # …, /* … *\/).
 */
export function sqlParamNames(sql: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1];
    if (char === "'" || char === '"' || char === '`') {
      i = endOfQuoted(sql, i, char);
    } else if ((char === '-' && next === '-') || char === '#') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (char === '$') {
      i = endOfDollarQuoted(sql, i);
    } else if (char === ':' && next === ':') {
      i += 2;
    } else if (char === ':' && !isWordChar(sql[i - 1])) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1));
      if (match) {
        if (!seen.has(match[0])) {
          seen.add(match[0]);
          names.push(match[0]);
        }
        i += 1 + match[0].length;
      } else i += 1;
    } else i += 1;
  }
  return names;
}

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[A-Za-z0-9_]/.test(char);
}

/** Index after a quoted run opened at `start`; a doubled quote or a backslash escapes. */
function endOfQuoted(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === '\\' && quote !== '`') i += 2;
    else if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return sql.length;
}

/** `$tag$ … $tag$` (PostgreSQL); a lone `$` (or `$1`) moves on by one. */
function endOfDollarQuoted(sql: string, start: number): number {
  const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(sql.slice(start));
  if (!tag) return start + 1;
  const end = sql.indexOf(tag[0], start + tag[0].length);
  return end === -1 ? sql.length : end + tag[0].length;
}

export interface ParamCheck {
  /** Used in the SQL, not declared: the server refuses to run it. */
  undeclared: string[];
  /** Declared, never used in the SQL. */
  unused: string[];
}

/** Compares the SQL's `:name`s with the declared parameters. */
export function checkParams(sql: string, params: readonly Pick<ApiParam, 'name'>[]): ParamCheck {
  const used = sqlParamNames(sql);
  const declared = new Set(params.map((param) => param.name));
  const usedSet = new Set(used);
  return {
    undeclared: used.filter((name) => !declared.has(name)),
    unused: params.map((param) => param.name).filter((name) => name !== '' && !usedSet.has(name)),
  };
}
