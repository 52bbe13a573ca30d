import pg from 'pg';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { refusePrivileges } from '../../failure.js';
import {
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
import { ALL_LAYERS, type ReadonlyLayers } from '../../readonly-layers.js';
import { POSTGRESQL_PRIVILEGE_CHECK } from './privileges.js';
import { POSTGRESQL_TYPES } from './types.js';

/**
 * PostgreSQL (and GreenPlum) through `pg`. Every statement runs as
 *   BEGIN READ ONLY; set_config('statement_timeout', …, true);
 *   DECLARE wb_rows NO SCROLL CURSOR FOR <statement>; FETCH …; ROLLBACK; DISCARD ALL
 * so the server refuses any write (read-only transaction), anything but a query (a cursor is only
 * declared for SELECT or VALUES, and not for a data-modifying WITH), and a second statement (the
 * extended protocol prepares one); rows are fetched in batches up to the caps. `stream` (worksheet
 * extracts) hands each batch on before fetching the next, so only one batch is held; its
 * statement timeout, like the server's, holds for each FETCH. A statement still
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
    types: POSTGRESQL_TYPES,
  };
}

function columnsOf(fields: readonly pg.FieldDef[]): SqlColumn[] {
  return fields.map((f) => ({ name: f.name, type: TYPE_NAMES.get(f.dataTypeID) ?? String(f.dataTypeID) }));
}

export function createPgPool(settings: SqlConnection, target: SqlTarget, layers: ReadonlyLayers = ALL_LAYERS): SqlPool {
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
  /** Sessions that already listen to their own 'error' event. */
  const listening = new WeakSet<pg.PoolClient>();
  const vetUser = poolCheck(async (client: pg.PoolClient): Promise<void> => {
    if (!layers.privileges) return;
    const result = await client.query<{ finding: string }>(POSTGRESQL_PRIVILEGE_CHECK);
    refusePrivileges(
      settings.username,
      result.rows.map((row) => row.finding),
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

  /** A FETCH of the cursor, as arrays. */
  type Fetch = (count: number) => Promise<pg.QueryResult<unknown[]>>;

  /**
   * `work` over the cursor of `statement` in a read-only transaction. The watchdog covers the
   * whole run (`run`), or each FETCH on its own (`stream`: the time `consume` spends between
   * batches is not the database's).
   */
  async function withCursor<T>(
    statement: string,
    params: readonly SqlValue[],
    timeoutSeconds: number,
    watch: 'run' | 'fetch',
    work: (fetch: Fetch) => Promise<T>,
  ): Promise<T> {
    const client = await pool.connect();
    // pg-pool listens to a session's 'error' only while it is idle. One that dies while it is
    // checked out (its statement ended it with pg_terminate_backend, or another session did)
    // emits 'error' too: unheard, that would end the process. Its query fails on its own; the
    // session is dropped below, as its rollback fails.
    if (!listening.has(client)) {
      client.on('error', () => undefined);
      listening.add(client);
    }
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
      const arm = (): void => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => void cancel(backend), timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs);
      };
      arm();
      await client.query('BEGIN READ ONLY');
      await client.query("SELECT set_config('statement_timeout', $1, true)", [`${timeoutSeconds}s`]);
      // Extended protocol even without parameters: the simple one would run `…; COMMIT; DELETE …`.
      const declare: pg.QueryConfig & { queryMode: 'extended' } = {
        text: `DECLARE wb_rows NO SCROLL CURSOR FOR ${statement}`,
        values: [...params],
        queryMode: 'extended',
      };
      await client.query(declare);
      if (watch === 'fetch') clearTimeout(watchdog);
      return await work(async (count) => {
        if (watch === 'fetch') arm();
        try {
          return await client.query<unknown[]>({ text: `FETCH ${count} FROM wb_rows`, rowMode: 'array' });
        } finally {
          if (watch === 'fetch') clearTimeout(watchdog);
        }
      });
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

  function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    return withCursor(statement, params, limits.timeoutSeconds, 'run', async (fetch) => {
      const collector = new RowCollector(limits);
      for (;;) {
        const want = Math.min(FETCH_BATCH, limits.maxRows + 1 - collector.rows.length);
        const batch = await fetch(want);
        const kept = batch.rows.every((row) => collector.add(row));
        if (!kept || batch.rows.length < want)
          return { columns: columnsOf(batch.fields), rows: collector.rows, truncated: collector.truncated };
      }
    });
  }

  function stream<T>(
    statement: string,
    params: readonly SqlValue[],
    limits: StreamLimits,
    consume: (rows: RowStream) => Promise<T>,
  ): Promise<T> {
    return withCursor(statement, params, limits.timeoutSeconds, 'fetch', async (fetch) => {
      const cap = new RowCap(limits);
      const want = (): number => Math.min(limits.batchRows, limits.maxRows + 1 - cap.count);
      let asked = want();
      // The first batch before `consume`: its fields are the columns.
      const first = await fetch(asked);
      async function* batches(): AsyncGenerator<unknown[][]> {
        let batch = first;
        for (;;) {
          const kept = cap.admitAll(batch.rows);
          if (kept.length > 0) yield kept;
          if (cap.truncated || batch.rows.length < asked) return;
          asked = want();
          batch = await fetch(asked);
        }
      }
      return consume({
        columns: columnsOf(first.fields),
        batches: batches(),
        get truncated() {
          return cap.truncated;
        },
      });
    });
  }

  return {
    run,
    stream,
    close: () => pool.end(),
  };
}
