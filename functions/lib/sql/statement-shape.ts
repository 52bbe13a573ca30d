import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { SqlFailure } from './failure.js';

/**
 * The second of the read-only layers (README.md, "Safety model"): before a statement reaches the
 * server, its first word must be one that opens a query answering rows in the engine's language
 * (`EngineDriver.queryKeywords`): SELECT, WITH, VALUES, TABLE and the like. So a compound block
 * (`BEGIN NOT ATOMIC … END`), COMMIT, ROLLBACK, SET, CALL, DO, HANDLER, KILL, LOAD, PREPARE or any
 * write never leaves the process, whatever the server would make of it.
 *
 * Only the words before the first keyword are read: white space, comments (`-- …`, `/* … *\/`
 * and, where the engine has them, `# …`) and opening parentheses. Nothing past the first keyword
 * is judged here: that is the server's job (one prepared statement that must answer columns, the
 * read-only session, the user's privileges). Two spellings are refused outright, because a
 * server reads them differently from a plain comment: MySQL's and MariaDB's executable comments
 * (`/*! … *\/`, `/*M! … *\/`) and a comment that does not end (PostgreSQL nests them; a nested
 * one would otherwise hide what follows).
 */

/** A comment that ends and holds no other comment's opening; never an executable one. */
const BLOCK_COMMENT = String.raw`/\*(?![!+]|M!)(?:[^*/]|\*(?!/)|/(?!\*))*\*/`;
const LINE_COMMENT = String.raw`--[^\n]*(?:\n|$)`;
/** What may stand before the first keyword: white space, comments, opening parentheses. */
const LEADING = {
  plain: new RegExp(String.raw`^(?:\s|${LINE_COMMENT}|${BLOCK_COMMENT}|\()*`),
  hash: new RegExp(String.raw`^(?:\s|${LINE_COMMENT}|#[^\n]*(?:\n|$)|${BLOCK_COMMENT}|\()*`),
};
const WORD = /^[A-Za-z_]+/;

/** The statement's first keyword, upper-cased; undefined when it does not start with one. */
export function leadingKeyword(statement: string, hashComments: boolean): string | undefined {
  const leading = (hashComments ? LEADING.hash : LEADING.plain).exec(statement)?.[0] ?? '';
  return WORD.exec(statement.slice(leading.length))?.[0].toUpperCase();
}

export interface QueryShape {
  /** Words a query answering rows may start with, upper case. */
  keywords: readonly string[];
  /** Whether `#` starts a comment to the end of the line (MySQL, MariaDB). */
  hashComments: boolean;
}

/** Refuses, as SQL_ERROR, a statement that does not open with one of `shape.keywords`. */
export function checkQueryShape(statement: string, shape: QueryShape): void {
  const keyword = leadingKeyword(statement, shape.hashComments);
  if (keyword !== undefined && shape.keywords.includes(keyword)) return;
  throw new SqlFailure(
    ErrorCode.SQL_ERROR,
    `only a query that answers rows may run here (it must start with ${shape.keywords.join(', ')})` +
      (keyword ? `: ${keyword} is refused` : ''),
  );
}
