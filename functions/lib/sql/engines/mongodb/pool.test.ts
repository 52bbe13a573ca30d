import { createServer, type Server, type Socket } from 'node:net';
import { BSON, Decimal128, ObjectId, type Document } from 'mongodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { sqlFailureOf } from '../../failure.js';
import { bindNamed } from '../../named-params.js';
import type { SqlPool } from '../../session.js';
import { mongodbEngine } from './index.js';
import { createMongoPool } from './pool.js';

/**
 * The pool with the real `mongodb` driver against a scripted server on loopback that speaks the
 * MongoDB wire protocol (OP_QUERY handshake, OP_MSG commands, cursors with getMore). It is NOT
 * MongoDB: it answers from a fixed collection and records the commands the driver sends, so
 * these tests prove what the pool asks of a server (limits, maxTimeMS, the final $limit, bound
 * values in place) and how it reads answers (batches, caps, conversion, the user check,
 * timeouts), not how a real server evaluates a query.
 */
const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

const ORDERS: Document[] = Array.from({ length: 1200 }, (_, i) => ({
  _id: new ObjectId(i.toString(16).padStart(24, '0')),
  region: i % 2 ? 'north' : 'south',
  day: new Date(Date.UTC(2024, 0, 1 + (i % 30))),
  revenue: Decimal128.fromString(`${i}.50`),
  ...(i === 1 ? { note: { by: 'ops', tags: ['late'] } } : {}),
}));

interface Script {
  roles: { role: string; db: string }[];
  users: { user: string; db: string }[];
  /** Commands left unanswered (the watchdog test). */
  hang: Set<string>;
  /** An error reply per command name. */
  fail: Map<string, Document>;
}

const script: Script = { roles: [], users: [], hang: new Set(), fail: new Map() };
const received: Document[] = [];
let server: Server;
let port = 0;
const cursors = new Map<bigint, Document[]>();
let nextCursor = 1n;

function frame(opCode: number, responseTo: number, body: Buffer): Buffer {
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(0, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(opCode, 12);
  return Buffer.concat([header, body]);
}

function batchOf(documents: Document[], size: number, ns: string, first: boolean): Document {
  const batch = documents.splice(0, size);
  let id = 0n;
  if (documents.length > 0) {
    id = nextCursor++;
    cursors.set(id, documents);
  }
  return { cursor: { id: BSON.Long.fromBigInt(id), ns, [first ? 'firstBatch' : 'nextBatch']: batch }, ok: 1 };
}

function answer(command: Document): Document | undefined {
  const name = Object.keys(command)[0] ?? '';
  if (script.hang.has(name)) return undefined;
  const failure = script.fail.get(name);
  if (failure) return failure;
  const ns = `${String(command.$db)}.${String(command[name])}`;
  switch (name) {
    case 'isMaster':
    case 'ismaster':
    case 'hello':
      return {
        ismaster: true,
        isWritablePrimary: true,
        maxWireVersion: 21,
        minWireVersion: 0,
        maxBsonObjectSize: 16 * 1024 * 1024,
        maxMessageSizeBytes: 48_000_000,
        maxWriteBatchSize: 100_000,
        localTime: new Date(),
        logicalSessionTimeoutMinutes: 30,
        connectionId: 1,
        ok: 1,
      };
    case 'connectionStatus':
      return { authInfo: { authenticatedUsers: script.users, authenticatedUserRoles: script.roles }, ok: 1 };
    case 'buildInfo':
      return { version: '7.0.14', gitVersion: 'abc', ok: 1 };
    case 'dbStats':
      return { db: String(command.$db), collections: 1, objects: ORDERS.length, ok: 1 };
    case 'listCollections':
      return batchOf(
        [
          { name: 'orders', type: 'collection' },
          { name: 'system.views', type: 'collection' },
        ],
        100,
        `${String(command.$db)}.$cmd.listCollections`,
        true,
      );
    case 'find': {
      const filter = (command.filter ?? {}) as Document;
      let documents = ORDERS.filter((doc) => filter.region === undefined || doc.region === filter.region);
      if (typeof command.limit === 'number') documents = documents.slice(0, command.limit);
      return batchOf([...documents], Number(command.batchSize ?? 101), ns, true);
    }
    case 'aggregate': {
      const pipeline = command.pipeline as Document[];
      const limit = pipeline.at(-1)?.$limit as number | undefined;
      const cursor = command.cursor as Document;
      return batchOf(ORDERS.slice(0, limit), Number(cursor.batchSize ?? 101), ns, true);
    }
    case 'getMore': {
      const id = BigInt(String(command.getMore));
      const rest = cursors.get(id) ?? [];
      cursors.delete(id);
      return batchOf(
        rest,
        Number(command.batchSize ?? 101),
        `${String(command.$db)}.${String(command.collection)}`,
        false,
      );
    }
    case 'killCursors':
      for (const id of command.cursors as unknown[]) cursors.delete(BigInt(String(id)));
      return { cursorsKilled: command.cursors, ok: 1 };
    default:
      return { ok: 1 };
  }
}

function serve(socket: Socket): void {
  let pending = Buffer.alloc(0);
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
      const size = pending.readInt32LE(0);
      const message = pending.subarray(0, size);
      pending = pending.subarray(size);
      const requestId = message.readInt32LE(4);
      const opCode = message.readInt32LE(12);
      if (opCode === OP_QUERY) {
        const nameEnd = message.indexOf(0, 20);
        const query = BSON.deserialize(message.subarray(nameEnd + 9));
        const reply = answer(query);
        if (!reply) continue;
        const head = Buffer.alloc(20);
        head.writeInt32LE(0, 0);
        head.writeBigInt64LE(0n, 4);
        head.writeInt32LE(0, 12);
        head.writeInt32LE(1, 16);
        socket.write(frame(OP_REPLY, requestId, Buffer.concat([head, BSON.serialize(reply)])));
      } else if (opCode === OP_MSG) {
        // flagBits, then a kind-0 section holding the command.
        const command = BSON.deserialize(message.subarray(21));
        received.push(command);
        const reply = answer(command);
        if (!reply) continue;
        const flags = Buffer.alloc(5);
        socket.write(frame(OP_MSG, requestId, Buffer.concat([flags, BSON.serialize(reply)])));
      }
    }
  });
}

