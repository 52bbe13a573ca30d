import type { HttpRequestSpec } from '../../../shared/acts/api.js';
import type { ApiField, ApiFieldType, ApiParam, ApiParamValues, ApiRunResult } from '../../../shared/acts/data-api.js';
import type { SqlColumnInfo } from '../../../shared/acts/datasource.js';
import { HANDLER_TIMEOUT_SECONDS } from '../../../infra/resources.js';
import { SQL_LIMITS } from '../../../shared/datasource/connection.js';
import type { EngineType } from '../../../shared/datasource/types.js';
import { withValues, type GroupValues } from '../../../shared/widgets/group-values.js';
import { sha256 } from '../../lib/crypto/tokens.js';
import type { ApiRecord } from '../../lib/data/data-apis.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import { namedParamsOf } from '../../../shared/datasource/sql-params.js';
import { fieldTypeOf } from '../../lib/sql/field-types.js';
import { bindNamed, type BoundValue } from '../../lib/sql/named-params.js';
import { runReadonly } from '../../lib/sql/run-readonly.js';
import { waitBeforeStatementMs } from '../../lib/sql/timeout-cap.js';
import type { SqlRows } from '../../lib/sql/session.js';
import { connectionForQuery } from '../datasources/connections.js';
import { canonicalValues, type CheckedValues } from '../../../shared/datasource/api-params.js';
import { checkDeclared, checkValues } from './params.js';
import { answerData, fetchNow } from './data-proxy.js';
import { openedRequest } from './headers.js';
import { sharedAnswer } from './shared-answer.js';
import { queryWorksheets, WORKSHEET_SQL_SYNTAX } from '../worksheets/data.js';
import { engineFor } from '../../lib/worksheet/engine/index.js';

/**
 * Running data APIs: a stored API by id (`v1/api/run`, widgets, link shares, `/api/data/{path}`)
 * or an unsaved definition (`v1/api/test`). Values are checked against the API's typed
 * parameters first (API_PARAM_INVALID naming the parameter). A direct API binds them into its
 * one SQL statement (named-params.ts) and runs it read-only (run-readonly.ts); a proxy API puts
 * them in its upstream request (`withValues`) and fetches it through the data proxy's guard.
 *
 * A stored API's answer is shared per (tenant, API, revision, canonical values) for its TTL
 * (shared-answer.ts: one run per TTL however many callers, in any container); a change of the
 * API makes a new revision, so it is never answered from before the change. Tests are not cached.
 */
export type ApiRunnable = Pick<
  ApiRecord,
  'tenantId' | 'type' | 'datasourceId' | 'worksheetId' | 'sql' | 'http' | 'params'
> &
  Partial<Pick<ApiRecord, 'apiId' | 'sealedHeaders'>>;

/**
 * How long callers wait for the lease holder of a direct API before running it themselves: the
 * holder's statement ends within its own request (sql/timeout-cap.ts), so within the function's
 * timeout, and a holder that died must not keep the others waiting for longer. A waiter stops
 * sooner while its own request still has time to run the statement itself (waitBeforeStatementMs).
 */
const DIRECT_WAIT_MS = HANDLER_TIMEOUT_SECONDS * 1000;

type RunAnswer = Omit<ApiRunResult, 'fetched_at' | 'cached'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as JSON carries it for its field type: dates as `YYYY-MM-DD`, instants as ISO, big numbers as text. */
function cell(value: unknown, type: ApiFieldType): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // A DATE that a driver gives as a Date is read as local midnight: its local parts are the date.
    return type === 'date'
      ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
      : value.toISOString();
  }
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (type === 'number' && typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    if (Number.isFinite(number) && (Number.isSafeInteger(number) || !/^-?\d+$/.test(value.trim()))) return number;
  }
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return value;
}

function rowsAnswer(result: SqlRows, engine: EngineType, elapsedMs: number): RunAnswer {
  const fields: ApiField[] = [];
  const seen = new Set<string>();
  for (const column of result.columns) {
    if (seen.has(column.name)) continue;
    seen.add(column.name);
    fields.push({ name: column.name, type: fieldTypeOf(engine, column.type), label: '' });
  }
  const types = result.columns.map((column) => fieldTypeOf(engine, column.type));
  const data = result.rows.map((row) => {
    const object: Record<string, unknown> = {};
    result.columns.forEach((column, index) => {
      object[column.name] = cell(row[index], types[index]!);
    });
    return object;
  });
  const columns: SqlColumnInfo[] = result.columns.map(({ name, type }) => ({ name, type }));
  return { data, columns, fields, truncated: result.truncated, elapsed_ms: elapsedMs };
}

