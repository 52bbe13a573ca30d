import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlConnectionSchema } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import type { BrowseRunner } from '../../engine.js';
import { sqlFailureOf, type SqlFailure } from '../../failure.js';
import type { RunLimits, SqlPool } from '../../session.js';
import { kylinEngine } from './index.js';
import { kylinBaseUrl, kylinParam, kylinQuery } from './options.js';

/**
 * The Kylin engine against a local HTTP server that answers as Kylin's REST API does: the real
 * pool, the real pinned HTTP client, the real keep-alive agent. The host name is one no resolver
 * knows: the request reaches the server only because it goes to the vetted address.
 */
interface Seen {
  method: string;
  path: string;
  authorization: string;
  body: unknown;
}

let server: Server;
let port = 0;
let seen: Seen[] = [];
let sockets = 0;
let admin = false;
let hang = false;

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse, text: string): void {
  const body: unknown = text ? JSON.parse(text) : undefined;
  seen.push({
    method: request.method ?? '',
    path: request.url ?? '',
    authorization: request.headers.authorization ?? '',
    body,
  });
  if (request.headers.authorization !== `Basic ${Buffer.from('analyst:S3cret!').toString('base64')}`)
    return answer(response, 401, { code: '999', msg: 'Unauthorized' });
  if (request.url === '/kylin/api/user/authentication')
    return answer(response, 200, {
      userDetails: { username: 'ANALYST', authorities: [{ authority: admin ? 'ROLE_ADMIN' : 'ROLE_ANALYST' }] },
    });
  if (request.url === '/kylin/api/tables_and_columns?project=learn')
    return answer(response, 200, [
      {
        table_SCHEM: 'DEFAULT',
        table_NAME: 'SALES',
        columns: [
          { column_NAME: 'PART_DT', type_NAME: 'DATE' },
          { column_NAME: 'PRICE', type_NAME: 'DECIMAL' },
        ],
      },
      { table_SCHEM: 'EDW', table_NAME: 'CAL', columns: [{ column_NAME: 'CAL_DT', type_NAME: 'DATE' }] },
    ]);
  if (hang) return; // never answers
  const sql = (body as { sql?: string }).sql ?? '';
  if (sql.includes('broken'))
    return answer(response, 200, {
      isException: true,
      exceptionMessage: 'Table BROKEN not found (pw S3cret!)\nat stack',
    });
  const limit = (body as { limit: number }).limit;
  const rows = Array.from({ length: Math.min(limit, 5) }, (_, i) => [String(i + 1), `row ${i + 1}`]);
  answer(response, 200, {
    columnMetas: [
      { label: 'N', columnTypeName: 'BIGINT' },
      { label: 'NAME', columnTypeName: 'VARCHAR' },
    ],
    results: rows,
    isException: false,
  });
}

const settings = sqlConnectionSchema.parse({
  type: 'kylin',
  dbType: 'kylin',
  server: 'kylin.invalid',
  port: 7070,
  database: 'learn',
  username: 'analyst',
  password: 'S3cret!',
  timeoutSeconds: 1,
});
const limits: RunLimits = { maxRows: 100, maxBytes: 100_000, timeoutSeconds: 1 };

async function poolAt(): Promise<SqlPool> {
  return kylinEngine.createPool(settings, { address: '127.0.0.1', hostname: 'kylin.invalid', port });
}

async function failureOf(promise: Promise<unknown>): Promise<SqlFailure> {
  try {
    await promise;
  } catch (error) {
    return sqlFailureOf(error, [settings.password], settings.timeoutSeconds, kylinEngine.failureKind);
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => handle(request, response, text));
  });
  server.on('connection', () => sockets++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  sockets = 0;
  admin = false;
  hang = false;
});

