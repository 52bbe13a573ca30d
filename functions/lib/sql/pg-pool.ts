import pg from 'pg';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../shared/datasource/connection.js';
import { SqlFailure } from './failure.js';
import { oncePerPool, RowCollector, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from './session.js';
import type { SqlTarget } from './target.js';

/**
 * PostgreSQL (and GreenPlum) through `pg`. Every statement runs as
 *   BEGIN READ ONLY; set_config('statement_timeout', …, true);
 *   DECLARE wb_rows NO SCROLL CURSOR FOR <statement>; FETCH …; ROLLBACK; DISCARD ALL
 * so the server refuses any write (read-only transaction), anything but a query (a cursor is only
 * declared for SELECT or VALUES, and not for a data-modifying WITH), and a second statement (the
 * extended protocol prepares one); rows are fetched in batches up to the caps. A statement still
 * running past its timeout plus a grace is cancelled with pg_cancel_backend from a separate session.
 */
const FETCH_BATCH = 500;

const TYPE_NAMES = new Map<number, string>(
  Object.entries(pg.types.builtins).map(([name, oid]) => [oid, name.toLowerCase()]),
);

function config(settings: SqlConnection, target: SqlTarget): pg.ClientConfig {
  return {
    host: target.address,
    port: target.port,
    database: settings.database,
    user: settings.username,
    password: settings.password,
    ssl: settings.tls ? { servername: target.hostname, rejectUnauthorized: true } : false,
    connectionTimeoutMillis: 10_000,
    application_name: 'wallboard',
  };
}

/** Roles that could read or write server files, run programs or signal other sessions. */
const POWER_CHECK = `SELECT r.rolsuper
    OR pg_has_role(current_user, 'pg_read_server_files', 'MEMBER')
    OR pg_has_role(current_user, 'pg_write_server_files', 'MEMBER')
    OR pg_has_role(current_user, 'pg_execute_server_program', 'MEMBER')
    OR pg_has_role(current_user, 'pg_signal_backend', 'MEMBER') AS powerful
  FROM pg_roles r WHERE r.rolname = current_user`;

export function createPgPool(settings: SqlConnection, target: SqlTarget): SqlPool {
  const clientConfig = config(settings, target);
  const pool = new pg.Pool({
    ...clientConfig,
    max: SQL_LIMITS.poolMaxSessions,
    idleTimeoutMillis: SQL_LIMITS.poolIdleSeconds * 1000,
    allowExitOnIdle: true,
  });
  // An idle session the server drops must not crash the process.
  pool.on('error', () => undefined);
  const pids = new WeakMap<pg.PoolClient, number>();
  const vetUser = oncePerPool(async (client: pg.PoolClient): Promise<void> => {
    const result = await client.query<{ powerful: boolean }>(POWER_CHECK);
    if (result.rows[0]?.powerful !== false)
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} may read server files or signal sessions: connect with a read-only user`,
      );
  });

  async function cancel(pid: number): Promise<void> {
    const canceller = new pg.Client(clientConfig);
    canceller.on('error', () => undefined);
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
    } catch {
      // The statement timeout itself still ends the statement.
    } finally {
      await canceller.end().catch(() => undefined);
    }
  }

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const client = await pool.connect();
    let destroy = false;
    let watchdog: NodeJS.Timeout | undefined;
    try {
      await vetUser(client);
      let pid = pids.get(client);
      if (pid === undefined) {
        pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid ?? 0;
        pids.set(client, pid);
      }
      const backend = pid;
      watchdog = setTimeout(() => void cancel(backend), limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs);
      await client.query('BEGIN READ ONLY');
      await client.query("SELECT set_config('statement_timeout', $1, true)", [`${limits.timeoutSeconds}s`]);
      // Extended protocol even without parameters: the simple one would run `…; COMMIT; DELETE …`.
      const declare: pg.QueryConfig & { queryMode: 'extended' } = {
        text: `DECLARE wb_rows NO SCROLL CURSOR FOR ${statement}`,
        values: [...params],
        queryMode: 'extended',
      };
      await client.query(declare);
      const collector = new RowCollector(limits);
      let fields: pg.FieldDef[] = [];
      for (;;) {
        const want = Math.min(FETCH_BATCH, limits.maxRows + 1 - collector.rows.length);
        const batch = await client.query<unknown[]>({ text: `FETCH ${want} FROM wb_rows`, rowMode: 'array' });
        fields = batch.fields;
        const kept = batch.rows.every((row) => collector.add(row));
        if (!kept || batch.rows.length < want) break;
      }
      return {
        columns: fields.map((f) => ({ name: f.name, type: TYPE_NAMES.get(f.dataTypeID) ?? String(f.dataTypeID) })),
        rows: collector.rows,
        truncated: collector.truncated,
      };
    } finally {
      clearTimeout(watchdog);
      try {
        await client.query('ROLLBACK');
        // What a statement can leave in the session past its rollback (session advisory locks,
        // LISTEN, settings, prepared statements) must not reach the next run on this session.
        await client.query('DISCARD ALL');
      } catch {
        destroy = true;
      }
      client.release(destroy);
    }
  }

  return {
    run,
    close: () => pool.end(),
  };
}
