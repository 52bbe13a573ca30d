import type { SqlType } from './types.js';

/**
 * The `:name` parameters of a data API's SQL, found as the server binds them
 * (functions/lib/sql/named-params.ts) and as the editor lists them. Not parameters: `::` casts
 * and `:=`; '…' strings ('' inside; a backslash escapes in MySQL and in PostgreSQL's E'…');
 * "…" identifiers (MySQL strings) and `…` identifiers (MySQL); $tag$…$tag$ bodies
 * (PostgreSQL); -- and # (MySQL) comments to the end of the line, and /* … *\/ comments (nested
 * in PostgreSQL). An unterminated quote or comment runs to the end of the statement.
 */
/** A statement as text and parameter names, in order. */
type SqlPiece = { kind: 'text'; text: string } | { kind: 'name'; name: string };

const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;

/** Where the quoted part that opens at `start` ends (the index after its closing quote). */
function quotedEnd(sql: string, start: number, quote: string, backslash: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i]!;
    if (backslash && c === '\\') {
      i += 2;
      continue;
    }
    if (c === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}

function blockCommentEnd(sql: string, start: number, nested: boolean): number {
  let depth = 1;
  let i = start + 2;
  while (i < sql.length) {
    if (nested && sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return sql.length;
}

/** A PostgreSQL dollar quote opening at `start` (`$$` or `$tag$`), or undefined. */
function dollarTag(sql: string, start: number): string | undefined {
  const match = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/u.exec(sql.slice(start, start + 130));
  return match?.[0];
}

/** A statement cut into text and `:name` parameters. */
export function scanNamed(sql: string, type: SqlType): SqlPiece[] {
  const pg = type === 'postgresql';
  const pieces: SqlPiece[] = [];
  let text = '';
  let i = 0;
  const copyTo = (end: number) => {
    text += sql.slice(i, end);
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    const previous = i > 0 ? sql[i - 1]! : '';
    if (c === "'") {
      const escaped = pg ? /[eE]/.test(previous) && !NAME_PART.test(sql[i - 2] ?? '') : true;
      copyTo(quotedEnd(sql, i, "'", escaped));
    } else if (c === '"') {
      copyTo(quotedEnd(sql, i, '"', !pg));
    } else if (c === '`' && !pg) {
      copyTo(quotedEnd(sql, i, '`', false));
    } else if ((c === '-' && next === '-') || (c === '#' && !pg)) {
      const end = sql.indexOf('\n', i);
      copyTo(end === -1 ? sql.length : end);
    } else if (c === '/' && next === '*') {
      copyTo(blockCommentEnd(sql, i, pg));
    } else if (c === '$' && pg && !NAME_PART.test(previous) && dollarTag(sql, i)) {
      const tag = dollarTag(sql, i)!;
      const close = sql.indexOf(tag, i + tag.length);
      copyTo(close === -1 ? sql.length : close + tag.length);
    } else if (c === ':' && (next === ':' || next === '=')) {
      copyTo(i + 2);
    } else if (c === ':' && next !== undefined && NAME_START.test(next)) {
      let end = i + 1;
      while (end < sql.length && NAME_PART.test(sql[end]!)) end++;
      pieces.push({ kind: 'text', text });
      pieces.push({ kind: 'name', name: sql.slice(i + 1, end) });
      text = '';
      i = end;
    } else {
      copyTo(i + 1);
    }
  }
  pieces.push({ kind: 'text', text });
  return pieces;
}

/** The parameter names a statement uses, in first-use order. */
export function namedParamsOf(sql: string, type: SqlType): string[] {
  const names = scanNamed(sql, type).flatMap((piece) => (piece.kind === 'name' ? [piece.name] : []));
  return [...new Set(names)];
}
