import type { ApiParam } from '../../../../shared/acts/data-api.js';
import type { SqlType } from '../../../../shared/datasource/types.js';

/**
 * The `:name` parameters of an SQL text, in order of first use, read by the rules the server
 * binds them with (functions/lib/sql/named-params.ts, per dialect): a `::` cast and a `:=`
 * assignment are not parameters, nor is anything inside '…' strings, "…" (and MySQL's `…`)
 * identifiers, PostgreSQL's $tag$…$tag$ bodies, or comments (--, MySQL's #, /* *\/).
 */
export function sqlParamNames(sql: string, dialect: SqlType = 'postgresql'): string[] {
  const pg = dialect === 'postgresql';
  const names: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const next = sql[i + 1];
    const previous = i > 0 ? sql[i - 1]! : '';
    if (char === "'") {
      const escaped = pg ? /[eE]/.test(previous) && !NAME_PART.test(sql[i - 2] ?? '') : true;
      i = quotedEnd(sql, i, "'", escaped);
    } else if (char === '"') {
      i = quotedEnd(sql, i, '"', !pg);
    } else if (char === '`' && !pg) {
      i = quotedEnd(sql, i, '`', false);
    } else if ((char === '-' && next === '-') || (char === '#' && !pg)) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (char === '/' && next === '*') {
      i = blockCommentEnd(sql, i, pg);
    } else if (char === '$' && pg && !NAME_PART.test(previous) && dollarTag(sql, i)) {
      const tag = dollarTag(sql, i)!;
      const close = sql.indexOf(tag, i + tag.length);
      i = close === -1 ? sql.length : close + tag.length;
    } else if (char === ':' && (next === ':' || next === '=')) {
      i += 2;
    } else if (char === ':' && next !== undefined && NAME_START.test(next)) {
      let end = i + 1;
      while (end < sql.length && NAME_PART.test(sql[end]!)) end++;
      names.push(sql.slice(i + 1, end));
      i = end;
    } else i += 1;
  }
  return [...new Set(names)];
}

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

/** The index after the quoted part opening at `start`; a doubled quote (or a backslash) escapes. */
function quotedEnd(sql: string, start: number, quote: string, backslash: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const char = sql[i]!;
    if (backslash && char === '\\') i += 2;
    else if (char === quote) {
      if (sql[i + 1] !== quote) return i + 1;
      i += 2;
    } else i += 1;
  }
  return sql.length;
}

/** The index after a /* … *\/ comment (nested in PostgreSQL). */
function blockCommentEnd(sql: string, start: number, nested: boolean): number {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (nested && sql.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return sql.length;
}

/** A PostgreSQL dollar quote opening at `start` (`$$` or `$tag$`), or undefined. */
function dollarTag(sql: string, start: number): string | undefined {
  return /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/u.exec(sql.slice(start, start + 130))?.[0];
}

export interface ParamCheck {
  /** Used in the SQL, not declared: the server refuses to run it. */
  undeclared: string[];
  /** Declared, never used in the SQL. */
  unused: string[];
}

/** Compares the SQL's `:name`s with the declared parameters. */
export function checkParams(
  sql: string,
  params: readonly Pick<ApiParam, 'name'>[],
  dialect: SqlType = 'postgresql',
): ParamCheck {
  const used = sqlParamNames(sql, dialect);
  const declared = new Set(params.map((param) => param.name));
  const usedSet = new Set(used);
  return {
    undeclared: used.filter((name) => !declared.has(name)),
    unused: params.map((param) => param.name).filter((name) => name !== '' && !usedSet.has(name)),
  };
}
