import { SQL_LIMITS } from '../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { requestRemainingMs } from '../request-deadline.js';
import { SqlFailure } from './failure.js';

/**
 * A synchronous statement (a widget's or data API's query, the schema browser, a connection test,
 * a query over worksheets) never outlives its request: its timeout is the connection's (or the
 * worksheet engine's), cut to what the request has left less SQL_LIMITS.cancelGraceMs (the
 * second-session cancel comes that late) and SQL_LIMITS.requestMarginMs (session, rollback,
 * answer), in whole seconds. The database then cancels it at that timeout, and the caller gets
 * SQL_ERROR "statement cancelled after N s" instead of the function being stopped with the
 * statement still holding a pooled session. Outside a request (a worksheet extract in the
 * runner) the timeout is left as it is.
 */

/** Milliseconds a request spends past a statement's timeout: the cancel grace and the margin. */
const AFTER_TIMEOUT_MS = SQL_LIMITS.cancelGraceMs + SQL_LIMITS.requestMarginMs;

/**
 * `timeoutSeconds` cut to what `remainingMs` affords (whole seconds, 0 when it affords less than
 * one); unchanged when there is no request (`remainingMs` undefined).
 */
export function cappedTimeoutSeconds(timeoutSeconds: number, remainingMs: number | undefined): number {
  if (remainingMs === undefined) return timeoutSeconds;
  const affordable = Math.floor((remainingMs - AFTER_TIMEOUT_MS) / 1000);
  return Math.max(0, Math.min(timeoutSeconds, affordable));
}

/**
 * The timeout of a synchronous statement starting now, in the running request (request-deadline.ts);
 * SqlFailure SQL_ERROR at once when the request has less than a second of statement time left.
 */
export function statementTimeoutSeconds(timeoutSeconds: number): number {
  const seconds = cappedTimeoutSeconds(timeoutSeconds, requestRemainingMs());
  if (seconds < 1)
    throw new SqlFailure(ErrorCode.SQL_ERROR, 'statement not started: the request has too little time left');
  return seconds;
}

/**
 * How long a caller may wait for someone else's answer (a shared answer's lease holder) before it
 * must run the statement itself: `waitMs`, cut so that at least a one-second statement still fits
 * in the request afterwards (0 when none does).
 */
export function waitBeforeStatementMs(waitMs: number, remainingMs: number | undefined = requestRemainingMs()): number {
  if (remainingMs === undefined) return waitMs;
  return Math.max(0, Math.min(waitMs, remainingMs - AFTER_TIMEOUT_MS - 1000));
}
