import { InvalidRequestException, type QueryExecutionStatus } from '@aws-sdk/client-athena';
import escapeStringRegexp from 'escape-string-regexp';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure, redact } from '../../../sql/failure.js';

/** What a user may not see of Athena's messages: the tenant's Glue database and the assets bucket. */
export interface AthenaInternals {
  database: string;
  bucket: string;
}

/**
 * Athena's message as a user may see it: its first line, the worksheet tables named as the user
 * wrote them (`awsdatacatalog.<database>.ws_x` → `ws_x`), and S3 URIs, ARNs, account ids, the
 * Glue database and the assets bucket masked.
 */
export function athenaMessage(message: string, internals: AthenaInternals): string {
  const qualifier = new RegExp(`(?:"?awsdatacatalog"?\\.)?"?${escapeStringRegexp(internals.database)}"?\\.`, 'gi');
  const text = (message.split('\n')[0] ?? '')
    .replace(qualifier, '')
    .replace(/\bs3[an]?:\/\/[^\s'",;)]+/gi, '***')
    .replace(/\barn:aws[\w-]*:[^\s'",;)]+/gi, '***')
    .replace(/\b\d{12}\b/g, '***');
  return redact(text, [internals.database, internals.bucket]);
}

/** Athena puts the fault on its own side: AthenaError.ErrorCategory 1 (of 1 system, 2 user, 3 other). */
export const athenaAtFault = (status: QueryExecutionStatus): boolean => status.AthenaError?.ErrorCategory === 1;

/** A FAILED execution whose Glue database or table is missing (dropped behind the engine's back). */
export function catalogMissing(status: QueryExecutionStatus): boolean {
  const message = status.AthenaError?.ErrorMessage ?? status.StateChangeReason ?? '';
  return (
    status.State === 'FAILED' &&
    /^(?:TABLE_NOT_FOUND|SCHEMA_NOT_FOUND)\b|\b(?:Table|Schema) '?[\w."]+'? does not exist/.test(message)
  );
}

/**
 * The catalogue failure of an execution Athena ended without us: FAILED as SQL_ERROR with
 * Athena's message, or DATABASE_CONNECTION_FAILED when Athena puts the fault on its own side
 * (ErrorCategory 1: internal errors, results it could not write); CANCELLED by anyone but the
 * engine (an operator, the workgroup's bytes-scanned cutoff) as SQL_ERROR.
 */
export function executionFailure(status: QueryExecutionStatus, internals: AthenaInternals): SqlFailure {
  const reason = status.AthenaError?.ErrorMessage ?? status.StateChangeReason;
  const message = reason ? athenaMessage(reason, internals) : '';
  if (status.State === 'CANCELLED')
    return new SqlFailure(ErrorCode.SQL_ERROR, `Athena cancelled the statement${message ? `: ${message}` : ''}`);
  if (athenaAtFault(status))
    return new SqlFailure(
      ErrorCode.DATABASE_CONNECTION_FAILED,
      `Athena could not run the statement${message ? `: ${message}` : ''}`,
    );
  return new SqlFailure(ErrorCode.SQL_ERROR, message || 'query failed');
}

/**
 * What a refused or failed API call stands for: InvalidRequestException (a statement Athena
 * cannot parse, answered by StartQueryExecution itself) is SQL_ERROR with Athena's message;
 * anything else means Athena or Glue did not answer usefully: DATABASE_CONNECTION_FAILED
 * naming only the error's type.
 */
export function callFailure(error: unknown, internals: AthenaInternals): SqlFailure {
  if (error instanceof SqlFailure) return error;
  if (error instanceof InvalidRequestException)
    return new SqlFailure(ErrorCode.SQL_ERROR, athenaMessage(error.message, internals));
  const name = error instanceof Error ? error.name : 'error';
  return new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, `Athena could not be reached (${name})`);
}
