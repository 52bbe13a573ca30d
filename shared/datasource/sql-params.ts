import { ENGINE_TYPES } from './engines/descriptor.js';
import { ENGINE_DESCRIPTORS } from './engines/index.js';
import type { StatementSyntax } from './engines/syntax.js';
import type { EngineType } from './types.js';

/**
 * The `:name` parameters of a data API's SQL, found as the server binds them
 * (functions/lib/sql/named-params.ts) and as the editor lists them. Not parameters: `::` casts
 * and `:=`; '…' strings ('' inside; a backslash escapes in MySQL and in PostgreSQL's E'…');
 * "…" identifiers (MySQL strings) and `…` identifiers (MySQL); $tag$…$tag$ bodies
 * (PostgreSQL); Oracle's q'[…]' strings; -- and # (MySQL) comments to the end of the line, and /* … *\/ comments (nested
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

const JSON_LITERALS = new Set(['true', 'false', 'null']);

/**
 * Engines whose protocol binds no parameters (`supports.params` false: HiveServer2): their
 * EngineDriver's `placeholder` is null, and a statement with `:name`s cannot run on them (the
 * editor says so before saving).
 */
export const UNBOUND_ENGINES: ReadonlySet<EngineType> = new Set(
  ENGINE_TYPES.filter((type) => !ENGINE_DESCRIPTORS[type].supports.params),
);

const Q_CLOSERS: Readonly<Record<string, string>> = { '[': ']', '(': ')', '{': '}', '<': '>' };

/** Where an Oracle q'…' string opening at `start` (the q) ends, or undefined when none opens there. */
function qQuoteEnd(sql: string, start: number): number | undefined {
  if (!/[qQ]/.test(sql[start] ?? '') || sql[start + 1] !== "'") return undefined;
  // A q ending a name is not a prefix, but nq'…' (national characters) is.
  const before = sql[start - 1] ?? '';
  const national = /[nN]/.test(before) && !NAME_PART.test(sql[start - 2] ?? '');
  if (NAME_PART.test(before) && !national) return undefined;
  const open = sql[start + 2];
  if (open === undefined || /\s/.test(open)) return undefined;
  const close = `${Q_CLOSERS[open] ?? open}'`;
  const end = sql.indexOf(close, start + 3);
  return end === -1 ? sql.length : end + close.length;
}

/** Whether a ' at `i` opens a string whose backslashes escape, by the engine's rule. */
function singleEscapes(syntax: StatementSyntax, sql: string, i: number): boolean {
  if (syntax.single === 'backslash') return true;
  if (syntax.single !== 'e-prefix') return false;
  return /[eE]/.test(sql[i - 1] ?? '') && !NAME_PART.test(sql[i - 2] ?? '');
}

/** A statement cut into text and `:name` parameters. */
export function scanNamed(sql: string, type: EngineType): SqlPiece[] {
  const syntax = ENGINE_DESCRIPTORS[type].syntax;
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
    const qEnd = syntax.qQuote ? qQuoteEnd(sql, i) : undefined;
    if (qEnd !== undefined) {
      copyTo(qEnd);
    } else if (c === "'" && syntax.single !== 'none') {
      copyTo(quotedEnd(sql, i, "'", singleEscapes(syntax, sql, i)));
    } else if (c === '"') {
      copyTo(quotedEnd(sql, i, '"', syntax.double === 'backslash-string'));
    } else if (c === '`' && syntax.backtick) {
      copyTo(quotedEnd(sql, i, '`', false));
    } else if (c === '[' && syntax.brackets) {
      copyTo(quotedEnd(sql, i, ']', false));
    } else if ((c === '-' && next === '-' && syntax.dash) || (c === '#' && syntax.hash)) {
      const end = sql.indexOf('\n', i);
      copyTo(end === -1 ? sql.length : end);
    } else if (c === '/' && next === '*' && syntax.block !== 'none') {
      copyTo(blockCommentEnd(sql, i, syntax.block === 'nested'));
    } else if (c === '$' && syntax.dollar && !NAME_PART.test(previous) && dollarTag(sql, i)) {
      const tag = dollarTag(sql, i)!;
      const close = sql.indexOf(tag, i + tag.length);
      copyTo(close === -1 ? sql.length : close + tag.length);
    } else if (c === ':' && (next === ':' || next === '=')) {
      copyTo(i + 2);
    } else if (c === ':' && next !== undefined && NAME_START.test(next)) {
      let end = i + 1;
      while (end < sql.length && NAME_PART.test(sql[end]!)) end++;
      if (syntax.jsonLiterals && JSON_LITERALS.has(sql.slice(i + 1, end))) {
        copyTo(end);
        continue;
      }
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
export function namedParamsOf(sql: string, type: EngineType): string[] {
  const names = scanNamed(sql, type).flatMap((piece) => (piece.kind === 'name' ? [piece.name] : []));
  return [...new Set(names)];
}
