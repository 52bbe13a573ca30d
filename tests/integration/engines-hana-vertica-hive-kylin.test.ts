import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiDetail, ApiRunResult } from '../../shared/acts/data-api.js';
import type { ConnectionTestResult, DatasourceSummary } from '../../shared/acts/datasource.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';

/**
 * SAP HANA and SAP BW (`hdb`), Vertica (`vertica-nodejs`), Hive (`hive-driver`) and Kylin (REST API) through
 * the real acts and the real drivers. No server of these types runs here, so what is proven is
 * the wiring and every failure path a user can meet: a closed port, a server that speaks another
 * protocol (the machine's PostgreSQL and MariaDB), an address the policy refuses, and a saved
 * data API on such a connection. Each answers a clean catalogue code within the connection's
 * timeout, never the password, and the gateway keeps answering.
 */
const TYPES = ['saphana', 'sapbw', 'vertica', 'hive', 'kylin'] as const;
type Type = (typeof TYPES)[number];
const SECRET = 'Engine#Secret-4417';
const TIMEOUT_SECONDS = 3;
/** The connection's timeout, plus the round trip through the gateway and the act. */
const WITHIN_MS = TIMEOUT_SECONDS * 1000 + 2000;

const settingsFor = (type: Type, server: string, port: number) => ({
  type,
  server,
  port,
  database: type === 'kylin' ? 'learn' : 'test',
  username: 'reader',
  password: SECRET,
  timeoutSeconds: TIMEOUT_SECONDS,
});

let user: Registered;
/** A user of its own per suite part: the connection tests are rate limited per user. */
const freshUser = () => registerUser();

async function testSettings(who: Registered, type: Type, server: string, port: number) {
  const started = Date.now();
  const answer = await callAs<ConnectionTestResult>(who, 'v1/datasource/test', {
    settings: settingsFor(type, server, port),
  });
  return { answer, elapsed: Date.now() - started };
}

beforeAll(async () => {
  user = await freshUser();
}, 30_000);

describe.each(TYPES)('%s', (type) => {
  it('answers DATABASE_CONNECTION_FAILED at once for a closed port', async () => {
    const { answer, elapsed } = await testSettings(user, type, '127.0.0.1', 1);
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_CONNECTION_FAILED });
    expect(answer.msg.message).toMatch(/ECONNREFUSED/);
    expect(elapsed).toBeLessThan(2000);
  });

  it('answers a clean failure within the timeout from servers of another protocol, and the gateway stays up', async () => {
    const who = await freshUser();
    for (const port of [5432, 3306]) {
      const { answer, elapsed } = await testSettings(who, type, '127.0.0.1', port);
      expect(answer.code, `${port}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.msg.ok, String(port)).toBe(false);
      expect(answer.msg.code, `${port}: ${answer.msg.message}`).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
      expect(elapsed, String(port)).toBeLessThan(WITHIN_MS);
      // The process that met the foreign protocol still answers.
      const next = await callAs(who, 'v1/datasource/list', {});
      expect(next.code).toBe(200);
    }
  }, 60_000);

  it('refuses metadata, link-local and private addresses before any driver is touched', async () => {
    const who = await freshUser();
    for (const [server, port] of [
      ['169.254.169.254', 80],
      ['10.0.0.1', 10000],
      ['127.0.0.1', 6379],
      ['::1', 7070],
    ] as const) {
      const { answer, elapsed } = await testSettings(who, type, server, port);
      expect(answer.msg, `${server}:${port}`).toMatchObject({ ok: false, code: ErrorCode.API_ADDRESS_REFUSED });
      // 10.0.0.1 would take the whole timeout had a connection been tried.
      expect(elapsed, `${server}:${port}`).toBeLessThan(1500);
    }
  });

  it('answers the same codes for a saved connection, its schema browser and a data API on it', async () => {
    const who = await freshUser();
    const added = await callAs<DatasourceSummary>(who, 'v1/datasource/add', {
      name: `Engine ${type} ${Date.now().toString(36)}`,
      settings: settingsFor(type, '127.0.0.1', 5432),
    });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    const id = added.msg._id;
    const schemas = await callAs(who, 'v1/datasource/schemas', { _id: id });
    expect(schemas.code, JSON.stringify(schemas.body)).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(JSON.stringify(schemas.body)).not.toContain(SECRET);

    const api = await callAs<ApiDetail>(who, 'v1/api/add', {
      definition: {
        name: `engine_${type}_${Date.now().toString(36)}`,
        path: `engine-${type}-${Date.now().toString(36)}`,
        type: 'direct',
        datasource_id: id,
        sql: 'SELECT 1 AS one',
      },
    });
    expect(api.code, JSON.stringify(api.body)).toBe(200);
    const started = Date.now();
    const ran = await callAs<ApiRunResult>(who, 'v1/api/run', { _id: api.msg._id, values: {} });
    expect(ran.code, JSON.stringify(ran.body)).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(JSON.stringify(ran.body)).not.toContain(SECRET);
    expect(Date.now() - started).toBeLessThan(WITHIN_MS);

    const refused = await callAs<DatasourceSummary>(who, 'v1/datasource/add', {
      name: `Metadata ${type} ${Date.now().toString(36)}`,
      settings: settingsFor(type, '169.254.169.254', 80),
    });
    expect(refused.code).toBe(200);
    const browse = await callAs(who, 'v1/datasource/schemas', { _id: refused.msg._id });
    expect(browse.code).toBe(ErrorCode.API_ADDRESS_REFUSED);
  }, 60_000);
});

describe('hive', () => {
  it('refuses a data API with parameters: HiveServer2 binds none, and a value is never written into the SQL', async () => {
    const who = await freshUser();
    const added = await callAs<DatasourceSummary>(who, 'v1/datasource/add', {
      name: `Hive params ${Date.now().toString(36)}`,
      settings: settingsFor('hive', '127.0.0.1', 1),
    });
    expect(added.code).toBe(200);
    const stamp = Date.now().toString(36);
    const definition = {
      name: `hive_param_${stamp}`,
      path: `hive-param-${stamp}`,
      type: 'direct',
      datasource_id: added.msg._id,
      sql: 'SELECT * FROM sales WHERE region = :region',
      params: [{ name: 'region', type: 'string', required: true }],
    };
    const tested = await callAs(who, 'v1/api/test', { definition, values: { region: "x' OR '1'='1" } });
    expect(tested.code, JSON.stringify(tested.body)).toBe(ErrorCode.API_PARAM_INVALID);
    const api = await callAs<ApiDetail>(who, 'v1/api/add', { definition });
    if (api.code === 200) {
      const ran = await callAs(who, 'v1/api/run', { _id: api.msg._id, values: { region: 'north' } });
      expect(ran.code, JSON.stringify(ran.body)).toBe(ErrorCode.API_PARAM_INVALID);
    } else expect(api.code).toBe(ErrorCode.API_PARAM_INVALID);
  });
});
