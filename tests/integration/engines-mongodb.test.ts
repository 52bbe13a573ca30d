import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDetail, ApiRunResult } from '../../shared/acts/data-api.js';
import type { ConnectionTestResult, DatasourceSummary } from '../../shared/acts/datasource.js';
import { sqlConnectionSchema } from '../../shared/datasource/connection.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { closePool } from '../../functions/lib/sql/pools.js';
import { runReadonly } from '../../functions/lib/sql/run-readonly.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';

/**
 * The MongoDB engine (official `mongodb` driver) without a MongoDB server on this machine: what
 * CAN be proven here is the wiring and every failure path, with the real driver and no mock.
 * Through the real acts (`v1/datasource/test`, a saved connection's schema browser, a data API
 * added and run): another protocol's server (the machine's PostgreSQL 5432 and MariaDB 3306,
 * allow-listed in the local stack) answers a clean DATABASE_CONNECTION_FAILED within the
 * timeout and the gateway keeps answering; metadata, private and loopback addresses not
 * allow-listed are refused before the driver is touched. Through the engine in this process
 * (whose allow-list the test chooses): a closed port fails fast, and a refused query form
 * (`$out`, `$where`) answers SQL_ERROR before any connection is made.
 */
const PASSWORD = 'Mongo#Secret-4471';
const TIMEOUT_SECONDS = 3;

const mongoSettings = (server: string, port: number, extra: Record<string, unknown> = {}) => ({
  type: 'mongodb',
  server,
  port,
  database: 'sales',
  username: 'reader',
  password: PASSWORD,
  provider: 'admin',
  timeoutSeconds: TIMEOUT_SECONDS,
  ...extra,
});

let owner: Registered;

beforeAll(async () => {
  owner = await registerUser();
}, 30_000);

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

describe('MongoDB connection tests through the acts', () => {
  it.each([
    ['PostgreSQL', 5432],
    ['MariaDB', 3306],
  ])('answers DATABASE_CONNECTION_FAILED from a %s server, within the timeout', async (_name, port) => {
    const { value: result, ms } = await timed(() =>
      callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { settings: mongoSettings('127.0.0.1', port) }),
    );
    expect(result.code, JSON.stringify(result.body)).toBe(200);
    expect(result.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_CONNECTION_FAILED });
    expect(result.msg.message ?? '').not.toContain(PASSWORD);
    expect(ms).toBeLessThan(TIMEOUT_SECONDS * 1000 + 3000);
    // The gateway process is still up and answers the next request.
    const next = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      settings: mongoSettings('127.0.0.1', port),
    });
    expect(next.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_CONNECTION_FAILED });
  });

  it('refuses metadata, private and loopback addresses not allow-listed before the driver runs', async () => {
    for (const [server, port] of [
      ['169.254.169.254', 27017],
      ['10.0.0.1', 27017],
      // 127.0.0.1:1 is allow-listed by the test stack (a closed port); :2 is not.
      ['127.0.0.1', 2],
      ['127.0.0.1', 6379],
      ['::1', 27017],
      ['0x7f.1', 27017],
    ] as const) {
      const { value: result, ms } = await timed(() =>
        callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { settings: mongoSettings(server, port) }),
      );
      expect(result.msg, `${server}:${port}`).toMatchObject({ ok: false, code: ErrorCode.API_ADDRESS_REFUSED });
      expect(ms, `${server}:${port}`).toBeLessThan(1000);
    }
  });
});

