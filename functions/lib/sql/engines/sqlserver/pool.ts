import type { ConnectionPool, IColumnMetadata, config as MssqlConfig, Request } from 'mssql';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { SqlFailure } from '../../failure.js';
import {
  poolCheck,
  RowCollector,
  type RunLimits,
  type SqlColumn,
  type SqlPool,
  type SqlRows,
  type SqlValue,
} from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { sqlServerConfig } from './options.js';

/**
 * SQL Server through `mssql` (tedious). SQL Server has no read-only transaction, so every
 * statement runs as
 *   BEGIN TRAN; sp_executesql N'SET XACT_ABORT ON; SET ROWCOUNT <cap + 1>; <statement>', @p1 …; ROLLBACK
 * by a user who may not write (the user check below refuses members of db_owner, db_datawriter,
 * db_ddladmin and the server's admin roles): whatever the statement changes is rolled back, and
 * what it may not change the server refuses. The SET options live only inside sp_executesql; the
 * session is reset (sp_reset_connection) before its next use, and a session whose rollback failed
 * takes its pool down with it. Rows stream with the caps; past its timeout tedious cancels the
 * statement on the server (an attention), and a watchdog cancels it again after the grace.
 */

/** Roles and permissions that could write, change the schema or the server, or read server files. */
const POWER_CHECK = `SELECT CASE WHEN
     IS_SRVROLEMEMBER('sysadmin') = 1 OR IS_SRVROLEMEMBER('serveradmin') = 1
  OR IS_SRVROLEMEMBER('securityadmin') = 1 OR IS_SRVROLEMEMBER('bulkadmin') = 1
  OR IS_ROLEMEMBER('db_owner') = 1 OR IS_ROLEMEMBER('db_datawriter') = 1 OR IS_ROLEMEMBER('db_ddladmin') = 1
  OR IS_ROLEMEMBER('db_securityadmin') = 1 OR IS_ROLEMEMBER('db_accessadmin') = 1
  OR HAS_PERMS_BY_NAME(NULL, NULL, 'CONTROL SERVER') = 1
  OR HAS_PERMS_BY_NAME(NULL, NULL, 'ADMINISTER BULK OPERATIONS') = 1
  OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'CONTROL') = 1
  OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'ALTER') = 1
  OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'INSERT') = 1
  OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'UPDATE') = 1
  OR HAS_PERMS_BY_NAME(DB_NAME(), 'DATABASE', 'DELETE') = 1
  THEN 1 ELSE 0 END AS powerful`;

/** The statement as the batch sp_executesql runs: the SET options end with it. */
export function sqlServerBatch(statement: string, maxRows: number): string {
  return `SET XACT_ABORT ON; SET ROWCOUNT ${Math.trunc(maxRows) + 1};\n${statement}`;
}

/** mssql's column type: its type factory (or a type made by one) carries the T-SQL name. */
function typeName(type: unknown): string {
  const factory: unknown = typeof type === 'function' ? type : (type as { type?: unknown } | null)?.type;
  const declaration = (factory as { declaration?: unknown } | undefined)?.declaration;
  return typeof declaration === 'string' ? declaration.toLowerCase() : 'unknown';
}

function columnsOf(metadata: IColumnMetadata): SqlColumn[] {
  return Object.values(metadata)
    .sort((a, b) => a.index - b.index)
    .map((column) => ({ name: column.name, type: typeName(column.type) }));
}

const ONE_QUERY = 'a data API runs one query: the statement answered more than one result set';

