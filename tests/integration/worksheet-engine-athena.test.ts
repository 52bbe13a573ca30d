import { randomUUID } from 'node:crypto';
import {
  AthenaClient,
  CreateWorkGroupCommand,
  GetQueryExecutionCommand,
  ListQueryExecutionsCommand,
  type ColumnInfo,
} from '@aws-sdk/client-athena';
import { GetTableCommand, GlueClient } from '@aws-sdk/client-glue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorksheetField } from '../../shared/datasource/worksheet.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { worksheetKeys } from '../../functions/lib/s3-objects.js';
import { SqlFailure } from '../../functions/lib/sql/failure.js';
import type { WorksheetEngine, WorksheetQuery, WorksheetTable } from '../../functions/lib/worksheet/contract.js';
import { athenaEngine } from '../../functions/lib/worksheet/engine/index.js';
import { startMoto, type Emulator } from '../../scripts/local/emulators.js';

/**
 * The Athena engine against moto_server, which emulates Athena's and Glue's APIs but runs no
 * query: results are queued through moto's API, and the tests assert what the engine sends
 * (Glue tables, query context, parameters, workgroup) and how it maps what Athena answers.
 */
const WORKGROUP = 'wallboard-worksheets';
const BUCKET = 'assets-bucket';
const PREFIX = 'wallboard_ws';
const region = 'us-east-1';

let moto: Emulator;
let athena: AthenaClient;
let glue: GlueClient;
let engine: WorksheetEngine;

const FIELDS: WorksheetField[] = [
  { name: 'region', type: 'text', source: 0 },
  { name: 'qty', type: 'integer', source: 1 },
  { name: 'price', type: 'decimal', source: 2 },
  { name: 'day', type: 'date', source: 3 },
  { name: 'sold_at', type: 'datetime', source: 4 },
  { name: 'paid', type: 'boolean', source: 5 },
];

function table(tenantId: string, name: string, generation = 'g1'): WorksheetTable {
  const worksheetId = randomUUID();
  return {
    tenantId,
    worksheetId,
    name,
    keys: [0, 1].map((part) => worksheetKeys.part(tenantId, worksheetId, generation, `part-${part}`)),
    fields: FIELDS,
    bytes: 2 * 1024 ** 3,
    generation,
  };
}

const column = (Name: string, Type: string, extra: Partial<ColumnInfo> = {}): ColumnInfo => ({
  CatalogName: 'hive',
  SchemaName: '',
  TableName: '',
  Name,
  Label: Name,
  Type,
  Precision: 0,
  Scale: 0,
  Nullable: 'UNKNOWN',
  CaseSensitive: false,
  ...extra,
});
const row = (...cells: (string | null)[]) => ({
  Data: cells.map((cell) => (cell === null ? {} : { VarCharValue: cell })),
});

async function motoApi(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${moto.endpoint}/moto-api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`moto ${path}: ${response.status}`);
}

/** Queues what moto's GetQueryResults answers next: a header row, then `rows`. */
const queueResult = (columns: ColumnInfo[], rows: ReturnType<typeof row>[]) =>
  motoApi('static/athena/query-results', {
    region,
    results: [{ column_info: columns, rows: [row(...columns.map((info) => info.Name ?? '')), ...rows] }],
  });

async function executions(): Promise<string[]> {
  const listed = await athena.send(new ListQueryExecutionsCommand({ WorkGroup: WORKGROUP }));
  return listed.QueryExecutionIds ?? [];
}

async function lastExecution() {
  const ids = await executions();
  const all = await Promise.all(
    ids.map(async (id) => (await athena.send(new GetQueryExecutionCommand({ QueryExecutionId: id }))).QueryExecution),
  );
  return all.sort(
    (a, b) => (b?.Status?.SubmissionDateTime?.getTime() ?? 0) - (a?.Status?.SubmissionDateTime?.getTime() ?? 0),
  )[0];
}

async function failure(promise: Promise<unknown>): Promise<SqlFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SqlFailure)) throw new Error(`expected a SqlFailure, got ${String(error)}`);
  return error;
}