describe('Kylin engine, against an HTTP server that answers as Kylin', () => {
  it('queries the project with basic auth and a row limit, on one kept-alive socket', async () => {
    const pool = await poolAt();
    const first = await pool.run('SELECT N, NAME FROM T', [], { ...limits, maxRows: 3 });
    expect(first.columns).toEqual([
      { name: 'N', type: 'bigint' },
      { name: 'NAME', type: 'varchar' },
    ]);
    expect(first.rows).toEqual([
      ['1', 'row 1'],
      ['2', 'row 2'],
      ['3', 'row 3'],
    ]);
    expect(first.truncated).toBe(true);
    const second = await pool.run('SELECT N, NAME FROM T', [], limits);
    expect(second.rows).toHaveLength(5);
    expect(second.truncated).toBe(false);
    await pool.close();
    const query = seen.find((call) => call.path === '/kylin/api/query');
    expect(query).toMatchObject({
      method: 'POST',
      body: { sql: 'SELECT N, NAME FROM T', project: 'learn', offset: 0, limit: 4, acceptPartial: false },
    });
    // The user check, then two queries: one socket, kept alive.
    expect(seen.map((call) => call.path)).toEqual([
      '/kylin/api/user/authentication',
      '/kylin/api/query',
      '/kylin/api/query',
    ]);
    expect(sockets).toBe(1);
  });

  it('sends parameters to query/prestate with their Java classes', async () => {
    const pool = await poolAt();
    await pool.run('SELECT N FROM T WHERE A = ? AND B = ?', [7, 'x'], limits);
    await pool.close();
    expect(seen.at(-1)).toMatchObject({
      path: '/kylin/api/query/prestate',
      body: {
        params: [
          { className: 'java.lang.Long', value: '7' },
          { className: 'java.lang.String', value: 'x' },
        ],
      },
    });
  });

  it('answers Kylin’s own error message, first line, password redacted', async () => {
    const pool = await poolAt();
    const failure = await failureOf(pool.run('SELECT * FROM broken', [], limits));
    await pool.close();
    expect(failure.code).toBe(ErrorCode.SQL_ERROR);
    expect(failure.data.message).toBe('Table BROKEN not found (pw ***)');
  });

  it('refuses an administrator and a wrong password as connection failures', async () => {
    admin = true;
    const pool = await poolAt();
    const refused = await failureOf(pool.run('SELECT 1', [], limits));
    await pool.close();
    expect(refused.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(refused.data.message).toMatch(/read-only user/);
    expect(seen.some((call) => call.path === '/kylin/api/query')).toBe(false);

    const wrong = await kylinEngine.createPool(
      { ...settings, password: 'nope' },
      { address: '127.0.0.1', hostname: 'kylin.invalid', port },
    );
    const denied = await failureOf(wrong.run('SELECT 1', [], limits));
    await wrong.close();
    expect(denied.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
  });

  it('stops waiting at the timeout', async () => {
    hang = true;
    const pool = await poolAt();
    const started = Date.now();
    const failure = await failureOf(pool.run('SELECT 1', [], limits));
    await pool.close();
    expect(failure.code).toBe(ErrorCode.SQL_ERROR);
    expect(failure.data.message).toMatch(/cancelled after its 1 s timeout/);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('browses the project’s tables and columns from the metadata API', async () => {
    const pool = await poolAt();
    const run: BrowseRunner = (statement, params = [], maxRows = 5000) =>
      pool.run(statement, params, { ...limits, maxRows });
    expect(await kylinEngine.browse.schemas(run)).toEqual(['DEFAULT', 'EDW']);
    expect(await kylinEngine.browse.tables(run, 'DEFAULT')).toEqual(['SALES']);
    expect(await kylinEngine.browse.columns(run, 'DEFAULT', 'SALES')).toEqual([
      { name: 'PART_DT', type: 'date' },
      { name: 'PRICE', type: 'decimal' },
    ]);
    await pool.close();
  });
});

describe('Kylin request shapes', () => {
  it('addresses the API by the host name typed, over https when TLS is on', () => {
    const target = { address: '2001:db8::1', hostname: '2001:db8::1', port: 7443 };
    expect(kylinBaseUrl({ ...settings, tls: true }, target).href).toBe('https://[2001:db8::1]:7443/kylin/api/');
  });

  it('types parameter values as Kylin’s PrepareSqlRequest expects', () => {
    expect(kylinParam(true)).toEqual({ className: 'java.lang.Boolean', value: 'true' });
    expect(kylinParam(1.5)).toEqual({ className: 'java.lang.Double', value: '1.5' });
    expect(kylinParam(null)).toEqual({ className: 'java.lang.String', value: null });
    expect(kylinQuery(settings, 'SELECT 1', [], 10).path).toBe('query');
  });
});
