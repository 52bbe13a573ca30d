import type { HiveClient } from 'hive-driver';
import type IHiveSession from 'hive-driver/dist/contracts/IHiveSession';
import type IOperation from 'hive-driver/dist/contracts/IOperation';
import type IAuthentication from 'hive-driver/dist/connection/contracts/IAuthentication';
import type ITransport from 'hive-driver/dist/connection/contracts/ITransport';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { redact, SqlFailure } from '../../failure.js';
import { deadline, openFailure, SessionPool } from '../../session-pool.js';
import { poolCheck, RowCollector, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { hiveAuth, hiveSessionRequest, hiveTypeName } from './options.js';

/**
 * Hive through `hive-driver` (HiveServer2's Thrift protocol). HiveServer2 has no bound
 * parameters (the engine's placeholder is null: an API with parameters is refused) and no
 * transactions to make read-only: Hive relies on a read-only user (Ranger or SQL standard
 * authorization). What the engine does: one statement per operation (ExecuteStatement runs
 * exactly the one text it gets), the server's queryTimeout on the operation and a cancel at
 * timeout + grace, rows fetched in batches up to the caps, a statement the server reports as
 * having no result set answered as an error (it has run by then: this is no safety barrier),
 * and `RESET` after each run so a `SET` never reaches the next run. A user holding Hive's
 * `admin` role (SQL standard authorization) is refused.
 */
const FETCH_BATCH = 500;
const POLL_MS = 200;
/** TCP connect plus SASL handshake at most, ms (less when the connection's timeout is shorter). */
const CONNECT_MS = 10_000;

interface Session {
  client: HiveClient;
  session: IHiveSession;
}

/** What a run leaves for its cleanup: the operation to close, the watchdog, whether it fired. */
interface RunState {
  operation?: IOperation;
  watchdog?: NodeJS.Timeout;
  cancelled: boolean;
}

/** The Thrift enums of TCLIService_types this pool reads. */
interface HiveTypes {
  TTypeId: Readonly<Record<string, number>>;
}

/**
 * A SASL handshake that fails when the server closes the socket or says nothing in time: the
 * driver's own one waits forever for a reply that a server of another protocol never sends.
 */
class BoundedAuthentication implements IAuthentication {
  constructor(
    private readonly inner: IAuthentication,
    private readonly ms: number,
  ) {}

  authenticate(transport: ITransport): Promise<ITransport> {
    const pending = this.inner.authenticate(transport);
    return new Promise<ITransport>((resolve, reject) => {
      const fail = (message: string) => {
        clearTimeout(timer);
        transport.end();
        reject(Object.assign(new Error(message), { code: 'ECONNRESET' }));
      };
      const timer = setTimeout(() => fail(`no HiveServer2 handshake within ${this.ms} ms`), this.ms);
      const closed = () => fail('the server closed the connection during the handshake');
      transport.addListener('close', closed);
      // A server of another protocol may answer and reset: the reset reads as the same close.
      transport.addListener('error', (error: unknown) => {
        if (isDropped(error)) closed();
      });
      pending.then(
        (ready) => {
          clearTimeout(timer);
          resolve(ready);
        },
        (error: unknown) => {
          if (isDropped(error)) return closed();
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}

/** Socket errors that mean the peer dropped the connection. */
function isDropped(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server's own message of a failed operation (OperationStateError carries the status response). */
function operationMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response?: { errorMessage?: unknown } }).response;
  return typeof response?.errorMessage === 'string' ? response.errorMessage : undefined;
}

export async function createHivePool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool> {
  const hive = await import('hive-driver');
  const types = hive.thrift.TCLIService_types as HiveTypes;
  const utils = new hive.HiveUtils(hive.thrift.TCLIService_types);
  const auth = hiveAuth(settings);
  const connectMs = Math.min(CONNECT_MS, settings.timeoutSeconds * 1000);

  const sessions = new SessionPool<Session>(
    {
      async open() {
        const client = new hive.HiveClient(hive.thrift.TCLIService, hive.thrift.TCLIService_types);
        // A connection the server drops must not crash the process; its next use fails.
        client.on('error', () => undefined);
        const mechanism =
          auth.kind === 'plain'
            ? new hive.auth.PlainTcpAuthentication({ username: auth.username, password: auth.password })
            : new hive.auth.NoSaslAuthentication();
        try {
          await client.connect(
            { host: target.address, port: target.port, options: { connect_timeout: connectMs } },
            new hive.connections.TcpConnection(),
            new BoundedAuthentication(mechanism, connectMs),
          );
          return { client, session: await client.openSession(hiveSessionRequest(settings, auth)) };
        } catch (error) {
          client.close();
          throw openFailure(error, [auth.kind === 'plain' ? auth.password : '']);
        }
      },
      close({ client, session }) {
        void session
          .close()
          .catch(() => undefined)
          .finally(() => client.close());
      },
    },
    { max: SQL_LIMITS.poolMaxSessions, idleMs: SQL_LIMITS.poolIdleSeconds * 1000 },
  );

  /** Runs a statement to its end and answers its rows (the user check's and the reset's). */
  async function small(session: IHiveSession, statement: string): Promise<unknown[][]> {
    const operation = await session.executeStatement(statement, { runAsync: true });
    try {
      await utils.waitUntilReady(operation, false, () => sleep(POLL_MS));
      await utils.fetchAll(operation);
      return (utils.getResult(operation).getValue() as Record<string, unknown>[]).map((row) => Object.values(row));
    } finally {
      await operation.close().catch(() => undefined);
    }
  }

  const vetUser = poolCheck(async (session: IHiveSession): Promise<void> => {
    let roles: unknown[][];
    try {
      roles = await small(session, 'SHOW CURRENT ROLES');
    } catch {
      return; // No SQL standard authorization here: the read-only user is Ranger's (or the cluster's) business.
    }
    if (roles.some((row) => String(row[0]).toLowerCase() === 'admin'))
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} holds Hive's admin role: connect with a read-only user`,
      );
  });

  async function collect(operation: IOperation, limits: RunLimits) {
    const collector = new RowCollector(limits);
    operation.setMaxRows(Math.min(FETCH_BATCH, limits.maxRows + 1));
    await operation.fetch();
    const schema = operation.getSchema();
    if (!schema) throw new SqlFailure(ErrorCode.SQL_ERROR, 'the statement answers no rows: only queries run here');
    const names = schema.columns.map((column) => column.columnName);
    for (;;) {
      const batch = utils.getResult(operation).getValue() as Record<string, unknown>[];
      operation.flush();
      const kept = batch.every((row) => collector.add(names.map((name) => row[name] ?? null)));
      if (!kept || !operation.hasMoreRows()) break;
      await operation.fetch();
    }
    return {
      columns: schema.columns.map((column) => ({
        name: column.columnName.replace(/^.*\./, ''),
        type: hiveTypeName(types.TTypeId, column.typeDesc.types[0]?.primitiveEntry?.type),
      })),
      rows: collector.rows,
      truncated: collector.truncated,
    };
  }

  /** Runs the statement; `cancelled` tells whether the watchdog had to cancel it. */
  async function execute(session: IHiveSession, statement: string, limits: RunLimits, state: RunState) {
    await vetUser(session);
    // queryTimeout is a Thrift i64; the driver's binary protocol writes a plain number as one.
    const queryTimeout = Math.trunc(limits.timeoutSeconds) as unknown as Buffer;
    const operation = await session.executeStatement(statement, { runAsync: true, queryTimeout });
    state.operation = operation;
    state.watchdog = setTimeout(
      () => {
        state.cancelled = true;
        void operation.cancel().catch(() => undefined);
      },
      limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs,
    );
    await utils.waitUntilReady(operation, false, () => sleep(POLL_MS));
    return collect(operation, limits);
  }

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    if (params.length > 0) throw new SqlFailure(ErrorCode.API_PARAM_INVALID, 'Hive binds no parameters');
    const timeoutFailure = () =>
      new SqlFailure(ErrorCode.SQL_ERROR, `statement cancelled after its ${limits.timeoutSeconds} s timeout`);
    const held = await deadline(
      sessions.acquire(),
      limits.timeoutSeconds * 1000,
      () => new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, `no session within ${limits.timeoutSeconds} s`),
      (late) => sessions.release(late, false),
    );
    const state: RunState = { cancelled: false };
    let reusable = true;
    try {
      // Past the cancel and a grace for its answer, a server that stopped answering is given up.
      return await deadline(
        execute(held.session, statement, limits, state),
        limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs * 4,
        () => {
          reusable = false;
          return timeoutFailure();
        },
      );
    } catch (error) {
      const message = operationMessage(error);
      if (state.cancelled || /TIMEDOUT|timed ?out/i.test(message ?? '')) throw timeoutFailure();
      if (message) throw new SqlFailure(ErrorCode.SQL_ERROR, redact(message, [settings.password]));
      throw error;
    } finally {
      clearTimeout(state.watchdog);
      if (reusable) {
        const ended = (async () => {
          await state.operation?.close();
          await small(held.session, 'RESET');
        })();
        reusable = await deadline(ended, SQL_LIMITS.cancelGraceMs * 4, () => new Error('no reset')).then(
          () => true,
          () => false,
        );
      }
      sessions.release(held, reusable);
    }
  }

  return {
    run,
    close: () => Promise.resolve(sessions.drain()),
  };
}
