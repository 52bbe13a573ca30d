import type { HdbClient, HdbResultSet, HdbStatement } from 'hdb';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure } from '../../failure.js';
import { deadline, openFailure, SessionPool } from '../../session-pool.js';
import { poolCheck, RowCollector, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { hanaClientOptions, hanaQuoteId, hanaTypeName } from './options.js';

/**
 * SAP HANA through `hdb`. Every statement runs, autocommit off, as
 *   SET TRANSACTION AUTOCOMMIT DDL OFF; SET TRANSACTION READ ONLY; [SET SCHEMA "<schema>";]
 *   prepare <statement>; execute; fetch in chunks; ROLLBACK
 * so the server refuses writes (and DDL, which "autocommit DDL off" keeps inside the read-only
 * transaction), a prepared statement is one statement, and rows are read in chunks up to the
 * caps (the result set is closed as soon as one is reached). A statement that answers no result
 * set is refused (and rolled back). HANA has no per-statement timeout a client may set: a
 * statement still running at the connection's timeout has its session closed, which makes the
 * server cancel it, and the run answers then even if the driver never calls back; a closed
 * session is never returned to the pool.
 */
const FETCH_BATCH = 500;

/** System privileges that administer data, users, files or the server. */
const POWER_CHECK = `SELECT COUNT(*) FROM SYS.EFFECTIVE_PRIVILEGES
  WHERE USER_NAME = CURRENT_USER AND OBJECT_TYPE = 'SYSTEMPRIVILEGE'
    AND PRIVILEGE IN ('DATA ADMIN', 'DATABASE ADMIN', 'USER ADMIN', 'ROLE ADMIN', 'INIFILE ADMIN',
      'IMPORT', 'EXPORT', 'SERVICE ADMIN', 'CREDENTIAL ADMIN', 'TRUST ADMIN', 'AUDIT ADMIN')`;
const WHO = 'SELECT CURRENT_USER, (SELECT DATABASE_NAME FROM SYS.M_DATABASE) FROM DUMMY';

function promised<T>(start: (done: (error: Error | null, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value))));
}

const exec = (client: HdbClient, command: string): Promise<unknown[][]> =>
  promised((done) =>
    client.exec(command, (error, rows) => done(error, Array.isArray(rows) ? (rows as unknown[][]) : [])),
  );

function isResultSet(value: unknown): value is HdbResultSet {
  return typeof value === 'object' && value !== null && 'createArrayStream' in value && 'metadata' in value;
}

/** Reads rows chunk by chunk until the result set ends or a cap is reached, then closes it. */
async function collect(resultSet: HdbResultSet, limits: RunLimits): Promise<RowCollector> {
  const collector = new RowCollector(limits);
  resultSet.setFetchSize(Math.min(FETCH_BATCH, limits.maxRows + 1));
  const stream = resultSet.createArrayStream();
  try {
    for await (const chunk of stream as AsyncIterable<unknown[][]>)
      if (!chunk.every((row) => collector.add(row))) break;
  } finally {
    stream.destroy();
    if (!resultSet.closed) await promised<void>((done) => resultSet.close((error) => done(error, undefined)));
  }
  return collector;
}

export async function createHanaPool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool> {
  const { default: hdb } = await import('hdb');
  const options = hanaClientOptions(settings, target);
  const sessions = new SessionPool<HdbClient>(
    {
      async open() {
        const client = hdb.createClient(options);
        // A session the server drops must not crash the process; it is found dead on its next use.
        client.on('error', () => undefined);
        try {
          await promised<void>((done) => client.connect((error) => done(error, undefined)));
        } catch (error) {
          client.close();
          throw openFailure(error, [settings.password]);
        }
        client.setAutoCommit(false);
        return client;
      },
      close: (client) => client.close(),
    },
    { max: SQL_LIMITS.poolMaxSessions, idleMs: SQL_LIMITS.poolIdleSeconds * 1000 },
  );

  const vetSession = poolCheck(async (client: HdbClient): Promise<void> => {
    const powers = await exec(client, POWER_CHECK);
    const [user, database] = ((await exec(client, WHO))[0] ?? []).map(String);
    if (Number(powers[0]?.[0] ?? 1) !== 0 || user === 'SYSTEM')
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} administers data, users or the server: connect with a read-only user`,
      );
    if (settings.database && database?.toUpperCase() !== settings.database.toUpperCase())
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `port ${target.port} serves database ${database ?? '?'}, not ${settings.database}: give the tenant database's SQL port`,
      );
  });

  async function query(client: HdbClient, statement: string, params: readonly SqlValue[], limits: RunLimits) {
    await vetSession(client);
    await exec(client, 'SET TRANSACTION AUTOCOMMIT DDL OFF');
    await exec(client, 'SET TRANSACTION READ ONLY');
    if (settings.schema) await exec(client, `SET SCHEMA ${hanaQuoteId(settings.schema)}`);
    const prepared = await promised<HdbStatement>((done) => client.prepare(statement, done));
    try {
      const result = await promised<unknown>((done) => prepared.execute([...params], done));
      if (!isResultSet(result))
        throw new SqlFailure(ErrorCode.SQL_ERROR, 'the statement answers no rows: only queries run here');
      const collector = await collect(result, limits);
      return {
        columns: result.metadata.map((column) => ({
          name: column.columnDisplayName,
          type: hanaTypeName(column.dataType),
        })),
        rows: collector.rows,
        truncated: collector.truncated,
      };
    } finally {
      try {
        prepared.drop();
      } catch {
        // The session is gone; so is the statement.
      }
    }
  }

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const ends = Date.now() + limits.timeoutSeconds * 1000;
    const client = await deadline(
      sessions.acquire(),
      ends - Date.now(),
      () => new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, `no session within ${limits.timeoutSeconds} s`),
      (late) => sessions.release(late, false),
    );
    let timedOut = false;
    try {
      return await deadline(query(client, statement, params, limits), ends - Date.now(), () => {
        // Closing the session makes HANA cancel what it runs; it is not reused.
        timedOut = true;
        client.close();
        return new SqlFailure(ErrorCode.SQL_ERROR, `statement cancelled after its ${limits.timeoutSeconds} s timeout`);
      });
    } finally {
      let reusable = !timedOut && client.readyState === 'connected';
      if (reusable)
        reusable = await deadline(
          promised<void>((done) => client.rollback((error) => done(error, undefined))),
          SQL_LIMITS.cancelGraceMs * 4,
          () => new Error('no rollback'),
        ).then(
          () => true,
          () => false,
        );
      sessions.release(client, reusable);
    }
  }

  return {
    run,
    close: () => Promise.resolve(sessions.drain()),
  };
}
