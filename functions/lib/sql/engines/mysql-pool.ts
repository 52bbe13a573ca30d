import type { Connection as CoreConnection, FieldPacket } from 'mysql2';
import mysql from 'mysql2/promise';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../../shared/datasource/connection.js';
import { SqlFailure } from '../failure.js';
import {
  cappedBatches,
  oncePerPool,
  RowCap,
  RowCollector,
  type RowStream,
  type RunLimits,
  type SqlColumn,
  type SqlPool,
  type SqlRows,
  type SqlValue,
  type StreamLimits,
} from '../session.js';
import type { SqlTarget } from '../target.js';

/**
 * MySQL and MariaDB through `mysql2`. Every statement runs as
 *   SET SESSION max_statement_time (MariaDB, s) | max_execution_time (MySQL, ms), sql_select_limit;
 *   SET SESSION TRANSACTION READ ONLY; START TRANSACTION READ ONLY; <statement> as a server-side prepared statement; reset (COM_RESET_CONNECTION)
 * so the server refuses writes, binds the parameters, and prepares one statement only
 * (`multipleStatements` off as well). LOCAL INFILE is never enabled: the client announces no
 * LOCAL_FILES capability and has no `infileStreamFactory`. A statement still running past its
 * timeout plus a grace is stopped with KILL QUERY from a separate session. `stream` (worksheet
 * extracts) reads the statement's rows as a stream that pauses the socket while a batch is being
 * consumed; the server's time limit holds for the whole statement, consuming included.
 */
/** Privileges that read or write server files or change the server for everyone. */
const POWER_CHECK = `SELECT COUNT(*) AS powers FROM information_schema.USER_PRIVILEGES
  WHERE PRIVILEGE_TYPE IN ('FILE', 'SUPER', 'SHUTDOWN', 'PROCESS', 'RELOAD', 'CREATE USER')
    AND GRANTEE = CONCAT('''', SUBSTRING_INDEX(CURRENT_USER(), '@', 1), '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''')`;

/** Column type codes of the MySQL protocol (mysql2's untyped `Types`), by name. */
const TYPE_NAMES: Readonly<Record<number, string>> = {
  0: 'decimal',
  1: 'tinyint',
  2: 'smallint',
  3: 'int',
  4: 'float',
  5: 'double',
  6: 'null',
  7: 'timestamp',
  8: 'bigint',
  9: 'mediumint',
  10: 'date',
  11: 'time',
  12: 'datetime',
  13: 'year',
  15: 'varchar',
  16: 'bit',
  245: 'json',
  246: 'decimal',
  247: 'enum',
  248: 'set',
  249: 'tinyblob',
  250: 'mediumblob',
  251: 'longblob',
  252: 'blob',
  253: 'varchar',
  254: 'char',
  255: 'geometry',
};

function typeName(code: number | undefined): string {
  return code === undefined ? 'unknown' : (TYPE_NAMES[code] ?? String(code));
}

function columnsOf(fields: readonly FieldPacket[]): SqlColumn[] {
  return fields.map((f) => ({ name: f.name, type: typeName(f.columnType ?? f.type) }));
}

