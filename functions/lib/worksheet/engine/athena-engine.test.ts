import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AthenaClient } from '@aws-sdk/client-athena';
import { GlueClient } from '@aws-sdk/client-glue';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/errors/catalogue.js';
import { worksheetKeys } from '../../s3-objects.js';
import { SqlFailure } from '../../sql/failure.js';
import type { WorksheetTable } from '../contract.js';
import { athenaEngine } from './athena-engine.js';
import { tenantDatabase } from './athena/glue-tables.js';

/**
 * How the Athena engine answers executions Athena ends without a result, against Athena's wire
 * contract: a local HTTP server answers the real SDK clients (AWS JSON 1.1, `X-Amz-Target`)
 * with the JSON Athena and Glue answer. moto always answers SUCCEEDED, so FAILED, CANCELLED,
 * a RUNNING that outlives the timeout and refused calls are only reachable this way. Shapes
 * follow Athena's API reference; failure texts are those Athena (engine version 3) is publicly
 * reported to write, not captured from our account; ErrorCategory and ErrorType as in Athena's
 * error catalog (category 1 system, 2 user; type 401 results not written, 1000 user, 1001 data).
 */
const WORKGROUP = 'wallboard-worksheets';
const BUCKET = 'assets-bucket';
const PREFIX = 'wallboard_ws';
const tenant = randomUUID();
const worksheetId = randomUUID();
const database = tenantDatabase(PREFIX, tenant);
const partKey = worksheetKeys.part(tenant, worksheetId, 'g1', 'part-0');
const sales: WorksheetTable = {
  tenantId: tenant,
  worksheetId,
  name: 'ws_sales',
  keys: [partKey],
  fields: [
    { name: 'region', type: 'text', source: 0 },
    { name: 'qty', type: 'integer', source: 1 },
  ],
  bytes: 2 * 1024 ** 3,
  generation: 'g1',
};

interface Call {
  target: string;
  body: Record<string, unknown>;
}
interface Answer {
  status?: number;
  body: unknown;
}
type Status = Record<string, unknown>;

let server: Server;
let endpoint: string;
let calls: Call[] = [];
/** What GetQueryExecution answers for the n-th execution started (the last one repeats). */
let statuses: Status[] = [];
let overrides: Partial<Record<string, Answer>> = {};
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

const epoch = () => Date.now() / 1000;

/** A GetQueryExecution answer as Athena sends it, around `status`. */
function execution(id: string, query: string, status: Status) {
  return {
    QueryExecution: {
      QueryExecutionId: id,
      Query: query,
      StatementType: 'DML',
      SubstatementType: 'SELECT',
      ResultConfiguration: { OutputLocation: `s3://${BUCKET}/athena-results/${id}.csv` },
      ResultReuseConfiguration: { ResultReuseByAgeConfiguration: { Enabled: false } },
      QueryExecutionContext: { Database: database, Catalog: 'awsdatacatalog' },
      Status: { SubmissionDateTime: epoch() - 1, ...status },
      Statistics: {
        EngineExecutionTimeInMillis: 412,
        DataScannedInBytes: 0,
        TotalExecutionTimeInMillis: 537,
        QueryQueueTimeInMillis: 84,
        ServicePreProcessingTimeInMillis: 23,
        QueryPlanningTimeInMillis: 301,
        ServiceProcessingTimeInMillis: 18,
        ResultReuseInformation: { ReusedPreviousResult: false },
      },
      WorkGroup: WORKGROUP,
      EngineVersion: { SelectedEngineVersion: 'AUTO', EffectiveEngineVersion: 'Athena engine version 3' },
    },
  };
}

const failed = (category: number, type: number, message: string): Status => ({
  State: 'FAILED',
  StateChangeReason: message,
  CompletionDateTime: epoch(),
  AthenaError: { ErrorCategory: category, ErrorType: type, Retryable: false, ErrorMessage: message },
});
const SUCCEEDED: Status = { State: 'SUCCEEDED', CompletionDateTime: epoch() };
const RUNNING: Status = { State: 'RUNNING' };

/** GetQueryResults of `SELECT count(*) AS n`: the header row, then 5. */
const RESULTS = {
  UpdateCount: 0,
  ResultSet: {
    Rows: [{ Data: [{ VarCharValue: 'n' }] }, { Data: [{ VarCharValue: '5' }] }],
    ResultSetMetadata: {
      ColumnInfo: [
        {
          CatalogName: 'hive',
          SchemaName: '',
          TableName: '',
          Name: 'n',
          Label: 'n',
          Type: 'bigint',
          Precision: 19,
          Scale: 0,
          Nullable: 'UNKNOWN',
          CaseSensitive: false,
        },
      ],
    },
  },
};

const awsError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { __type: type, Message: message, ...extra },
});

