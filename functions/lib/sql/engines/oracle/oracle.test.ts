import { describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { bindNamed } from '../../named-params.js';
import { sqlFailureOf } from '../../failure.js';
import type { SqlRows, SqlValue } from '../../session.js';
import { oracleConnectString, oraclePoolAttributes } from './options.js';
import { ONE_QUERY, runQuery, type QuerySession } from './session.js';
import { oracleEngine, oracleFailureKind } from './index.js';

const target = { address: '203.0.113.7', hostname: 'ora.example.com', port: 1521 };
const settingsOf = (extra: Record<string, unknown> = {}) =>
  sqlConnectionSchema.parse({
    type: 'oracle',
    dbType: 'oracle',
    server: 'ora.example.com',
    port: 1521,
    mode: 'service_name',
    sid: 'ORCLPDB1',
    username: 'report',
    password: 'pw',
    ...extra,
  });

describe('Oracle connect string', () => {
  it('reaches a service name by Easy Connect on the vetted address', () => {
    expect(oracleConnectString(settingsOf(), target)).toBe('203.0.113.7:1521/ORCLPDB1');
    expect(oracleConnectString(settingsOf({ tls: true, sid: 'sales.example.com' }), target)).toBe(
      'tcps://203.0.113.7:1521/sales.example.com',
    );
    expect(oracleConnectString(settingsOf(), { ...target, address: '2001:db8::7' })).toBe(
      '[2001:db8::7]:1521/ORCLPDB1',
    );
  });

  it('reaches a SID by a connect descriptor', () => {
    expect(oracleConnectString(settingsOf({ mode: 'sid', sid: 'ORCL' }), target)).toBe(
      '(DESCRIPTION=(ADDRESS=(PROTOCOL=tcp)(HOST=203.0.113.7)(PORT=1521))(CONNECT_DATA=(SID=ORCL)))',
    );
  });

  it.each(['X)(ADDRESS=(HOST=10.0.0.1)', 'svc?ssl_server_dn_match=false', 'a/b', 'a b', '1abc', ''])(
    'refuses %j, which could add an address or an option',
    (sid) => {
      expect(() => oracleConnectString(settingsOf({ mode: 'sid', sid }), target)).toThrow(
        expect.objectContaining({ code: ErrorCode.DATABASE_CONNECTION_FAILED }),
      );
    },
  );

  it('pools at most two sessions, closed when idle, with the host name checked under TLS', () => {
    expect(oraclePoolAttributes(settingsOf(), target)).toMatchObject({
      user: 'report',
      password: 'pw',
      poolMin: 0,
      poolMax: 2,
      poolTimeout: 60,
      sslServerDNMatch: true,
    });
  });
});

describe('Oracle statements', () => {
  it('binds :names by position as :1 …, leaving strings, "names" and comments alone', () => {
    const bound = bindNamed(`SELECT ':x', "a:b" /* :c */ FROM t WHERE a = :a -- :d\n AND b = :a`, 'oracle', { a: 7 });
    expect(bound).toEqual({
      text: `SELECT ':x', "a:b" /* :c */ FROM t WHERE a = :1 -- :d\n AND b = :2`,
      params: [7, 7],
    });
  });

  it('browses ALL_USERS without the users Oracle maintains, tables and views by bound owner', async () => {
    const seen: [string, readonly SqlValue[] | undefined][] = [];
    const run = (statement: string, params?: readonly SqlValue[]): Promise<SqlRows> => {
      seen.push([statement, params]);
      return Promise.resolve({ columns: [], rows: [['SALES'], ['SYS'], ['XDB']], truncated: false });
    };
    expect(await oracleEngine.browse.schemas(run)).toEqual(['SALES']);
    await oracleEngine.browse.tables(run, 'SALES');
    await oracleEngine.browse.preview(run, 'SALES', 'ORDERS"X');
    expect(seen[0]?.[0]).toContain("WHERE oracle_maintained = 'N'");
    expect(seen[1]).toEqual([expect.stringContaining('all_tables WHERE owner = :1'), ['SALES', 'SALES']]);
    expect(seen[2]?.[0]).toBe('SELECT * FROM "SALES"."ORDERS""X"');
  });
});

/** A session that records what runQuery asks of it. */
function recordingSession(kind: 'query' | 'other', rows: number): { session: QuerySession; calls: string[] } {
  const calls: string[] = [];
  let left = rows;
  const session: QuerySession = {
    isQuery: (statement) => {
      calls.push(`parse ${statement}`);
      return Promise.resolve(kind === 'query');
    },
    execute: (statement) => {
      calls.push(statement);
      return Promise.resolve();
    },
    open: (statement) => {
      calls.push(`open ${statement}`);
      return Promise.resolve({
        columns: [{ name: 'N', type: 'number' }],
        fetch: (want) => {
          calls.push(`fetch ${want}`);
          const batch = Array.from({ length: Math.min(want, left) }, (_, i) => [rows - left + i]);
          left -= batch.length;
          return Promise.resolve(batch);
        },
        close: () => {
          calls.push('close');
          return Promise.resolve();
        },
      });
    },
  };
  return { session, calls };
}

describe('one read-only query', () => {
  const limits = { maxRows: 600, maxBytes: 1_000_000, timeoutSeconds: 30 };

  it('refuses what the server does not parse as a query before anything runs', async () => {
    const { session, calls } = recordingSession('other', 0);
    await expect(runQuery(session, 'DELETE FROM t', [], limits)).rejects.toMatchObject({
      code: ErrorCode.SQL_ERROR,
      data: { message: ONE_QUERY },
    });
    expect(calls).toEqual(['parse DELETE FROM t']);
  });

  it('makes the transaction read-only, then fetches in batches up to the cap and closes', async () => {
    const { session, calls } = recordingSession('query', 5000);
    const result = await runQuery(session, 'SELECT n FROM t', [], limits);
    expect(calls).toEqual([
      'parse SELECT n FROM t',
      'SET TRANSACTION READ ONLY',
      'open SELECT n FROM t',
      'fetch 500',
      'fetch 101',
      'close',
    ]);
    expect(result.rows).toHaveLength(600);
    expect(result.truncated).toBe(true);
  });

  it('answers every row of a short result, not truncated', async () => {
    const { session } = recordingSession('query', 3);
    expect(await runQuery(session, 'SELECT n FROM t', [], limits)).toEqual({
      columns: [{ name: 'N', type: 'number' }],
      rows: [[0], [1], [2]],
      truncated: false,
    });
  });
});

describe('Oracle failures', () => {
  const failure = (code: string, message: string) =>
    sqlFailureOf(Object.assign(new Error(message), { code }), ['pw'], 30, oracleFailureKind);

  it.each([
    ['NJS-503', 'NJS-503: connection to host 203.0.113.7 port 1521 could not be established.'],
    ['NJS-500', 'NJS-500: connection to Oracle Database was closed or broken'],
    ['ORA-01017', 'ORA-01017: invalid credential or not authorized; logon denied'],
    ['ORA-12514', 'ORA-12514: Cannot connect to database. Service ORCL is not registered with the listener'],
  ])('answers %s as a connection failure', (code, message) => {
    expect(failure(code, message)).toMatchObject({ code: ErrorCode.DATABASE_CONNECTION_FAILED, data: { message } });
  });

  it.each(['NJS-123', 'ORA-01013'])('answers %s as the timeout', (code) => {
    expect(failure(code, `${code}: cancelled`).data.message).toBe('statement cancelled after its 30 s timeout');
  });

  it('answers a server error as SQL_ERROR with its first line', () => {
    expect(failure('ORA-00942', 'ORA-00942: table or view "SALES"."NOPE" does not exist\nHelp: …')).toMatchObject({
      code: ErrorCode.SQL_ERROR,
      data: { message: 'ORA-00942: table or view "SALES"."NOPE" does not exist' },
    });
  });
});