/** Streams the first result set into the caps; a second one is refused, rows past a cap cancelled. */
function streamRows(request: Request, text: string, limits: RunLimits, watchdogMs: number): Promise<SqlRows> {
  return new Promise((resolve, reject) => {
    const collector = new RowCollector(limits);
    let columns: SqlColumn[] | undefined;
    let cut = false;
    let refused = false;
    let settled = false;
    let failure: unknown;
    const watchdog = setTimeout(() => request.cancel(), watchdogMs);
    // Settled on `done` (which follows an `error` too): only then is the request off the session.
    const settle = (error: unknown): void => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      if (refused) reject(new SqlFailure(ErrorCode.SQL_ERROR, ONE_QUERY));
      else if (error !== undefined && !cut) reject(error);
      else resolve({ columns: columns ?? [], rows: collector.rows, truncated: collector.truncated });
    };
    const stop = (): void => {
      cut = true;
      request.cancel();
    };
    request.on('recordset', (metadata: IColumnMetadata) => {
      if (columns) {
        refused = true;
        stop();
      } else columns = columnsOf(metadata);
    });
    request.on('row', (row: unknown) => {
      if (cut) return;
      // FOR JSON / FOR XML answers come as one object even in array mode.
      const values = Array.isArray(row) ? (row as unknown[]) : Object.values(row as object);
      if (!collector.add(values)) stop();
    });
    request.on('error', (error: unknown) => {
      failure ??= error;
    });
    request.on('done', () => settle(failure));
    void request.query(text);
  });
}

export async function createSqlServerPool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool> {
  const { default: mssql } = await import('mssql');
  const config: MssqlConfig = {
    ...sqlServerConfig(settings, target),
    arrayRowMode: true,
    beforeConnect: (tedious) => {
      // Whatever a statement left in the session (SET options, cursors, session app locks,
      // session context) is cleared by the next request this session sends: the pool's
      // validation on its next lending, before any statement.
      // (tedious emits the event; its typings list no listener for it).
      const events: NodeJS.EventEmitter = tedious;
      events.on('rollbackTransaction', () => {
        tedious.resetConnectionOnNextRequest = true;
      });
    },
  };
  let current: Promise<ConnectionPool> | undefined;
  const open = (): Promise<ConnectionPool> => {
    const created = new mssql.ConnectionPool(config);
    // mssql re-emits a session's errors (and failed acquires) on the pool: unheard, one raised from
    // a socket event would end the process. The request that met it fails on its own.
    created.on('error', () => undefined);
    return created.connect();
  };
  const connected = (): Promise<ConnectionPool> => {
    const pool = (current ??= open());
    pool.catch(() => {
      if (current === pool) current = undefined;
    });
    return pool;
  };
  /** A session whose rollback failed may hold a transaction: its pool is closed, a new one made. */
  const replace = (pool: ConnectionPool): void => {
    const latest = current;
    if (latest)
      void latest.then(
        (open) => {
          if (open === pool && current === latest) current = undefined;
        },
        () => undefined,
      );
    void pool.close().catch(() => undefined);
  };
  const vetUser = poolCheck(async (pool: ConnectionPool): Promise<void> => {
    const result = await pool.request().query<{ powerful: number }>(POWER_CHECK);
    if (result.recordset[0]?.powerful !== 0)
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} may write, change the schema or the server: connect with a read-only user`,
      );
  });

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const pool = await connected();
    await vetUser(pool);
    const transaction = new mssql.Transaction(pool);
    await transaction.begin();
    let aborted = false;
    transaction.on('rollback', (byServer: boolean) => {
      aborted = byServer;
    });
    try {
      const request = new mssql.Request(transaction);
      request.stream = true;
      request.arrayRowMode = true;
      params.forEach((value, index) => request.input(`p${index + 1}`, value));
      return await streamRows(
        request,
        sqlServerBatch(statement, limits.maxRows),
        limits,
        limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs,
      );
    } finally {
      // XACT_ABORT may have rolled back already (the server said so): nothing left to end.
      if (!aborted) await transaction.rollback().catch(() => replace(pool));
    }
  }

  return {
    run,
    close: async () => {
      const pool = current;
      current = undefined;
      await pool?.then((open) => open.close()).catch(() => undefined);
    },
  };
}
