import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { PrivilegeRefusal, redact, refusePrivileges, SqlFailure, sqlFailureOf } from './failure.js';

function driverError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message ?? 'boom')), fields);
}

describe('sqlFailureOf', () => {
  it.each([
    ['PostgreSQL query_canceled', { code: '57014', message: 'canceling statement due to statement timeout' }],
    [
      'MariaDB statement timeout',
      { errno: 1969, message: 'Query execution was interrupted (max_statement_time exceeded)' },
    ],
    [
      'MySQL statement timeout',
      { code: 'ER_QUERY_TIMEOUT', errno: 3024, message: 'maximum statement execution time exceeded' },
    ],
    ['KILL QUERY', { code: 'ER_QUERY_INTERRUPTED', errno: 1317, message: 'Query execution was interrupted' }],
  ])('words a %s as a timeout', (_name, fields) => {
    const failure = sqlFailureOf(driverError(fields), [], 30);
    expect(failure.code).toBe(ErrorCode.SQL_ERROR);
    expect(failure.data.message).toBe('statement cancelled after its 30 s timeout');
  });

  it.each([
    { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 203.0.113.7:5432' },
    { code: '28P01', message: 'password authentication failed for user "reader"' },
    { code: '3D000', message: 'database "nope" does not exist' },
    { code: 'ER_ACCESS_DENIED_ERROR', message: "Access denied for user 'reader'@'10.0.0.1'" },
    { code: 'PROTOCOL_CONNECTION_LOST', message: 'Connection lost: The server closed the connection.' },
    { fatal: true, message: 'something fatal' },
  ])('answers a connection failure with the database message: $message', (fields) => {
    const failure = sqlFailureOf(driverError(fields), [], 30);
    expect(failure.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(failure.data.message).toBe(fields.message);
  });

  it('answers a statement error with its message as SQL_ERROR', () => {
    const failure = sqlFailureOf(
      driverError({ code: '25006', message: 'cannot execute DELETE in a read-only transaction' }),
      [],
      30,
    );
    expect(failure).toBeInstanceOf(SqlFailure);
    expect(failure.code).toBe(ErrorCode.SQL_ERROR);
    expect(failure.data.message).toBe('cannot execute DELETE in a read-only transaction');
  });

  it('never carries the password or a stack', () => {
    const error = driverError({
      code: '28P01',
      message: 'auth failed for hunter2\n    at Connection.parseE (pg/lib/connection.js:1:1)',
    });
    const failure = sqlFailureOf(error, ['hunter2'], 30);
    expect(failure.data.message).toBe('auth failed for ***');
    expect(JSON.stringify(failure.data)).not.toMatch(/hunter2|connection\.js/);
  });

  it('keeps an SqlFailure as it is and words non-errors plainly', () => {
    const own = new SqlFailure(ErrorCode.API_ADDRESS_REFUSED, 'no');
    expect(sqlFailureOf(own, [], 30)).toBe(own);
    expect(sqlFailureOf('weird', [], 30).data.message).toBe('query failed');
  });
});

describe('our own failures', () => {
  it.each([
    new TypeError("Cannot read properties of undefined (reading 'name')"),
    new RangeError('Invalid array length'),
    new ReferenceError('fields is not defined'),
  ])('answer $message as a plain "query failed", never their text', (error) => {
    const failure = sqlFailureOf(error, [], 30);
    expect(failure.code).toBe(ErrorCode.SQL_ERROR);
    expect(failure.data).toEqual({ message: 'query failed' });
  });
});

describe('refusePrivileges', () => {
  it('passes a user with no finding', () => {
    expect(() => refusePrivileges('bi', [])).not.toThrow();
  });

  it('names the first six findings and counts the rest', () => {
    const findings = Array.from({ length: 9 }, (_, n) => `INSERT on public.t${n}`);
    let thrown: unknown;
    try {
      refusePrivileges('bi', findings);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PrivilegeRefusal);
    expect(thrown).toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
      data: {
        message:
          'user bi may do more than read: revoke INSERT on public.t0, INSERT on public.t1, INSERT on public.t2, ' +
          'INSERT on public.t3, INSERT on public.t4, INSERT on public.t5 and 3 more, or connect with a user that may only read',
      },
    });
  });
});

describe('redact', () => {
  it('ignores empty secrets and cuts long messages', () => {
    expect(redact('abc', [''])).toBe('abc');
    expect(redact('x'.repeat(900), [])).toHaveLength(500);
  });
});