/** The values as the driver binds them: MySQL/MariaDB read a datetime as `YYYY-MM-DD hh:mm:ss[.fff]`, in UTC. */
function boundValues(params: readonly ApiParam[], values: CheckedValues, type: EngineType): Record<string, BoundValue> {
  const bound: Record<string, BoundValue> = {};
  for (const param of params) {
    const value = values[param.name] ?? null;
    bound[param.name] =
      param.type === 'datetime' && type !== 'postgresql' && typeof value === 'string'
        ? value.replace('T', ' ').replace('Z', '')
        : value;
  }
  return bound;
}

/**
 * A direct API over worksheets: `:name`s bound as `?` (PostgreSQL's quoting rules, which DuckDB
 * shares), the worksheets its SQL names resolved in the API's tenant, run by the worksheet engine.
 */
async function runOverWorksheets(api: ApiRunnable, values: CheckedValues): Promise<RunAnswer> {
  checkDeclared(api.params, namedParamsOf(api.sql, WORKSHEET_SQL_SYNTAX));
  const bound = bindNamed(
    api.sql,
    WORKSHEET_SQL_SYNTAX,
    boundValues(api.params, values, WORKSHEET_SQL_SYNTAX),
    () => '?',
  );
  const started = Date.now();
  const result = await queryWorksheets({ engineFor }, api.tenantId, bound.text, bound.params, SQL_LIMITS.widgetRowCap);
  return rowsAnswer(result, WORKSHEET_SQL_SYNTAX, Date.now() - started);
}

async function runDirect(api: ApiRunnable, values: CheckedValues): Promise<RunAnswer> {
  if (api.worksheetId) return runOverWorksheets(api, values);
  if (!api.datasourceId) fail('DATASOURCE_NOT_FOUND');
  const connection = await connectionForQuery(api.tenantId, api.datasourceId);
  const type = connection.settings.type;
  checkDeclared(api.params, namedParamsOf(api.sql, type));
  const bound = bindNamed(api.sql, type, boundValues(api.params, values, type));
  const started = Date.now();
  const result = await runReadonly({
    ...connection,
    statement: bound.text,
    params: bound.params,
    maxRows: SQL_LIMITS.widgetRowCap,
  });
  return rowsAnswer(result, type, Date.now() - started);
}

async function runProxy(api: ApiRunnable, values: CheckedValues): Promise<RunAnswer> {
  // A stored API's header values are sealed (api-headers.ts); a definition under test has them as written.
  const http: HttpRequestSpec | undefined =
    api.apiId === undefined ? api.http : await openedRequest({ ...api, apiId: api.apiId });
  if (!http) fail('PARAMS_INCOMPLETE');
  const given: Record<string, string | number | readonly string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null) continue;
    given[name] = Array.isArray(value) ? value.map(String) : typeof value === 'boolean' ? String(value) : value;
  }
  const started = Date.now();
  const answer = await fetchNow(withValues(http, given satisfies GroupValues));
  return { data: answerData(answer), columns: [], fields: [], truncated: false, elapsed_ms: Date.now() - started };
}

function runNow(api: ApiRunnable, values: CheckedValues): Promise<RunAnswer> {
  return api.type === 'direct' ? runDirect(api, values) : runProxy(api, values);
}

/** An unsaved definition run once (the editor's test panel): never cached. */
export async function runApiOnce(api: ApiRunnable, given: ApiParamValues): Promise<ApiRunResult> {
  const answer = await runNow(api, checkValues(api.params, given));
  return { ...answer, fetched_at: Date.now(), cached: false };
}

/** A stored API run with the caller's values, shared per TTL. */
export async function runApi(api: ApiRecord, given: ApiParamValues): Promise<ApiRunResult> {
  const values = checkValues(api.params, given);
  const { answer, fetched } = await sharedAnswer({
    tenantId: api.tenantId,
    hash: sha256(JSON.stringify(['api', api.apiId, api.revision, canonicalValues(api.params, values)])),
    ttlMs: api.ttl * 1000,
    waitMs: api.type === 'direct' ? waitBeforeStatementMs(DIRECT_WAIT_MS) : env.proxyTimeoutMs() + 2000,
    produce: async () => ({
      status: 200,
      contentType: 'application/json',
      text: JSON.stringify(await runNow(api, values)),
    }),
  });
  const stored = JSON.parse(answer.text) as RunAnswer;
  return { ...stored, fetched_at: answer.fetchedAt, cached: !fetched };
}
