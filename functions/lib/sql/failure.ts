import { ErrorCode, type ErrorCodeValue } from '../../../shared/errors/catalogue.js';
import { DomainError } from '../errors.js';
import { log } from '../log.js';

/**
 * A refusal of the SQL engine: a catalogue code, and as `data.message` the database's own message
 * where it is safe to show (no password, no stack), so the form can say what the server said.
 */
export class SqlFailure extends DomainError {
  override readonly data: { message: string };
  constructor(code: ErrorCodeValue, message: string) {
    super(code);
    this.data = { message };
  }
}

/** What a driver error stands for, where an engine knows better than the generic rules here. */
export type FailureKind = 'connection' | 'timeout' | 'statement';

/** Driver errors that mean "never reached a usable session" rather than "the statement failed". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  // PostgreSQL: invalid password, authorization, unknown database, too many connections.
  '28P01',
  '28000',
  '3D000',
  '53300',
  // MySQL/MariaDB: access denied, unknown database, too many connections.
  'ER_ACCESS_DENIED_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_CON_COUNT_ERROR',
]);

/** Statement cancelled: PostgreSQL query_canceled, MariaDB/MySQL statement timeout or KILL QUERY. */
const TIMEOUT_CODES = new Set(['57014', 'ER_STATEMENT_TIMEOUT', 'ER_QUERY_TIMEOUT', 'ER_QUERY_INTERRUPTED']);

/** MariaDB's ER_STATEMENT_TIMEOUT (1969) has no name in mysql2; MySQL's 3024, KILL QUERY's 1317. */
const TIMEOUT_ERRNOS = new Set([1969, 3024, 1317]);

function field(error: object, name: string): unknown {
  return name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** `message` with every non-empty secret replaced, and only its first line (never a stack). */
export function redact(message: string, secrets: readonly string[]): string {
  let text = message.split('\n')[0] ?? '';
  for (const secret of secrets) if (secret) text = text.split(secret).join('***');
  return text.slice(0, 500);
}

/**
 * A failure of our own code or of a driver's JavaScript (TypeError, RangeError …), not a message of
 * the database: its text says nothing the user can act on and may show the code's insides, so it
 * is logged and answered as a plain "query failed".
 */
function isProgramError(error: object): boolean {
  return (
    error instanceof TypeError ||
    error instanceof RangeError ||
    error instanceof ReferenceError ||
    error instanceof SyntaxError ||
    error instanceof EvalError ||
    error instanceof URIError
  );
}

/** The catalogue failure a driver error stands for; `timeoutSeconds` words a cancelled statement. */
export function sqlFailureOf(
  error: unknown,
  secrets: readonly string[],
  timeoutSeconds: number,
  kindOf?: (error: object) => FailureKind | undefined,
): SqlFailure {
  if (error instanceof SqlFailure) return error;
  if (typeof error !== 'object' || error === null) return new SqlFailure(ErrorCode.SQL_ERROR, 'query failed');
  if (isProgramError(error)) {
    log('error', 'SQL engine failure', { error });
    return new SqlFailure(ErrorCode.SQL_ERROR, 'query failed');
  }
  const code = field(error, 'code');
  const message = redact(String(field(error, 'message') ?? 'query failed'), secrets);
  const kind = kindOf?.(error);
  if (
    kind === 'timeout' ||
    (typeof code === 'string' && TIMEOUT_CODES.has(code)) ||
    TIMEOUT_ERRNOS.has(Number(field(error, 'errno')))
  )
    return new SqlFailure(ErrorCode.SQL_ERROR, `statement cancelled after its ${timeoutSeconds} s timeout`);
  if (kind === 'statement') return new SqlFailure(ErrorCode.SQL_ERROR, message);
  if (kind === 'connection' || (typeof code === 'string' && CONNECTION_CODES.has(code)))
    return new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, message);
  if (field(error, 'fatal') === true) return new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, message);
  return new SqlFailure(ErrorCode.SQL_ERROR, message);
}

/** A connection's user may do more than read: refused whatever the statement (refusePrivileges). */
export class PrivilegeRefusal extends SqlFailure {}

/**
 * The first of the read-only layers refuses a user the server's catalogue shows may do more than
 * read (engines/<engine>/privileges.ts): DATABASE_CONNECTION_FAILED naming what to revoke.
 */
export function refusePrivileges(username: string, findings: readonly string[]): void {
  if (findings.length === 0) return;
  const shown = findings.slice(0, 6).join(', ');
  const more = findings.length > 6 ? ` and ${findings.length - 6}${findings.length >= 50 ? '+' : ''} more` : '';
  throw new PrivilegeRefusal(
    ErrorCode.DATABASE_CONNECTION_FAILED,
    `user ${username} may do more than read: revoke ${shown}${more}, or connect with a user that may only read`,
  );
}