const settings = (timeoutSeconds = 5) =>
  sqlConnectionSchema.parse({
    type: 'mongodb',
    dbType: 'mongodb',
    server: 'mongo.test',
    port,
    database: 'sales',
    timeoutSeconds,
  });
const limits = { maxRows: 1000, maxBytes: 5_000_000, timeoutSeconds: 5 };
const commandsNamed = (name: string) => received.filter((command) => Object.keys(command)[0] === name);

let pool: SqlPool | undefined;
async function openPool(timeoutSeconds = 5): Promise<SqlPool> {
  pool = await createMongoPool(settings(timeoutSeconds), { address: '127.0.0.1', hostname: 'mongo.test', port });
  return pool;
}

beforeAll(async () => {
  server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});
afterEach(async () => {
  await pool?.close();
  pool = undefined;
  received.length = 0;
  Object.assign(script, {
    roles: [{ role: 'read', db: 'sales' }],
    users: [{ user: 'reader', db: 'sales' }],
    hang: new Set(),
    fail: new Map(),
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
script.roles = [{ role: 'read', db: 'sales' }];
script.users = [{ user: 'reader', db: 'sales' }];

describe('the MongoDB pool with the real driver (scripted wire-protocol server)', () => {
  it('answers the connection test with the version first', async () => {
    const result = await (await openPool()).run(mongodbEngine.versionQuery, [], limits);
    expect(result.columns[0]).toEqual({ name: 'version', type: 'string' });
    expect(result.rows[0]?.[0]).toBe('7.0.14');
  });

  it('runs a find in batches up to the row cap, with maxTimeMS and values bound in place', async () => {
    const bound = bindNamed('{"collection":"orders","find":{"region": :region}}', 'mongodb', { region: 'north' });
    const result = await (await openPool()).run(bound.text, bound.params, { ...limits, maxRows: 550 });
    const [find] = commandsNamed('find');
    expect(find).toMatchObject({
      find: 'orders',
      filter: { region: 'north' },
      limit: 551,
      batchSize: 500,
      maxTimeMS: 5000,
    });
    expect(commandsNamed('getMore')).toHaveLength(1);
    expect(result.rows).toHaveLength(550);
    expect(result.truncated).toBe(true);
    expect(result.columns).toEqual([
      { name: '_id', type: 'objectid' },
      { name: 'region', type: 'string' },
      { name: 'day', type: 'date' },
      { name: 'revenue', type: 'decimal' },
      { name: 'note', type: 'object' },
    ]);
    expect(result.rows[0]).toEqual([
      '000000000000000000000001',
      'north',
      '2024-01-02T00:00:00.000Z',
      '1.50',
      { by: 'ops', tags: ['late'] },
    ]);
    expect(result.rows[1]?.[4]).toBeNull();
  });

  it('ends an aggregate pipeline with the row cap', async () => {
    const result = await (
      await openPool()
    ).run('{"collection":"orders","aggregate":[{"$match":{}}]}', [], { ...limits, maxRows: 100 });
    expect(commandsNamed('aggregate')[0]).toMatchObject({
      pipeline: [{ $match: {} }, { $limit: 101 }],
      maxTimeMS: 5000,
    });
    expect(result).toMatchObject({ truncated: true });
    expect(result.rows).toHaveLength(100);
  });

  it('browses: the database, its collections without system ones, sampled columns', async () => {
    const opened = await openPool();
    const run = (statement: string, params: readonly (string | number | boolean | null)[] = [], maxRows = 100) =>
      opened.run(statement, params, { ...limits, maxRows });
    expect(await mongodbEngine.browse.schemas(run)).toEqual(['sales']);
    expect(await mongodbEngine.browse.tables(run, 'sales')).toEqual(['orders']);
    const columns = await mongodbEngine.browse.columns(run, 'sales', 'orders');
    expect(columns.map((column) => column.name)).toEqual(['_id', 'region', 'day', 'revenue', 'note']);
    expect(commandsNamed('aggregate')[0]?.pipeline).toEqual([{ $sample: { size: 100 } }, { $limit: 101 }]);
  });

  it('refuses a user with a writing role before any query', async () => {
    script.roles = [{ role: 'readWrite', db: 'sales' }];
    const failure = await (
      await openPool()
    )
      .run('{"collection":"orders","find":{}}', [], limits)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
      data: { message: expect.stringMatching(/role readWrite .*connect with a read-only user/) },
    });
    expect(commandsNamed('find')).toHaveLength(0);
  });

  it('refuses a server without access control', async () => {
    script.users = [];
    await expect((await openPool()).run('{"command":"buildInfo"}', [], limits)).rejects.toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
    });
  });

  it('reads the server time limit as a timeout', async () => {
    script.fail.set('find', { ok: 0, code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'operation exceeded time limit' });
    const error = await (
      await openPool()
    )
      .run('{"collection":"orders","find":{}}', [], limits)
      .catch((e: unknown) => e);
    expect(sqlFailureOf(error, [], 5, mongodbEngine.failureKind)).toMatchObject({
      code: ErrorCode.SQL_ERROR,
      data: { message: 'statement cancelled after its 5 s timeout' },
    });
  });

  it('aborts a query the server never answers at timeout + grace', async () => {
    script.hang.add('find');
    const opened = await openPool(1);
    const started = Date.now();
    const error = await opened
      .run('{"collection":"orders","find":{}}', [], { ...limits, timeoutSeconds: 1 })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(sqlFailureOf(error, [], 1, mongodbEngine.failureKind)).toMatchObject({
      data: { message: 'statement cancelled after its 1 s timeout' },
    });
  });

  it('answers a server error as SQL_ERROR with its message', async () => {
    script.fail.set('aggregate', {
      ok: 0,
      code: 40324,
      codeName: 'Location40324',
      errmsg: 'Unrecognized pipeline stage name: $nope',
    });
    const error = await (
      await openPool()
    )
      .run('{"collection":"orders","aggregate":[{"$nope":{}}]}', [], limits)
      .catch((e: unknown) => e);
    expect(sqlFailureOf(error, [], 5, mongodbEngine.failureKind)).toMatchObject({
      code: ErrorCode.SQL_ERROR,
      data: { message: 'Unrecognized pipeline stage name: $nope' },
    });
  });
});
