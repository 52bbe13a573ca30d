import type { Connection as CoreConnection, FieldPacket } from 'mysql2';
import mysql from 'mysql2/promise';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { refusePrivileges, SqlFailure } from '../../failure.js';
import { ALL_LAYERS, type ReadonlyLayers } from '../../readonly-layers.js';
import {
  cappedBatches,
  poolCheck,
  RowCap,
  RowCollector,
  type RowStream,
  type RunLimits,
  type SqlColumn,
  type SqlPool,
  type SqlRows,
  type SqlValue,
  type StreamLimits,
} from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { MYSQL_PRIVILEGE_CHECK } from './privileges.js';

/**
 * MySQL and MariaDB through `mysql2`. Every statement runs as
 *   SET ROLE NONE (MariaDB, MySQL 8, a user holding roles); the user's privileges checked (mysql/privileges.ts, cached
 *   SQL_LIMITS.userRecheckSeconds); SET SESSION max_statement_time (MariaDB, s) |
 *   max_execution_time (MySQL, ms), sql_select_limit; SET SESSION TRANSACTION READ ONLY;
 *   START TRANSACTION READ ONLY; <statement> prepared on the server, refused unless the server says
 *   it answers columns, then executed; reset (COM_RESET_CONNECTION)
 * so the user may only read, the server prepares one statement only (`multipleStatements` off as
 * well), a statement that answers no rows (a compound block, CALL, DO, SET, HANDLER, KILL,
 * SELECT … INTO) never runs, and the session refuses writes. LOCAL INFILE is never enabled: the client announces no
 * LOCAL_FILES capability and has no `infileStreamFactory`. A statement still running past its
 * timeout plus a grace is stopped with KILL QUERY from a separate session. `stream` (worksheet
 * extracts) reads the statement's rows as a stream that pauses the socket while a batch is being
 * consumed; the server's time limit holds for the whole statement, consuming included.
 */
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

/** What a pool learns of its server once: whether it is MariaDB, and whether it has roles. */
interface ServerKind {
  mariadb: boolean;
  roles: boolean;
}

function serverKind(version: string): ServerKind {
  const mariadb = version.includes('MariaDB');
  return { mariadb, roles: mariadb || Number.parseInt(version, 10) >= 8 };
}

/** How many columns the server says a prepared statement answers (mysql2 does not type it); 0 when unknown. */
function answeredColumns(info: unknown): number {
  const columns = typeof info === 'object' && info !== null && 'columns' in info ? info.columns : undefined;
  return Array.isArray(columns) ? columns.length : 0;
}

/**
 * Prepares `sql` on the session (mysql2 keeps it for the execute that follows, under the same
 * options) and refuses it unless the server says it answers a result set.
 */
function prepareQuery(core: CoreConnection, sql: string): Promise<void> {
  // mysql2 takes the options of `execute` here at run time (its statement cache is keyed by
  // them); its types admit the text only.
  const prepare = core.prepare.bind(core) as unknown as (
    options: { sql: string; rowsAsArray: boolean },
    callback: (error: Error | null, info: unknown) => void,
  ) => void;
  return new Promise((resolve, reject) => {
    prepare({ sql, rowsAsArray: true }, (error, info) => {
      if (error) reject(error);
      else if (answeredColumns(info) === 0)
        reject(new SqlFailure(ErrorCode.SQL_ERROR, 'the statement answers no rows: only a query may run here'));
      else resolve();
    });
  });
}

export function createMysqlPool(
  settings: SqlConnection,
  target: SqlTarget,
  layers: ReadonlyLayers = ALL_LAYERS,
): SqlPool {
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
  const vetServer = poolCheck(async (connection: mysql.PoolConnection): Promise<ServerKind> => {
    const [version] = await connection.query<mysql.RowDataPacket[]>('SELECT VERSION() AS v');
    return serverKind(String(version[0]?.v ?? ''));
  }, Number.POSITIVE_INFINITY);
  /**
   * Refuses a user who may do more than read; answers whether the user holds roles, whose grants
   * the check cannot read (every run then disables them). Checked again with the privileges, so a
   * role granted later is seen within SQL_LIMITS.userRecheckSeconds.
   */
  const vetUser = poolCheck(async (connection: mysql.PoolConnection): Promise<boolean> => {
    const { roles } = await vetServer(connection);
    if (layers.privileges) {
      const [rows] = await connection.query<mysql.RowDataPacket[]>(MYSQL_PRIVILEGE_CHECK);
      refusePrivileges(
        settings.username,
        rows.map((row) => String(row.finding)),
      );
    }
    if (!roles) return false;
    const [held] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT COUNT(*) AS n FROM information_schema.APPLICABLE_ROLES',
    );
    return Number(held[0]?.n ?? 1) > 0;
  });
  /** Sessions that already listen to their own 'error' event. */
  const listening = new WeakSet<CoreConnection>();

  async function kill(threadId: number): Promise<void> {
    try {
      const killer = await mysql.createConnection(connectionConfig);
      killer.on('error', () => undefined);
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
    work: (connection: mysql.PoolConnection, core: CoreConnection, unread: () => void) => Promise<T>,
  ): Promise<T> {
    const connection = await pool.getConnection();
    // mysql2's pool hears a session's first 'error' only. One killed or dropped while checked out
    // can emit more: unheard, that would end the process. Its command fails on its own; the
    // session is closed below, as its reset fails.
    const core = connection.connection as unknown as CoreConnection;
    if (!listening.has(core)) {
      core.on('error', () => undefined);
      listening.add(core);
    }
    let destroy = false;
    let watchdog: NodeJS.Timeout | undefined;
    try {
      const { mariadb } = await vetServer(connection);
      // Only the user's own grants, the ones vetUser reads, apply to this session.
      if (await vetUser(connection)) await connection.query('SET ROLE NONE');
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
      return await work(connection, core, () => {
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
    return withSession(limits, async (connection, core) => {
      await prepareQuery(core, statement);
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
    return withSession(limits, async (_connection, core, unread) => {
      await prepareQuery(core, statement);
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
