import type { Duplex } from 'node:stream';
import type { FieldDef, PoolClient, Query, ResultLike, VerticaConfig, VerticaConnection } from 'vertica-nodejs';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SqlFailure } from '../../failure.js';
import { deadline, openFailure } from '../../session-pool.js';
import { poolCheck, RowCollector, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { verticaConfig, verticaSessionSetup, verticaTypeName } from './options.js';

/**
 * Vertica through `vertica-nodejs`. Every statement runs as
 *   SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY; SET SESSION RUNTIMECAP '<n> SECONDS';
 *   SET SEARCH_PATH …; <statement> as a named (so prepared) statement, rows streamed; ROLLBACK
 * so the server refuses writes, RUNTIMECAP cancels a statement at the timeout, and Parse takes
 * one statement. The session settings are set again before every run, so whatever a statement
 * changes in them (a SET of its own) never reaches the next run. Rows are streamed, never
 * accumulated by the driver: past a cap they are dropped and the statement cancelled. A
 * statement still running `cancelGraceMs` after its timeout gets a protocol cancel request.
 * COPY … FROM LOCAL is refused in the client: the driver would read (and for REJECTED DATA
 * write) files of this machine at the server's request; its file events are answered with an
 * error instead.
 */
const POWER_CHECK = `SELECT COUNT(*) FROM v_catalog.users
  WHERE user_name = CURRENT_USER()
    AND (is_super_user OR all_roles ILIKE '%pseudosuperuser%' OR all_roles ILIKE '%dbadmin%')`;

/**
 * Statements one session prepares before it is closed: the driver names every prepared statement
 * and never closes one, so a session's server-side statements grow with its runs.
 */
const STATEMENTS_PER_SESSION = 500;

const COPY_LOCAL_EVENTS = ['copyInResponse', 'verifyFiles', 'loadFile', 'writeFile'] as const;

/** Replaces the driver's COPY LOCAL handlers (file reads and writes) by a refusal. */
function refuseCopyLocal(client: PoolClient): void {
  const connection = client.connection;
  for (const event of COPY_LOCAL_EVENTS) {
    connection.removeAllListeners(event);
    connection.on(event, () => {
      if (event !== 'writeFile') connection.sendCopyError('', 0, '', 'COPY FROM LOCAL is not allowed here');
    });
  }
}

/**
 * Makes a message the parser cannot read end the connection with an error. The driver's parser
 * (v-protocol) throws from inside the socket's `data` event on a message code it does not know,
 * e.g. when the server speaks another protocol (PostgreSQL's answer to Vertica's startup): that
 * throw would otherwise escape as an uncaught exception and end the whole process.
 */
function guardParser(connection: VerticaConnection): void {
  const attach = connection.attachListeners.bind(connection);
  connection.attachListeners = (stream: Duplex) => {
    const emit = stream.emit.bind(stream);
    stream.emit = (event: string | symbol, ...args: unknown[]): boolean => {
      if (event !== 'data') return emit(event, ...args);
      try {
        return emit(event, ...args);
      } catch (error) {
        stream.destroy(error instanceof Error ? error : new Error(String(error)));
        return false;
      }
    };
    attach(stream);
  };
}

export async function createVerticaPool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool> {
  const { default: vertica } = await import('vertica-nodejs');
  const config = verticaConfig(settings, target);
  class GuardedClient extends vertica.Client {
    constructor(options: VerticaConfig) {
      super(options);
      guardParser(this.connection);
    }
  }
  const pool = new vertica.Pool({
    ...config,
    Client: GuardedClient,
    max: SQL_LIMITS.poolMaxSessions,
    idleTimeoutMillis: SQL_LIMITS.poolIdleSeconds * 1000,
    allowExitOnIdle: true,
  });
  // An idle session the server drops must not crash the process.
  pool.on('error', () => undefined);
  pool.on('connect', refuseCopyLocal);
  let statements = 0;
  const prepared = new WeakMap<PoolClient, number>();

  const vetUser = poolCheck(async (client: PoolClient): Promise<void> => {
    const powers = (await client.query(POWER_CHECK)) as { rows: unknown[][] | Record<string, unknown>[] };
    const first = powers.rows[0];
    const count = Array.isArray(first) ? first[0] : first ? Object.values(first)[0] : 1;
    if (Number(count) !== 0)
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} is a superuser or database administrator: connect with a read-only user`,
      );
  });

  function cancel(client: PoolClient, query: Query): void {
    const canceller = new GuardedClient(config);
    canceller.connection.on('error', () => undefined);
    canceller.cancel(client, query);
  }

  /** Streams the statement's rows into the caps; past them, drops the rest and cancels it. */
  function stream(client: PoolClient, statement: string, params: readonly SqlValue[], limits: RunLimits) {
    const collector = new RowCollector(limits);
    let fields: FieldDef[] = [];
    const query = new vertica.Query({
      text: statement,
      values: [...params],
      rowMode: 'array',
      name: `wb_${++statements}`,
    });
    const done = new Promise<void>((resolve, reject) => {
      query.on('row', (row: unknown[], result: ResultLike) => {
        fields = result.fields;
        if (!collector.truncated && !collector.add(row)) cancel(client, query);
      });
      query.on('end', (result: ResultLike | undefined) => {
        if (result?.fields) fields = result.fields;
        resolve();
      });
      // A statement cancelled because its rows reached a cap has answered what it may.
      query.on('error', (error: Error) => (collector.truncated ? resolve() : reject(error)));
    });
    client.query(query);
    return { query, done, collector, fields: () => fields };
  }

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const client = await pool.connect().catch((error: unknown) => {
      throw openFailure(error, [settings.password]);
    });
    let destroy = false;
    let watchdog: NodeJS.Timeout | undefined;
    try {
      await vetUser(client);
      for (const setup of verticaSessionSetup(limits.timeoutSeconds, settings.schema)) await client.query(setup);
      prepared.set(client, (prepared.get(client) ?? 0) + 1);
      const running = stream(client, statement, params, limits);
      watchdog = setTimeout(
        () => cancel(client, running.query),
        limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs,
      );
      // Past the cancel and a grace for its answer, a server that stopped answering is given up.
      await deadline(running.done, limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs * 4, () => {
        destroy = true;
        return new SqlFailure(ErrorCode.SQL_ERROR, `statement cancelled after its ${limits.timeoutSeconds} s timeout`);
      });
      return {
        columns: running.fields().map((field) => ({ name: field.name, type: verticaTypeName(field.dataTypeID) })),
        rows: running.collector.rows,
        truncated: running.collector.truncated,
      };
    } finally {
      clearTimeout(watchdog);
      if (!destroy)
        try {
          await deadline(client.query('ROLLBACK'), SQL_LIMITS.cancelGraceMs * 4, () => new Error('no rollback'));
        } catch {
          destroy = true;
        }
      client.release(destroy || (prepared.get(client) ?? 0) >= STATEMENTS_PER_SESSION);
    }
  }

  return {
    run,
    close: () => pool.end(),
  };
}
