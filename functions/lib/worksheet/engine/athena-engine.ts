import { setTimeout as sleep } from 'node:timers/promises';
import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
  StopQueryExecutionCommand,
  type QueryExecutionStatus,
} from '@aws-sdk/client-athena';
import { GlueClient } from '@aws-sdk/client-glue';
import { log } from '../../log.js';
import type { SqlRows, SqlValue } from '../../sql/session.js';
import { statementTimeoutSeconds } from '../../sql/timeout-cap.js';
import type { WorksheetEngine, WorksheetQuery } from '../contract.js';
import { athenaAtFault, callFailure, catalogMissing, executionFailure } from './athena/failures.js';
import { GlueTables, tenantDatabase } from './athena/glue-tables.js';
import { columnOf, valueOf } from './athena/values.js';
import { parseSelect, refuse } from './duckdb/parse.js';
import { checkTableRefs } from './table-refs.js';

export interface AthenaConfig {
  workgroup: string;
  /** Glue databases are `<prefix>_<tenant hash>` (glue-tables.ts). */
  databasePrefix: string;
  /** The assets bucket, where worksheets' Parquet is. */
  bucket: string;
  athena?: AthenaClient;
  glue?: GlueClient;
  /** Waits between GetQueryExecution polls: the first, doubling up to the last. */
  pollMs?: { first: number; max: number };
}

/** Rows of one GetQueryResults page (Athena's maximum). */
const PAGE_ROWS = 1000;

/**
 * A SELECT parameter as Athena's ExecutionParameters want it: the SQL literal it stands for
 * (Athena substitutes the text for the `?`), strings quoted with '' inside.
 */
export function athenaLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return String(value);
}

/**
 * Worksheets past `athenaMinBytes` on AWS: Athena over the same Parquet, through one Glue table
 * per worksheet named as the user writes it (`ws_<id>`) in the tenant's own Glue database
 * (glue-tables.ts). Before anything reaches Athena, DuckDB's parser must find exactly one SELECT
 * naming only the query's worksheets (table-refs.ts): Trino syntax DuckDB does not parse is
 * refused rather than guessed at. Executions that fail or are cancelled map to catalogue codes
 * with Athena's message, our internals masked (athena/failures.ts).
 */
export function athenaEngine(config: AthenaConfig): WorksheetEngine {
  const athena = config.athena ?? new AthenaClient({});
  const glue = new GlueTables(config.glue ?? new GlueClient({}), config.bucket);
  const poll = config.pollMs ?? { first: 200, max: 2000 };

  /** Stops an execution the engine gives up on; a failure to stop is logged, never thrown. */
  async function stop(id: string): Promise<void> {
    try {
      await athena.send(new StopQueryExecutionCommand({ QueryExecutionId: id }));
    } catch (error) {
      log('warn', 'athena: StopQueryExecution failed', { queryExecutionId: id, error: String(error) });
    }
  }

  /**
   * Waits for the execution to end: undefined once it SUCCEEDED, its status when FAILED or
   * CANCELLED. Stops it and fails at the deadline, or when Athena stops answering the polls.
   */
  async function finish(
    id: string,
    deadline: number,
    timeoutSeconds: number,
  ): Promise<QueryExecutionStatus | undefined> {
    for (let wait = poll.first; ; wait = Math.min(wait * 2, poll.max)) {
      let status: QueryExecutionStatus | undefined;
      try {
        const { QueryExecution } = await athena.send(new GetQueryExecutionCommand({ QueryExecutionId: id }));
        status = QueryExecution?.Status;
      } catch (error) {
        await stop(id);
        throw error;
      }
      if (status?.State === 'SUCCEEDED') return undefined;
      if (status?.State === 'FAILED' || status?.State === 'CANCELLED') return status;
      if (Date.now() + wait > deadline) {
        await stop(id);
        throw refuse(`statement cancelled after its ${timeoutSeconds} s timeout`);
      }
      await sleep(wait);
    }
  }

  async function read(id: string, maxRows: number): Promise<SqlRows> {
    let columns: SqlRows['columns'] = [];
    const rows: unknown[][] = [];
    let token: string | undefined;
    let first = true;
    do {
      const page = await athena.send(
        new GetQueryResultsCommand({ QueryExecutionId: id, NextToken: token, MaxResults: PAGE_ROWS }),
      );
      if (first) columns = (page.ResultSet?.ResultSetMetadata?.ColumnInfo ?? []).map(columnOf);
      // A SELECT's first row is its header (Athena's CSV heritage).
      const data = (page.ResultSet?.Rows ?? []).slice(first ? 1 : 0);
      first = false;
      for (const row of data) {
        if (rows.length >= maxRows) return { columns, rows, truncated: true };
        rows.push(columns.map((column, index) => valueOf(row.Data?.[index], column)));
      }
      token = page.NextToken;
    } while (token);
    return { columns, rows, truncated: false };
  }

  return {
    kind: 'athena',
    async query(query: WorksheetQuery) {
      // Cut to what the request has left (sql/timeout-cap.ts): the execution is stopped before the function is.
      const timeoutSeconds = statementTimeoutSeconds(query.timeoutSeconds);
      const deadline = Date.now() + timeoutSeconds * 1000;
      const tenants = new Set(query.tables.map((table) => table.tenantId));
      const [tenantId] = tenants;
      if (tenants.size !== 1 || tenantId === undefined) throw refuse('a query reads the worksheets of one tenant');
      const internals = { database: tenantDatabase(config.databasePrefix, tenantId), bucket: config.bucket };
      try {
        checkTableRefs(
          await parseSelect(query.statement),
          query.tables.map((table) => table.name),
        );
        // A Glue table or database dropped since this container wrote it: write it again, once.
        for (let attempt = 1; ; attempt++) {
          await glue.ensure(internals.database, query.tables);
          const started = await athena.send(
            new StartQueryExecutionCommand({
              QueryString: query.statement,
              QueryExecutionContext: { Catalog: 'AwsDataCatalog', Database: internals.database },
              WorkGroup: config.workgroup,
              ExecutionParameters: query.params.length ? query.params.map(athenaLiteral) : undefined,
            }),
          );
          const id = started.QueryExecutionId ?? '';
          const ended = await finish(id, deadline, timeoutSeconds);
          if (!ended) return await read(id, query.maxRows);
          if (attempt === 1 && catalogMissing(ended)) {
            glue.forget(internals.database);
            continue;
          }
          if (athenaAtFault(ended))
            log('warn', 'athena: execution failed on Athena’s side', { queryExecutionId: id, status: ended });
          throw executionFailure(ended, internals);
        }
      } catch (error) {
        throw callFailure(error, internals);
      }
    },
  };
}
