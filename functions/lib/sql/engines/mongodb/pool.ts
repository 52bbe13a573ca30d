import type { AbstractCursor, Db, Document, Sort } from 'mongodb';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { redact, SqlFailure } from '../../failure.js';
import { poolCheck, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { mongoClientConfig } from './options.js';
import { checkSilentServer } from './preflight.js';
import { boundQuery, type MongoQuery } from './query.js';
import { powerOf, type MongoAuthInfo } from './user.js';
import { DocumentRows } from './values.js';

/**
 * MongoDB through the official `mongodb` driver (imported here, when the first pool is made).
 * A statement is a JSON query (mongodb/query.ts): parsed as relaxed EJSON, checked (find,
 * aggregate or a read-only command only; no `$out`/`$merge`, no server JavaScript), parameters
 * put in place of their markers as values, then run with `maxTimeMS` = the timeout on the
 * server and a client watchdog that aborts it `SQL_LIMITS.cancelGraceMs` later; documents are
 * read in batches up to the row and byte caps, the cursor closed (killCursors) at the cap.
 * MongoDB has no read-only session: the refusals above and the user check (mongodb/user.ts) are
 * what keep a data API from writing.
 */
const BATCH = 500;

/** The client watchdog fired: failureKind says `timeout`. */
export class WatchdogTimeout extends Error {
  override readonly name = 'WatchdogTimeout';
  constructor() {
    super('statement cancelled by the client watchdog');
  }
}

/** A command reply without the driver's bookkeeping fields. */
function replyRow(reply: Document): Document {
  const { ok: _ok, $clusterTime: _clock, operationTime: _time, ...rest } = reply;
  return rest;
}

export async function createMongoPool(settings: SqlConnection, target: SqlTarget): Promise<SqlPool> {
  const mongo = await import('mongodb');
  const { url, options } = mongoClientConfig(settings, target);
  const client = new mongo.MongoClient(url, options);
  const db = client.db(settings.database || 'admin');

  // Before the driver's first connection: not a server of another protocol (mongodb/preflight.ts).
  const vetServer = poolCheck(() => checkSilentServer(target));
  const vetUser = poolCheck(async (database: Db): Promise<void> => {
    const status = await database.command({ connectionStatus: 1, showPrivileges: true });
    const power = powerOf((status.authInfo ?? {}) as MongoAuthInfo);
    if (power)
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `${power}: connect with a read-only user (role read on the database)`,
      );
  });

  function parse(statement: string): unknown {
    try {
      return mongo.BSON.EJSON.parse(statement, { relaxed: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'invalid JSON';
      throw new SqlFailure(ErrorCode.SQL_ERROR, `the query is not valid JSON: ${redact(message, [])}`);
    }
  }

  async function drain(cursor: AbstractCursor<Document>, rows: DocumentRows): Promise<void> {
    try {
      for await (const document of cursor) if (!rows.add(document)) break;
    } finally {
      await cursor.close().catch(() => undefined);
    }
  }

  async function execute(query: MongoQuery, limits: RunLimits, signal: AbortSignal): Promise<SqlRows> {
    const rows = new DocumentRows(limits);
    const maxTimeMS = Math.trunc(limits.timeoutSeconds * 1000);
    const want = Math.trunc(limits.maxRows) + 1;
    const batchSize = Math.min(BATCH, want);
    switch (query.kind) {
      case 'command':
        if (query.command === 'listCollections')
          await drain(db.listCollections({}, { nameOnly: true, authorizedCollections: true, batchSize, signal }), rows);
        else rows.add(replyRow(await db.command({ [query.command]: 1, maxTimeMS }, { signal })));
        break;
      case 'find':
        await drain(
          db.collection(query.collection).find(query.filter, {
            projection: query.projection,
            // The server checks the directions; a wrong one is its SQL_ERROR.
            sort: query.sort as Sort | undefined,
            skip: query.skip,
            limit: Math.min(query.limit || want, want),
            batchSize,
            maxTimeMS,
            signal,
          }),
          rows,
        );
        break;
      case 'aggregate':
        await drain(
          db
            .collection(query.collection)
            .aggregate([...query.pipeline, { $limit: want }], { batchSize, maxTimeMS, signal }),
          rows,
        );
        break;
    }
    return rows.result();
  }

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const query = boundQuery(parse(statement), params);
    const controller = new AbortController();
    const watchdog = setTimeout(
      () => controller.abort(new WatchdogTimeout()),
      limits.timeoutSeconds * 1000 + SQL_LIMITS.cancelGraceMs,
    );
    try {
      await vetServer(undefined);
      await client.connect();
      await vetUser(db);
      return await execute(query, limits, controller.signal);
    } finally {
      clearTimeout(watchdog);
    }
  }

  return {
    run,
    close: () => client.close(),
  };
}
