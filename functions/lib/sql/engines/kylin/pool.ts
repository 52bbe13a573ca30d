import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { isIP } from 'node:net';
import * as z from 'zod';
import { SQL_LIMITS, type SqlConnection } from '../../../../../shared/datasource/connection.js';
import { ErrorCode } from '../../../../../shared/errors/catalogue.js';
import { sendPinned } from '../../../net/fetch-upstream.js';
import { redact, SqlFailure } from '../../failure.js';
import { poolCheck, RowCollector, type RunLimits, type SqlPool, type SqlRows, type SqlValue } from '../../session.js';
import type { SqlTarget } from '../../target.js';
import { KYLIN_METADATA, kylinAuthorization, kylinBaseUrl, kylinQuery } from './options.js';

/**
 * Apache Kylin through its REST query API, sent by the data proxy's pinned HTTP client
 * (net/fetch-upstream.ts `sendPinned`) to the vetted address, TLS checking the host name typed.
 * The pool is a keep-alive agent of at most SQL_LIMITS.poolMaxSessions sockets, idle ones closed
 * after SQL_LIMITS.poolIdleSeconds. Kylin's query API runs SELECT only (an OLAP engine over its
 * cubes: no writes, no DDL through it); the engine asks for at most maxRows + 1 rows (`limit`),
 * reads at most twice the byte cap of answer, and stops waiting at the connection's timeout (Kylin
 * ends the query at its own kylin.query.timeout-seconds). A user with ROLE_ADMIN is refused.
 */
const columnMetaSchema = z.object({ label: z.string(), columnTypeName: z.string().nullish() });
const queryAnswerSchema = z.object({
  columnMetas: z.array(columnMetaSchema).nullish(),
  results: z.array(z.array(z.unknown())).nullish(),
  isException: z.boolean().nullish(),
  exceptionMessage: z.string().nullish(),
});
const catalogSchema = z.array(
  z.object({
    table_SCHEM: z.string().nullish(),
    table_NAME: z.string(),
    columns: z.array(z.object({ column_NAME: z.string(), type_NAME: z.string().nullish() })).nullish(),
  }),
);
const authoritiesSchema = z.array(z.object({ authority: z.string() }));
const authenticationSchema = z.union([
  z.object({ userDetails: z.object({ authorities: authoritiesSchema }) }),
  z.object({ authorities: authoritiesSchema }),
]);
const errorSchema = z.object({ msg: z.string().nullish(), exception: z.string().nullish() });

export function createKylinPool(settings: SqlConnection, target: SqlTarget): SqlPool {
  const base = kylinBaseUrl(settings, target);
  const chosen = { address: target.address, family: isIP(target.address) };
  const agentOptions = {
    keepAlive: true,
    maxSockets: SQL_LIMITS.poolMaxSessions,
    timeout: SQL_LIMITS.poolIdleSeconds * 1000,
  };
  const agent = settings.tls
    ? new HttpsAgent({ ...agentOptions, rejectUnauthorized: true })
    : new HttpAgent(agentOptions);
  const secrets = [settings.password];

  /** One call of the API; answers its JSON, or throws the failure its status stands for. */
  async function call(path: string, limits: RunLimits, body?: unknown): Promise<unknown> {
    const url = new URL(path, base);
    const response = await sendPinned(
      url,
      chosen,
      {
        url: url.href,
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: kylinAuthorization(settings),
          'content-type': 'application/json;charset=utf-8',
          accept: 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      { timeoutMs: limits.timeoutSeconds * 1000, maxBytes: limits.maxBytes * 2, agent },
    );
    let json: unknown;
    try {
      json = JSON.parse(response.text);
    } catch {
      json = undefined;
    }
    if (response.status === 401 || response.status === 403)
      throw new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, `Kylin refused user ${settings.username}`);
    if (response.status < 200 || response.status > 299) {
      const error = errorSchema.safeParse(json);
      const message =
        (error.success && (error.data.msg || error.data.exception)) || `Kylin answered HTTP ${response.status}`;
      throw new SqlFailure(
        response.status === 404 && json === undefined ? ErrorCode.DATABASE_CONNECTION_FAILED : ErrorCode.SQL_ERROR,
        redact(message, secrets),
      );
    }
    if (json === undefined)
      throw new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, 'the server does not answer as Kylin');
    return json;
  }

  const vetUser = poolCheck(async (limits: RunLimits): Promise<void> => {
    const answer = authenticationSchema.safeParse(await call('user/authentication', limits));
    if (!answer.success)
      throw new SqlFailure(ErrorCode.DATABASE_CONNECTION_FAILED, 'the server does not answer as Kylin');
    const authorities = 'userDetails' in answer.data ? answer.data.userDetails.authorities : answer.data.authorities;
    if (authorities.some((entry) => entry.authority === 'ROLE_ADMIN'))
      throw new SqlFailure(
        ErrorCode.DATABASE_CONNECTION_FAILED,
        `user ${settings.username} is a Kylin administrator: connect with a read-only user`,
      );
  });

  async function catalog(limits: RunLimits): Promise<SqlRows> {
    const answer = catalogSchema.safeParse(
      await call(`tables_and_columns?project=${encodeURIComponent(settings.database)}`, limits),
    );
    if (!answer.success) throw new SqlFailure(ErrorCode.SQL_ERROR, 'Kylin answered an unexpected table list');
    const collector = new RowCollector(limits);
    outer: for (const table of answer.data)
      for (const column of table.columns ?? [{ column_NAME: '', type_NAME: '' }])
        if (!collector.add([table.table_SCHEM ?? '', table.table_NAME, column.column_NAME, column.type_NAME ?? '']))
          break outer;
    return {
      columns: ['schema', 'table', 'column', 'type'].map((name) => ({ name, type: 'varchar' })),
      rows: collector.rows,
      truncated: collector.truncated,
    };
  }

  async function query(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    const request = kylinQuery(settings, statement, params, limits.maxRows);
    const answer = queryAnswerSchema.safeParse(await call(request.path, limits, request.body));
    if (!answer.success) throw new SqlFailure(ErrorCode.SQL_ERROR, 'Kylin answered an unexpected result');
    if (answer.data.isException)
      throw new SqlFailure(ErrorCode.SQL_ERROR, redact(answer.data.exceptionMessage ?? 'query failed', secrets));
    const collector = new RowCollector(limits);
    for (const row of answer.data.results ?? []) if (!collector.add(row)) break;
    return {
      columns: (answer.data.columnMetas ?? []).map((meta) => ({
        name: meta.label,
        type: (meta.columnTypeName ?? 'unknown').toLowerCase(),
      })),
      rows: collector.rows,
      truncated: collector.truncated,
    };
  }

  async function run(statement: string, params: readonly SqlValue[], limits: RunLimits): Promise<SqlRows> {
    await vetUser(limits);
    if (statement === KYLIN_METADATA.catalog) return catalog(limits);
    if (statement === KYLIN_METADATA.version)
      return { columns: [{ name: 'version', type: 'varchar' }], rows: [['Apache Kylin']], truncated: false };
    return query(statement, params, limits);
  }

  return {
    run,
    close: () => {
      agent.destroy();
      return Promise.resolve();
    },
  };
}