describe('a saved MongoDB connection and its data API through the acts', () => {
  let connection: DatasourceSummary;
  let refused: DatasourceSummary;
  beforeAll(async () => {
    const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: 'Orders (MongoDB on the PostgreSQL port)',
      settings: mongoSettings('127.0.0.1', 5432),
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    connection = added.msg;
    const metadata = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
      name: 'Orders (MongoDB on the metadata address)',
      settings: mongoSettings('169.254.169.254', 27017),
    });
    expect(metadata.code, JSON.stringify(metadata.body)).toBe(200);
    refused = metadata.msg;
  }, 30_000);

  it('answers the browser acts with clean codes', async () => {
    for (const [act, args] of [
      ['v1/datasource/schemas', {}],
      ['v1/datasource/tables', { schema: 'sales' }],
      ['v1/datasource/columns', { schema: 'sales', table: 'orders' }],
      ['v1/datasource/preview', { schema: 'sales', table: 'orders' }],
    ] as const) {
      const answer = await callAs(owner, act, { _id: connection._id, ...args });
      expect(answer.code, act).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
      expect(JSON.stringify(answer.body), act).not.toContain(PASSWORD);
      expect((await callAs(owner, act, { _id: refused._id, ...args })).code, act).toBe(ErrorCode.API_ADDRESS_REFUSED);
    }
  }, 60_000);

  it('saves a JSON query with parameters and runs it to a clean failure, no secret, no crash', async () => {
    const added = await callAs<ApiDetail>(owner, 'v1/api/add', {
      definition: {
        name: 'Orders_by_region',
        path: `mongo_orders_${Date.now().toString(36)}`,
        type: 'direct',
        datasource_id: connection._id,
        sql: '{"collection":"orders","find":{"region": :region, "closed": false, "note": null},"limit": 10}',
        params: [{ name: 'region', type: 'string', default: 'north' }],
      },
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    const run = await callAs<ApiRunResult>(owner, 'v1/api/run', { _id: added.msg._id, values: { region: 'south' } });
    expect(run.code, JSON.stringify(run.body)).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(JSON.stringify(run.body)).not.toContain(PASSWORD);
    expect(JSON.stringify(run.body)).not.toMatch(/\n\s+at /);

    const onMetadata = await callAs(owner, 'v1/api/test', {
      definition: {
        name: 'Metadata_orders',
        path: 'metadata',
        type: 'direct',
        datasource_id: refused._id,
        sql: '{"collection":"orders","find":{}}',
      },
      values: {},
    });
    expect(onMetadata.code).toBe(ErrorCode.API_ADDRESS_REFUSED);
    // Still answering.
    expect((await callAs(owner, 'v1/datasource/get', { _id: connection._id })).code).toBe(200);
  }, 60_000);
});

describe('the MongoDB engine in this process (allow-list chosen by the test)', () => {
  const closed = {
    key: { tenantId: 'wb-test', connectionId: 'wb-test-mongo-closed', revision: '1' },
    settings: sqlConnectionSchema.parse({ ...mongoSettings('127.0.0.1', 1), dbType: 'mongodb' }),
    allowHosts: ['127.0.0.1:1'],
  };
  afterAll(() => closePool('wb-test', 'wb-test-mongo-closed'));

  it('fails fast on a closed port with DATABASE_CONNECTION_FAILED', async () => {
    const started = Date.now();
    await expect(runReadonly({ ...closed, statement: '{"command": "buildInfo"}' })).rejects.toMatchObject({
      code: ErrorCode.DATABASE_CONNECTION_FAILED,
      data: { message: expect.stringMatching(/ECONNREFUSED|connect/i) },
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000 + 2000);
  });

  it.each([
    ['{"collection":"o","aggregate":[{"$match":{}},{"$out":"copy"}]}', /\$out is not allowed/],
    ['{"collection":"o","find":{"$where":"sleep(1000)"}}', /\$where is not allowed/],
    ['{"collection":"o","delete":{}}', /"find" or "aggregate"/],
    ['{"collection":"o","find":{"a": {"$wbParam": 1}}}', /\$wbParam is reserved/],
    ['SELECT 1', /not valid JSON/],
  ])('refuses %s with SQL_ERROR before connecting', async (statement, message) => {
    const started = Date.now();
    await expect(runReadonly({ ...closed, statement })).rejects.toMatchObject({
      code: ErrorCode.SQL_ERROR,
      data: { message: expect.stringMatching(message) },
    });
    expect(Date.now() - started).toBeLessThan(500);
  });
});
