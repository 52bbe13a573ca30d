import type { Connection } from 'dmdb';
import { Pool } from 'tarn';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { SqlFailure } from '../../failure.js';
import { poolCheck, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { damengAttributes } from './options.js';
import { runQuery, sessionFailure, type QuerySession } from '../oracle/session.js';

/**
 * DaMeng through `dmdb`, whose API follows oracledb's. Every statement runs as
 *   getStatementInfo (must be a SELECT); SET TRANSACTION READ ONLY; <query> as a result set; ROLLBACK
 * so the server refuses writes and anything but one query, values are bound (`:1` …: dmdb binds
 * `?` and `:name` by position alike) and rows fetched in batches up to the caps. dmdb has no call
 * to cancel a statement: the socket timeout ends a round trip the server has not answered in the
 * statement timeout, and a watchdog closes the session after the timeout plus a grace; such a
 * session, like one that cannot roll back, is dropped. The sessions are pooled by `tarn` (dmdb's
 * own pool cannot drop one session), at most SQL_LIMITS.poolMaxSessions, idle ones closed.
 */

/** Refused: the database's own users, the administrator roles, and ANY privileges but reading. */
const POWER_CHECK = `SELECT
    (SELECT COUNT(*) FROM user_role_privs WHERE granted_role IN ('DBA', 'DB_AUDIT_ADMIN', 'DB_POLICY_ADMIN'))
  + (SELECT COUNT(*) FROM user_sys_privs
      WHERE privilege LIKE '% ANY %' AND privilege NOT LIKE 'SELECT ANY %' AND privilege NOT LIKE 'READ ANY %')
  + CASE WHEN USER IN ('SYSDBA', 'SYS', 'SYSSSO', 'SYSAUDITOR') THEN 1 ELSE 0 END AS powers
  FROM dual`;

export async function createDamengPool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool> {
  const { default: dmdb } = await import('dmdb');
  const attributes = damengAttributes(settings, target);
  /** Sessions that must not be lent again (timed out, or could not roll back). */
  const broken = new WeakSet<Connection>();
  const pool = new Pool<Connection>({
    create: () => dmdb.getConnection(attributes),
    destroy: (connection) => connection.close().catch(() => undefined),
    validate: (connection) => !broken.has(connection),
    min: 0,
    max: SQL_LIMITS.poolMaxSessions,
    idleTimeoutMillis: SQL_LIMITS.poolIdleSeconds * 1000,
    acquireTimeoutMillis: 15_000,
    createTimeoutMillis: 12_000,
    propagateCreateError: true,
  });
  const sessionOf = (connection: Connection): QuerySession => ({
    isQuery: async (statement) =>
      (await connection.getStatementInfo(statement)).statementType === dmdb.STMT_TYPE_SELECT,
    execute: async (statement) => {
      await connection.execute(statement);
    },
    open: async (statement, params) => {
      const result = await connection.execute<unknown[]>(statement, [...params], {
        resultSet: true,
        outFormat: dmdb.OUT_FORMAT_ARRAY,
      });
      const resultSet = result.resultSet;
      if (!resultSet) throw new SqlFailure(ErrorCode.SQL_ERROR, 'the query answered no rows');
      return {
        columns: (result.metaData ?? []).flat().map((column) => ({
          name: column.name,
          type: (column.dbTypeName ?? 'unknown').toLowerCase(),
        })),
        fetch: (rows) => resultSet.getRows(rows),
        close: () => resultSet.close(),
      };
    },
  });
  const vetUser = poolCheck(async (connection: Connection): Promise<void> => {
    const result = await connection.execute<[number]>(POWER_CHECK, [], { outFormat: dmdb.OUT_FORMAT_ARRAY });
    if (Number(result.rows?.[0]?.[0] ?? 1) !== 0)
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} has DBA or ANY privileges: connect with a read-only user`,
      );
  });

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const connection = await pool.acquire().promise.catch((error: unknown) => {
      throw sessionFailure(error, settings.password);
    });
    let watchdog: NodeJS.Timeout | undefined;
    try {
      await vetUser(connection);
      watchdog = setTimeout(
        () => {
          broken.add(connection);
          connection.close().catch(() => undefined);
        },
        limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs,
      );
      return await runQuery(sessionOf(connection), statement, params, limits);
    } finally {
      clearTimeout(watchdog);
      await connection.rollback().catch(() => broken.add(connection));
      pool.release(connection);
    }
  }

  return {
    run,
    close: async () => {
      await pool.destroy();
    },
  };
}
