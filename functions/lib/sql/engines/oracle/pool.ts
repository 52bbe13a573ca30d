import type { Connection, Metadata, Pool } from 'oracledb';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { SqlFailure } from '../../failure.js';
import { poolCheck, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { oraclePoolAttributes } from './options.js';
import { runQuery, sessionFailure, type QuerySession } from './session.js';

/**
 * Oracle through `oracledb` in thin mode (pure JavaScript: Oracle Client libraries are never
 * loaded, `initOracleClient` never called). Every statement runs as
 *   getStatementInfo (must be a SELECT); SET TRANSACTION READ ONLY; <query> as a result set; ROLLBACK; DBMS_SESSION.RESET_PACKAGE
 * so the server refuses writes and anything but one query, values are bound (`:1` …) and rows
 * fetched in batches up to the caps. Each round trip is bounded by `callTimeout` (past it the
 * driver breaks the call on the server); a watchdog breaks the statement after the run's timeout
 * plus a grace. A session that cannot roll back is dropped from the pool, not lent again.
 */

/**
 * Refused: the database's own users, the DBA roles, and any privilege on ANY object but reading
 * (`SELECT ANY TABLE`, `READ ANY TABLE`, `SELECT ANY DICTIONARY` stay allowed), and the system
 * privileges that change the server or act as another user.
 */
const POWER_CHECK = `SELECT
    (SELECT COUNT(*) FROM session_privs
      WHERE (privilege LIKE '% ANY %' AND privilege NOT LIKE 'SELECT ANY %' AND privilege NOT LIKE 'READ ANY %')
         OR privilege IN ('ALTER SYSTEM', 'ALTER DATABASE', 'BECOME USER', 'SYSDBA', 'SYSOPER', 'EXEMPT ACCESS POLICY'))
  + (SELECT COUNT(*) FROM session_roles
      WHERE role IN ('DBA', 'IMP_FULL_DATABASE', 'EXP_FULL_DATABASE', 'DATAPUMP_IMP_FULL_DATABASE', 'DATAPUMP_EXP_FULL_DATABASE'))
  + CASE WHEN USER IN ('SYS', 'SYSTEM') THEN 1 ELSE 0 END AS powers
  FROM dual`;

/**
 * Date and timestamp parameters are bound as text (`YYYY-MM-DD`, `YYYY-MM-DD hh:mm:ss`): each new
 * session reads them, and shows dates, in those formats rather than the server's NLS default
 * (`DD-MON-RR`), so `WHERE day >= :from` compares dates. A query cannot change them back: only a
 * SELECT runs.
 */
const DATE_FORMATS = `ALTER SESSION SET NLS_DATE_FORMAT = 'YYYY-MM-DD HH24:MI:SS'
  NLS_TIMESTAMP_FORMAT = 'YYYY-MM-DD HH24:MI:SS.FF' NLS_TIMESTAMP_TZ_FORMAT = 'YYYY-MM-DD HH24:MI:SS.FF TZH:TZM'`;

function setDateFormats(connection: Connection, _tag: string, done: (error?: unknown) => void): void {
  connection.execute(DATE_FORMATS).then(
    () => done(),
    (error: unknown) => done(error),
  );
}

export async function createOraclePool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool> {
  const { default: oracledb } = await import('oracledb');
  const attributes = oraclePoolAttributes(settings, target);
  let current: Promise<Pool> | undefined;
  const opened = (): Promise<Pool> => {
    const pool = (current ??= oracledb.createPool({ ...attributes, sessionCallback: setDateFormats }));
    pool.catch(() => {
      if (current === pool) current = undefined;
    });
    return pool;
  };
  /** Large text as text, binary as bytes: never a LOB object that needs its session later. */
  const fetchTypeHandler = (metadata: Metadata<unknown>) => {
    if (metadata.dbType === oracledb.DB_TYPE_CLOB || metadata.dbType === oracledb.DB_TYPE_NCLOB)
      return { type: oracledb.STRING };
    if (metadata.dbType === oracledb.DB_TYPE_BLOB) return { type: oracledb.BUFFER };
    return undefined;
  };
  const sessionOf = (connection: Connection): QuerySession => ({
    isQuery: async (statement) =>
      (await connection.getStatementInfo(statement)).statementType === oracledb.STMT_TYPE_SELECT,
    execute: async (statement) => {
      await connection.execute(statement);
    },
    open: async (statement, params, batch) => {
      const result = await connection.execute<unknown[]>(statement, [...params], {
        resultSet: true,
        outFormat: oracledb.OUT_FORMAT_ARRAY,
        fetchArraySize: batch,
        fetchTypeHandler,
      });
      const resultSet = result.resultSet;
      if (!resultSet) throw new SqlFailure(ErrorCode.SQL_ERROR, 'the query answered no rows');
      return {
        columns: (result.metaData ?? []).map((column) => ({
          name: column.name,
          type: (column.dbTypeName ?? 'unknown').toLowerCase(),
        })),
        fetch: (rows) => resultSet.getRows(rows),
        close: () => resultSet.close(),
      };
    },
  });
  const vetUser = poolCheck(async (connection: Connection): Promise<void> => {
    const result = await connection.execute<[number]>(POWER_CHECK, [], { outFormat: oracledb.OUT_FORMAT_ARRAY });
    if (Number(result.rows?.[0]?.[0] ?? 1) !== 0)
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} has DBA or ANY privileges: connect with a read-only user`,
      );
  });

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const connection = await opened()
      .then((pool) => pool.getConnection())
      .catch((error: unknown) => {
        throw sessionFailure(error, settings.password);
      });
    let drop = false;
    let watchdog: NodeJS.Timeout | undefined;
    try {
      connection.callTimeout = limits.timeoutSeconds * 1000;
      await vetUser(connection);
      watchdog = setTimeout(
        () => {
          connection.break().catch(() => undefined);
        },
        limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs,
      );
      return await runQuery(sessionOf(connection), statement, params, limits);
    } finally {
      clearTimeout(watchdog);
      try {
        await connection.rollback();
        // Package state a query's functions may have set must not reach the next run.
        await connection.execute('BEGIN DBMS_SESSION.RESET_PACKAGE; END;');
      } catch {
        drop = true;
      }
      await connection.close({ drop }).catch(() => undefined);
    }
  }

  return {
    run,
    close: async () => {
      const pool = current;
      current = undefined;
      await pool?.then((open) => open.close(0)).catch(() => undefined);
    },
  };
}