function answer(target: string, body: Record<string, unknown>): Answer {
  const override = overrides[target];
  if (override) return override;
  const starts = calls.filter((call) => call.target === 'AmazonAthena.StartQueryExecution');
  switch (target) {
    case 'AWSGlue.CreateDatabase':
    case 'AWSGlue.CreateTable':
    case 'AmazonAthena.StopQueryExecution':
      return { body: {} };
    case 'AmazonAthena.StartQueryExecution':
      return { body: { QueryExecutionId: `exec-${starts.length}` } };
    case 'AmazonAthena.GetQueryExecution': {
      const id = String(body.QueryExecutionId);
      const index = Number(id.replace('exec-', '')) - 1;
      const query = String(starts[index]?.body.QueryString ?? '');
      return { body: execution(id, query, statuses[Math.min(index, statuses.length - 1)] ?? SUCCEEDED) };
    }
    case 'AmazonAthena.GetQueryResults':
      return { body: RESULTS };
    default:
      return awsError(400, 'UnknownOperationException', target);
  }
}

const engine = () => {
  const client = {
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  };
  return athenaEngine({
    workgroup: WORKGROUP,
    databasePrefix: PREFIX,
    bucket: BUCKET,
    athena: new AthenaClient(client),
    glue: new GlueClient(client),
    pollMs: { first: 5, max: 20 },
  });
};

const run = (statement = 'SELECT count(*) AS n FROM ws_sales', timeoutSeconds = 10) =>
  engine().query({ tables: [sales], statement, params: [], maxRows: 100, timeoutSeconds });

async function failure(promise: Promise<unknown>): Promise<SqlFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SqlFailure)) throw new Error(`expected a SqlFailure, got ${String(error)}`);
  return error;
}

const sent = (target: string) => calls.filter((call) => call.target === target);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      calls.push({ target, body });
      const reply = answer(target, body);
      response.writeHead(reply.status ?? 200, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': randomUUID(),
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  calls = [];
  statuses = [];
  overrides = {};
  expect(rejections).toEqual([]);
});

afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Athena executions that end without a result', () => {
  it('answers a FAILED statement as SQL_ERROR with Athena’s message', async () => {
    statuses = [
      failed(
        2,
        1000,
        "COLUMN_NOT_FOUND: line 1:8: Column 'amount' cannot be resolved or requester is not authorized to access requested resources",
      ),
    ];
    const error = await failure(run('SELECT amount FROM ws_sales'));
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe(
      "COLUMN_NOT_FOUND: line 1:8: Column 'amount' cannot be resolved or requester is not authorized to access requested resources",
    );
    expect(sent('AmazonAthena.StartQueryExecution')).toHaveLength(1);
    expect(sent('AmazonAthena.StopQueryExecution')).toHaveLength(0);
  });

  it('answers a statement StartQueryExecution refuses (Trino cannot parse it) as SQL_ERROR', async () => {
    overrides['AmazonAthena.StartQueryExecution'] = awsError(
      400,
      'InvalidRequestException',
      "line 1:14: mismatched input '::'. Expecting: ',', 'EXCEPT', 'FROM', 'GROUP', 'HAVING', 'INTERSECT', 'LIMIT', 'ORDER', 'UNION', 'WHERE', <EOF>",
      { AthenaErrorCode: 'MALFORMED_QUERY' },
    );
    const error = await failure(run('SELECT region::VARCHAR AS r FROM ws_sales'));
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toMatch(/^line 1:14: mismatched input '::'\. Expecting: /);
  });

  it('shows a HIVE data error without the S3 path of the worksheet’s Parquet', async () => {
    statuses = [
      failed(
        2,
        1001,
        `HIVE_BAD_DATA: Field qty's type INT64 in parquet file s3://${BUCKET}/${partKey} is incompatible with type double defined in table schema`,
      ),
    ];
    const error = await failure(run());
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe(
      "HIVE_BAD_DATA: Field qty's type INT64 in parquet file *** is incompatible with type double defined in table schema",
    );
  });

  it('masks role ARNs and account ids in a permission failure', async () => {
    statuses = [
      failed(
        2,
        1000,
        'Insufficient permissions to execute the query. User: arn:aws:sts::123456789012:assumed-role/wallboard-query/wallboard-query is not authorized to perform: glue:GetTable on resource: arn:aws:glue:us-east-1:123456789012:catalog because no identity-based policy allows the glue:GetTable action',
      ),
    ];
    const error = await failure(run());
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe(
      'Insufficient permissions to execute the query. User: *** is not authorized to perform: glue:GetTable on resource: *** because no identity-based policy allows the glue:GetTable action',
    );
  });

  it('answers a failure on Athena’s side as DATABASE_CONNECTION_FAILED, results bucket masked', async () => {
    statuses = [
      failed(
        1,
        401,
        `Access denied when writing output to url: s3://${BUCKET}/athena-results/exec-1.csv . Please ensure you are allowed to access the S3 bucket. If you are encrypting query results with KMS key, please ensure you are allowed to access your KMS key`,
      ),
    ];
    const error = await failure(run());
    expect(error.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(error.data.message).toMatch(
      /^Athena could not run the statement: Access denied when writing output to url: \*\*\* \./,
    );
    expect(error.data.message).not.toContain(BUCKET);
  });

  it('writes a Glue table dropped behind its back again and runs the statement once more', async () => {
    const missing = failed(
      2,
      1000,
      `TABLE_NOT_FOUND: line 1:22: Table 'awsdatacatalog.${database}.ws_sales' does not exist`,
    );
    statuses = [missing, SUCCEEDED];
    const result = await run();
    expect(result.rows).toEqual([[5]]);
    expect(sent('AWSGlue.CreateTable')).toHaveLength(2);
    expect(sent('AmazonAthena.StartQueryExecution')).toHaveLength(2);
  });

  it('fails a table still missing after one rewrite as SQL_ERROR, naming the table as the user wrote it', async () => {
    statuses = [
      failed(2, 1000, `TABLE_NOT_FOUND: line 1:22: Table 'awsdatacatalog.${database}.ws_sales' does not exist`),
    ];
    const error = await failure(run());
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe("TABLE_NOT_FOUND: line 1:22: Table 'ws_sales' does not exist");
    expect(sent('AmazonAthena.StartQueryExecution')).toHaveLength(2);
  });

  it('answers an execution CANCELLED by someone else as SQL_ERROR', async () => {
    statuses = [{ State: 'CANCELLED', CompletionDateTime: epoch() }];
    const error = await failure(run());
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe('Athena cancelled the statement');
    expect(sent('AmazonAthena.StopQueryExecution')).toHaveLength(0);
  });

  it('stops an execution still RUNNING at the timeout', async () => {
    statuses = [RUNNING];
    const started = Date.now();
    const error = await failure(run(undefined, 1));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe('statement cancelled after its 1 s timeout');
    expect(sent('AmazonAthena.StopQueryExecution').map((call) => call.body)).toEqual([{ QueryExecutionId: 'exec-1' }]);
  });

  it('still answers the timeout when StopQueryExecution itself fails', async () => {
    statuses = [RUNNING];
    overrides['AmazonAthena.StopQueryExecution'] = awsError(500, 'InternalServerException', 'Internal error');
    const error = await failure(run(undefined, 1));
    expect(error.code).toBe(ErrorCode.SQL_ERROR);
    expect(error.data.message).toBe('statement cancelled after its 1 s timeout');
    expect(sent('AmazonAthena.StopQueryExecution')).toHaveLength(1);
  });

  it('builds its own clients on the standard endpoint variables, as engineFor uses it', async () => {
    const names = [
      'AWS_ENDPOINT_URL_ATHENA',
      'AWS_ENDPOINT_URL_GLUE',
      'AWS_REGION',
      'AWS_ACCESS_KEY_ID',
      'AWS_SECRET_ACCESS_KEY',
    ];
    const saved = names.map((name) => process.env[name]);
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_ATHENA: endpoint,
      AWS_ENDPOINT_URL_GLUE: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'test',
      AWS_SECRET_ACCESS_KEY: 'test',
    });
    try {
      statuses = [failed(2, 1000, "COLUMN_NOT_FOUND: line 1:8: Column 'amount' cannot be resolved")];
      const own = athenaEngine({
        workgroup: WORKGROUP,
        databasePrefix: PREFIX,
        bucket: BUCKET,
        pollMs: { first: 5, max: 20 },
      });
      const error = await failure(
        own.query({
          tables: [sales],
          statement: 'SELECT amount FROM ws_sales',
          params: [],
          maxRows: 1,
          timeoutSeconds: 5,
        }),
      );
      expect(error.code).toBe(ErrorCode.SQL_ERROR);
      expect(sent('AWSGlue.CreateTable')).toHaveLength(1);
      expect(sent('AmazonAthena.GetQueryExecution').length).toBeGreaterThan(0);
    } finally {
      names.forEach((name, index) => {
        const value = saved[index];
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      });
    }
  });

  it('stops the execution when Athena stops answering the polls', async () => {
    overrides['AmazonAthena.GetQueryExecution'] = awsError(400, 'TooManyRequestsException', 'Rate exceeded', {
      Reason: 'CONCURRENT_QUERY_LIMIT_EXCEEDED',
    });
    const error = await failure(run());
    expect(error.code).toBe(ErrorCode.DATABASE_CONNECTION_FAILED);
    expect(error.data.message).toBe('Athena could not be reached (TooManyRequestsException)');
    expect(sent('AmazonAthena.StopQueryExecution')).toHaveLength(1);
  });
});