export function createMysqlPool(settings: SqlConnection, target: SqlTarget): SqlPool {
  const connectionConfig: mysql.ConnectionOptions = {
    host: target.address,
    port: target.port,
    database: settings.database,
    user: settings.username,
    password: settings.password,
    ssl: settings.tls ? { rejectUnauthorized: true } : undefined,
    connectTimeout: 10_000,
    multipleStatements: false,
    flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
    maxPreparedStatements: 64,
  };
  const pool = mysql.createPool({
    ...connectionConfig,
    connectionLimit: SQL_LIMITS.poolMaxSessions,
    maxIdle: SQL_LIMITS.poolMaxSessions,
    idleTimeout: SQL_LIMITS.poolIdleSeconds * 1000,
  });
  /** Refuses a powerful user; answers whether the server is MariaDB. */
  const vetServer = oncePerPool(async (connection: mysql.PoolConnection): Promise<boolean> => {
    const [powers] = await connection.query<mysql.RowDataPacket[]>(POWER_CHECK);
    if (Number(powers[0]?.powers ?? 1) !== 0)
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} may read server files or change the server: connect with a read-only user`,
      );
    const [version] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
    return String(version[0]?.v ?? '').includes('MariaDB');
  });

  async function kill(threadId: number): Promise<void> {
    try {
      const killer = await mysql.createConnection(connectionConfig);
      try {
        await killer.query('KILL QUERY ?', [threadId]);
      } finally {
        killer.destroy();
      }
    } catch {
      // The server-side statement time limit still ends the statement.
    }
  }

  /**
   * `work` on a session set read-only with the statement's limits, in a read-only transaction,
   * watched by the KILL QUERY watchdog; the session is reset after (or closed, when `work` left a
   * result unread or the reset failed).
   */
  async function withSession<T>(
    limits: RunLimits,
    work: (connection: mysql.PoolConnection, unread: () => void) => Promise<T>,
  ): Promise<T> {
    const connection = await pool.getConnection();
    let destroy = false;
    let watchdog: NodeJS.Timeout | undefined;
    try {
      const mariadb = await vetServer(connection);
      const seconds = Math.trunc(limits.timeoutSeconds);
      const selectLimit = Math.trunc(limits.maxRows) + 1;
      await connection.query(
        mariadb
          ? `SET SESSION max_statement_time = ${seconds}, sql_select_limit = ${selectLimit}`
          : `SET SESSION max_execution_time = ${seconds * 1000}, sql_select_limit = ${selectLimit}`,
      );
      // START TRANSACTION READ ONLY alone does not stop DDL: MariaDB commits the transaction
      // implicitly and runs `DROP TABLE` outside it. Read-only as the session's own mode, it is refused.
      await connection.query('SET SESSION TRANSACTION READ ONLY');
      const threadId = connection.threadId;
      watchdog = setTimeout(() => void kill(threadId), seconds * 1000 + SQL_LIMITS.cancelGraceMs);
      await connection.query('START TRANSACTION READ ONLY');
      return await work(connection, () => {
        destroy = true;
      });
    } finally {
      clearTimeout(watchdog);
      try {
        // COM_RESET_CONNECTION: rolls back, and ends what a statement can leave in the session
        // (an open HANDLER holding a metadata lock, GET_LOCK locks, user variables, prepared statements).
        if (!destroy) await connection.reset();
      } catch {
        destroy = true;
      }
      if (destroy) connection.destroy();
      else connection.release();
    }
  }

  function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    return withSession(limits, async (connection) => {
      const [result, fields] = await connection.execute({ sql: statement, values: [...params], rowsAsArray: true });
      const collector = new RowCollector(limits);
      if (Array.isArray(result)) for (const row of result) if (!Array.isArray(row) || !collector.add(row)) break;
      return { columns: columnsOf(fields ?? []), rows: collector.rows, truncated: collector.truncated };
    });
  }

  function stream<T>(
    statement: string,
    params: readonly SqlValue[],
    limits: StreamLimits,
    consume: (rows: RowStream) => Promise<T>,
  ): Promise<T> {
    return withSession(limits, async (connection, unread) => {
      // The promise wrapper's `connection` is the callback connection at run time, whose
      // prepared statement streams its rows (mysql2 types it as the promise one).
      const core = connection.connection as unknown as CoreConnection;
      const rows = core
        .execute({ sql: statement, values: [...params], rowsAsArray: true })
        .stream({ highWaterMark: limits.batchRows });
      try {
        const fields = await new Promise<FieldPacket[]>((resolve, reject) => {
          rows.once('fields', resolve);
          rows.once('error', reject);
          // A statement that answers no result set.
          rows.once('end', () => resolve([]));
        });
        const cap = new RowCap(limits);
        return await consume({
          columns: columnsOf(fields),
          batches: cappedBatches(rows, limits.batchRows, cap),
          get truncated() {
            return cap.truncated;
          },
        });
      } finally {
        // Rows left unread (cut at a cap, or `consume` failed) would be read to the end before a
        // reset: the session is closed instead, which ends the statement.
        if (!rows.readableEnded) {
          unread();
          rows.destroy();
        }
      }
    });
  }

  return {
    run,
    stream,
    close: () => pool.end(),
  };
}