const tenant = randomUUID();
const sales = table(tenant, 'ws_sales');
const query = (statement: string, extra: Partial<WorksheetQuery> = {}) =>
  engine.query({ tables: [sales], statement, params: [], maxRows: 100, timeoutSeconds: 10, ...extra });

beforeAll(async () => {
  moto = await startMoto();
  const clientConfig = {
    region,
    endpoint: moto.endpoint,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  };
  athena = new AthenaClient(clientConfig);
  glue = new GlueClient(clientConfig);
  await athena.send(new CreateWorkGroupCommand({ Name: WORKGROUP }));
  engine = athenaEngine({
    workgroup: WORKGROUP,
    databasePrefix: PREFIX,
    bucket: BUCKET,
    athena,
    glue,
    pollMs: { first: 10, max: 50 },
  });
});

afterAll(async () => {
  await moto.stop();
});

describe('worksheet queries on Athena (moto)', () => {
  it('creates the worksheet as a Parquet Glue table in the tenant database at its generation folder', async () => {
    await queueResult([column('n', 'bigint')], [row('5')]);
    expect((await query('SELECT count(*) AS n FROM ws_sales')).rows).toEqual([[5]]);

    const execution = await lastExecution();
    const database = execution?.QueryExecutionContext?.Database ?? '';
    expect(database).toMatch(/^wallboard_ws_[0-9a-f]{24}$/);
    expect(database).not.toContain(tenant);
    const { Table } = await glue.send(new GetTableCommand({ DatabaseName: database, Name: 'ws_sales' }));
    expect(Table?.TableType).toBe('EXTERNAL_TABLE');
    expect(Table?.StorageDescriptor?.Location).toBe(`s3://${BUCKET}/worksheets/${tenant}/${sales.worksheetId}/g1/`);
    expect(Table?.StorageDescriptor?.SerdeInfo?.SerializationLibrary).toBe(
      'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe',
    );
    expect(Table?.StorageDescriptor?.Columns?.map((c) => [c.Name, c.Type])).toEqual([
      ['region', 'string'],
      ['qty', 'bigint'],
      ['price', 'double'],
      ['day', 'date'],
      ['sold_at', 'timestamp'],
      ['paid', 'boolean'],
    ]);
  });

  it('starts the statement in the workgroup with positional parameters as SQL literals', async () => {
    await queueResult([column('n', 'bigint')], [row('2')]);
    const statement = 'SELECT count(*) AS n FROM ws_sales WHERE region = ? AND qty >= ? AND paid = ?';
    await query(statement, { params: ["north' OR 'x'='x", 2, true] });
    const execution = await lastExecution();
    expect(execution?.Query).toBe(statement);
    expect(execution?.WorkGroup).toBe(WORKGROUP);
    expect(execution?.QueryExecutionContext?.Catalog).toBe('AwsDataCatalog');
    expect(execution?.ExecutionParameters).toEqual(["'north'' OR ''x''=''x'", '2', 'true']);
  });

  it('maps Athena cells to the DuckDB engine’s JSON values and type names', async () => {
    await queueResult(
      [
        column('region', 'varchar'),
        column('qty', 'bigint'),
        column('big', 'bigint'),
        column('price', 'double'),
        column('total', 'decimal', { Precision: 10, Scale: 2 }),
        column('day', 'date'),
        column('sold_at', 'timestamp'),
        column('paid', 'boolean'),
      ],
      [
        row('north', '3', '9007199254740993', '1.5', '4.50', '2026-01-02', '2026-01-02 03:04:05.000', 'true'),
        row(null, null, null, null, null, null, null, 'false'),
      ],
    );
    const result = await query('SELECT * FROM ws_sales');
    expect(result.columns.map((c) => c.type)).toEqual([
      'VARCHAR',
      'BIGINT',
      'BIGINT',
      'DOUBLE',
      'DECIMAL(10,2)',
      'DATE',
      'TIMESTAMP',
      'BOOLEAN',
    ]);
    expect(result.rows).toEqual([
      ['north', 3, '9007199254740993', 1.5, 4.5, '2026-01-02', '2026-01-02 03:04:05', true],
      [null, null, null, null, null, null, null, false],
    ]);
    expect(result.truncated).toBe(false);
  });

  it('stops at the row cap', async () => {
    await queueResult(
      [column('n', 'integer')],
      Array.from({ length: 5 }, (_, index) => row(String(index))),
    );
    const result = await query('SELECT qty AS n FROM ws_sales', { maxRows: 3 });
    expect(result.rows).toEqual([[0], [1], [2]]);
    expect(result.truncated).toBe(true);
  });

  it('stops an execution past its timeout', async () => {
    await motoApi('state-manager/set-transition', {
      model_name: 'athena::execution',
      transition: { progression: 'manual', times: 1_000_000 },
    });
    try {
      const error = await failure(query('SELECT * FROM ws_sales', { timeoutSeconds: 1 }));
      expect(error.code).toBe(ErrorCode.SQL_ERROR);
      expect(error.data.message).toBe('statement cancelled after its 1 s timeout');
      expect((await lastExecution())?.Status?.State).toBe('CANCELLED');
    } finally {
      await motoApi('state-manager/unset-transition', { model_name: 'athena::execution' });
    }
  });

  it('refuses, before Athena sees them, statements naming anything but the query’s worksheets', async () => {
    const before = (await executions()).length;
    const other = table(randomUUID(), 'ws_theirs');
    for (const statement of [
      'SELECT * FROM ws_theirs',
      `SELECT * FROM ${PREFIX}_0123456789abcdef01234567.ws_theirs`,
      'SELECT * FROM awsdatacatalog.default.ws_sales',
      'SELECT * FROM information_schema.tables',
      "SELECT * FROM read_csv('s3://other/file.csv')",
      'SELECT 1; SELECT 2',
      'DROP TABLE ws_sales',
      'INSERT INTO ws_sales SELECT * FROM ws_sales',
      'CREATE TABLE x AS SELECT * FROM ws_sales',
      'SHOW TABLES',
    ]) {
      const error = await failure(query(statement));
      expect(error.code, statement).toBe(ErrorCode.SQL_ERROR);
    }
    const mixed = await failure(query('SELECT 1', { tables: [sales, other] }));
    expect(mixed.code).toBe(ErrorCode.SQL_ERROR);
    expect((await executions()).length).toBe(before);

    await queueResult([column('n', 'bigint')], [row('1')]);
    const allowed = await query(
      'WITH recent AS (SELECT * FROM ws_sales) SELECT count(*) AS n FROM recent CROSS JOIN UNNEST(ARRAY[1]) AS t(x)',
    );
    expect(allowed.rows).toEqual([[1]]);
  });

  it('keeps each tenant in its own Glue database and follows a new generation', async () => {
    const theirs = table(randomUUID(), 'ws_sales');
    await query('SELECT 1 FROM ws_sales', { tables: [theirs] });
    const theirDatabase = (await lastExecution())?.QueryExecutionContext?.Database;
    const next = { ...sales, generation: 'g2', keys: [worksheetKeys.part(tenant, sales.worksheetId, 'g2', 'part-0')] };
    await query('SELECT 1 FROM ws_sales', { tables: [next] });
    const ourDatabase = (await lastExecution())?.QueryExecutionContext?.Database ?? '';
    expect(theirDatabase).not.toBe(ourDatabase);
    const { Table } = await glue.send(new GetTableCommand({ DatabaseName: ourDatabase, Name: 'ws_sales' }));
    expect(Table?.StorageDescriptor?.Location).toBe(`s3://${BUCKET}/worksheets/${tenant}/${sales.worksheetId}/g2/`);
  });

  it('fails as a connection failure when Athena does not answer', async () => {
    const down = {
      region,
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      maxAttempts: 1,
    };
    const unreachable = athenaEngine({
      workgroup: WORKGROUP,
      databasePrefix: PREFIX,
      bucket: BUCKET,
      athena: new AthenaClient(down),
      glue: new GlueClient(down),
    });
    const error = await failure(
      unreachable.query({ tables: [sales], statement: 'SELECT 1', params: [], maxRows: 1, timeoutSeconds: 5 }),
    );
    expect(error.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
  });
});
