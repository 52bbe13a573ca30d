import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiDetail } from '../../shared/acts/data-api.js';
import type { ConnectionTestResult, DatasourceEnvironment, DatasourceSummary } from '../../shared/acts/datasource.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { callAs, registerUser, type Registered } from './helpers/client.js';

/**
 * SQL Server (mssql), Oracle (oracledb thin) and DaMeng (dmdb) through the real acts and the real
 * drivers. No server of these types runs here, so what is proven is the wiring and every failure
 * path: a closed port, a server speaking another protocol (the machine's PostgreSQL and MariaDB,
 * allow-listed), an address the policy refuses before any driver is touched, and a saved
 * connection's schema browser and data API answering the same codes, never the password, while
 * the gateway keeps answering.
 */
const TYPES = ['sqlserver', 'oracle', 'dameng'] as const;
type Wired = (typeof TYPES)[number];

const PASSWORD = 'Engine#Secret-4419';
const TIMEOUT_SECONDS = 8;

const FIELDS: Record<Wired, Record<string, unknown>> = {
  sqlserver: { database: 'sales', username: 'report' },
  oracle: { mode: 'service_name', sid: 'ORCLPDB1', username: 'report' },
  dameng: { username: 'REPORT', schema: 'SALES' },
};

const settingsFor = (type: Wired, server: string, port: number) => ({
  type,
  server,
  port,
  password: PASSWORD,
  timeoutSeconds: TIMEOUT_SECONDS,
  ...FIELDS[type],
});

let owner: Registered;
let counter = 0;
const unique = (stem: string) => `${stem}_${Date.now().toString(36)}_${(counter++).toString(36)}`;

beforeAll(async () => {
  owner = await registerUser();
});

async function testUnsaved(type: Wired, server: string, port: number) {
  const started = Date.now();
  const result = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
    settings: settingsFor(type, server, port),
  });
  return { result, elapsed: Date.now() - started };
}

/** The gateway still answers an ordinary act. */
async function expectGatewayUp(): Promise<void> {
  const answer = await callAs<DatasourceEnvironment>(owner, 'v1/datasource/environment');
  expect(answer.code).toBe(200);
}

describe.each(TYPES)('the %s engine, wired without a live server', (type) => {
  it('answers a closed port with DATABASE_CONNECTION_FAILED, quickly and without the password', async () => {
    const { result, elapsed } = await testUnsaved(type, '127.0.0.1', 1);
    expect(result.code).toBe(200);
    expect(result.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_CONNECTION_FAILED });
    expect(result.msg.message).toEqual(expect.any(String));
    expect(JSON.stringify(result.body)).not.toContain(PASSWORD);
    expect(elapsed).toBeLessThan(5000);
  });

  it.each([
    ['PostgreSQL', 5432],
    ['MariaDB', 3306],
  ])(
    'answers a server speaking %s with a clean connection failure within the timeout',
    { timeout: 30_000 },
    async (_name, port) => {
      const { result, elapsed } = await testUnsaved(type, '127.0.0.1', port);
      expect(result.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_CONNECTION_FAILED });
      expect(JSON.stringify(result.body)).not.toContain(PASSWORD);
      expect(JSON.stringify(result.body)).not.toMatch(/\bat .+\.(js|ts):\d+/);
      // The driver's own connect timeout (10 s) or the statement timeout, whichever ends first.
      expect(elapsed).toBeLessThan(TIMEOUT_SECONDS * 1000 + 3000);
      await expectGatewayUp();
    },
  );

  it('refuses metadata, link-local and not allow-listed private addresses before the driver', async () => {
    for (const [server, port] of [
      ['169.254.169.254', 80],
      ['10.0.0.1', 1433],
      ['127.0.0.1', 1521],
    ] as const) {
      const { result, elapsed } = await testUnsaved(type, server, port);
      expect(result.msg, `${server}:${port}`).toMatchObject({ ok: false, code: ErrorCode.API_ADDRESS_REFUSED });
      expect(elapsed, `${server}:${port}`).toBeLessThan(2000);
    }
  });

  it('answers the same codes for a saved connection: its test, schema browser and data API', async () => {
    const codes: [string, number, number][] = [
      ['127.0.0.1', 1, ErrorCode.DATABASE_CONNECTION_FAILED],
      ['169.254.169.254', 80, ErrorCode.API_ADDRESS_REFUSED],
    ];
    for (const [server, port, code] of codes) {
      const added = await callAs<DatasourceSummary>(owner, 'v1/datasource/add', {
        name: unique(`${type} ${port}`),
        settings: settingsFor(type, server, port),
      });
      expect(added.code, JSON.stringify(added.body)).toBe(200);
      const id = added.msg._id;
      const tested = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', { _id: id });
      expect(tested.msg).toMatchObject({ ok: false, code });
      const schemas = await callAs(owner, 'v1/datasource/schemas', { _id: id });
      expect(schemas.code).toBe(code);
      const api = await callAs<ApiDetail>(owner, 'v1/api/add', {
        definition: {
          name: unique('api'),
          path: unique('p'),
          type: 'direct',
          datasource_id: id,
          sql: 'SELECT region, amount FROM sales WHERE region = :region',
          params: [{ name: 'region', type: 'string' }],
        },
      });
      expect(api.code, JSON.stringify(api.body)).toBe(200);
      const ran = await callAs(owner, 'v1/api/run', { _id: api.msg._id, values: { region: 'east' } });
      expect(ran.code, JSON.stringify(ran.body)).toBe(code);
      for (const body of [tested.body, schemas.body, ran.body]) expect(JSON.stringify(body)).not.toContain(PASSWORD);
    }
    await expectGatewayUp();
  });
});

describe('the Oracle connect string', () => {
  it('refuses a service name that would add to the connect descriptor', async () => {
    const result = await callAs<ConnectionTestResult>(owner, 'v1/datasource/test', {
      settings: {
        ...settingsFor('oracle', '127.0.0.1', 5432),
        mode: 'sid',
        sid: 'X)(ADDRESS=(PROTOCOL=TCP)(HOST=169.254.169.254)(PORT=80)',
      },
    });
    expect(result.msg).toMatchObject({ ok: false, code: ErrorCode.DATABASE_CONNECTION_FAILED });
    expect(result.msg.message).toMatch(/not a valid Oracle SID/);
  });
});
