import type {
  ConnectionTestResult,
  DatasourceEnvironment,
  DatasourceSummary,
  SqlResult,
} from '../../../shared/acts/datasource.js';
import {
  engineSettings,
  SECRET_FIELDS,
  SQL_LIMITS,
  type ConnectionSettings,
  type SqlConnection,
} from '../../../shared/datasource/connection.js';
import { hasEngine } from '../../../shared/datasource/types.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import type { Caller } from '../../lib/act.js';
import { openSecrets, sealSecrets, type ConnectionSecrets } from '../../lib/crypto/secret-box.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  changeDatasource,
  createDatasource,
  getDatasource,
  listDatasources,
  recordTest,
  removeDatasource,
  type DatasourceRecord,
} from '../../lib/data/datasources.js';
import { env } from '../../lib/env.js';
import { takeAttempt, type RateRule } from '../../lib/data/rate-limits.js';
import { DomainError, fail } from '../../lib/errors.js';
import { PrivilegeRefusal, SqlFailure } from '../../lib/sql/failure.js';
import { engineDriver } from '../../lib/sql/engines.js';
import { listColumns, listSchemas, listTables, previewTable } from '../../lib/sql/introspect.js';
import { closePool } from '../../lib/sql/pools.js';
import { runReadonly } from '../../lib/sql/run-readonly.js';
import {
  managedDatasource,
  queryableConnection,
  queryConnectionOf,
  requireDatasource,
  type QueryConnection,
} from './connections.js';

/**
 * The `datasource` acts' rules: a tenant's stored database connections, their test and the schema
 * browser. Any member of the tenant may list and read them (never their secrets) and add one;
 * changing, removing, testing a stored one and browsing it are for its creator and the tenant's
 * administrator (connections.ts managedDatasource, queryableConnection). Secrets are sealed at
 * rest (crypto/secret-box.ts) and answered as ''.
 */

const CHANGE_ATTEMPTS = 5;

/** A change that lost to concurrent ones every time: REVISION_CONFLICT with the current connection. */
class ConnectionConflict extends DomainError {
  override readonly data: DatasourceSummary;
  constructor(current: DatasourceSummary) {
    super(ErrorCode.REVISION_CONFLICT);
    this.data = current;
  }
}

function withoutSecrets(settings: ConnectionSettings): ConnectionSettings {
  const copy = { ...settings };
  for (const field of SECRET_FIELDS) copy[field] = '';
  return copy;
}

function summaryOf(record: DatasourceRecord): DatasourceSummary {
  return {
    _id: record.connectionId,
    name: record.name,
    type: record.type,
    settings: withoutSecrets(record.settings),
    has_password: record.hasPassword,
    has_key: record.hasKey,
    api_count: record.apiCount,
    ...(record.lastTest ? { last_test: record.lastTest } : {}),
    creator: record.creatorId,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export async function listConnections(caller: Caller, keyword: string): Promise<DatasourceSummary[]> {
  const needle = keyword.trim().toLowerCase();
  const records = await listDatasources(caller.tenantId);
  return records
    .filter((record) => needle === '' || record.name.toLowerCase().includes(needle))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map(summaryOf);
}

export async function getConnection(caller: Caller, connectionId: string): Promise<DatasourceSummary> {
  return summaryOf(await requireDatasource(caller.tenantId, connectionId));
}

function secretsOf(settings: ConnectionSettings): ConnectionSecrets {
  return { password: settings.password, keyPem: settings.keyPem };
}

export async function addConnection(
  caller: Caller,
  name: string,
  settings: ConnectionSettings,
  now: number,
): Promise<DatasourceSummary> {
  const connectionId = newId();
  const lastTest = await vetUser(caller, settings, secretsOf(settings), () => now);
  const record: DatasourceRecord = {
    connectionId,
    tenantId: caller.tenantId,
    name,
    type: settings.type,
    settings: withoutSecrets(settings),
    ...(lastTest ? { lastTest } : {}),
    sealed: await sealSecrets(secretsOf(settings), { tenantId: caller.tenantId, connectionId }),
    hasPassword: settings.password !== '',
    hasKey: settings.keyPem !== '',
    revision: newId(),
    apiCount: 0,
    worksheetCount: 0,
    creatorId: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await createDatasource(record))) throw new Error('connection id collision');
  return summaryOf(record);
}

/** Whether the edit sends the connection to another place than the stored one. */
function movesElsewhere(record: DatasourceRecord, settings: ConnectionSettings): boolean {
  const stored = record.settings;
  return (
    stored.type !== settings.type ||
    stored.server.toLowerCase() !== settings.server.toLowerCase() ||
    stored.port !== settings.port
  );
}

/**
 * The stored secrets under the edit's: an empty secret in the form keeps the stored one, but only
 * while the connection still goes to the same type, server and port. A stored secret is never
 * sent to a new destination the editor chose (PARAMS_INCOMPLETE: enter it again), so changing
 * the server cannot make the stored password travel to a server of the editor's.
 */
async function mergedSecrets(record: DatasourceRecord, settings: ConnectionSettings): Promise<ConnectionSecrets> {
  const stored = await openSecrets(record.sealed, { tenantId: record.tenantId, connectionId: record.connectionId });
  const keeps = (field: 'password' | 'keyPem') => settings[field] === '' && stored[field] !== '';
  if ((keeps('password') || keeps('keyPem')) && movesElsewhere(record, settings)) fail('PARAMS_INCOMPLETE');
  return {
    password: settings.password === '' ? stored.password : settings.password,
    keyPem: settings.keyPem === '' ? stored.keyPem : settings.keyPem,
  };
}

/**
 * Changes a connection. Its last test becomes the save's own (`vetUser` tests what is saved); with
 * none (a type without an engine here), a change of only the name keeps the stored test and any
 * other change leaves the connection untested.
 */
export async function changeConnection(
  caller: Caller,
  connectionId: string,
  name: string,
  settings: ConnectionSettings,
  now: number,
): Promise<DatasourceSummary> {
  let vetted: ConnectionTestResult | undefined;
  for (let attempt = 1; ; attempt++) {
    const record = await managedDatasource(caller, connectionId);
    const secrets = await mergedSecrets(record, settings);
    if (attempt === 1) vetted = await vetUser(caller, settings, secrets, () => now);
    const lastTest = vetted ?? (sameTarget(record, settings) ? record.lastTest : undefined);
    const changed: DatasourceRecord = {
      ...record,
      name,
      type: settings.type,
      settings: withoutSecrets(settings),
      sealed: await sealSecrets(secrets, { tenantId: record.tenantId, connectionId }),
      hasPassword: secrets.password !== '',
      hasKey: secrets.keyPem !== '',
      revision: newId(),
      updatedAt: now,
    };
    delete changed.lastTest;
    if (lastTest) changed.lastTest = lastTest;
    // Conditional on the revision read: a concurrent change is read again, never overwritten blind.
    if (await changeDatasource(caller.tenantId, connectionId, record.revision, changed)) {
      await closePool(caller.tenantId, connectionId);
      return summaryOf(changed);
    }
    if (attempt >= CHANGE_ATTEMPTS)
      throw new ConnectionConflict(summaryOf(await requireDatasource(caller.tenantId, connectionId)));
    await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
  }
}

/** Removes a connection no data API or worksheet uses; answers its name (the audit log's target). */
export async function removeConnection(caller: Caller, connectionId: string): Promise<string> {
  const record = await managedDatasource(caller, connectionId);
  if (!(await removeDatasource(caller.tenantId, connectionId))) {
    if (await getDatasource(caller.tenantId, connectionId)) fail('CONNECTION_IN_USE');
    fail('DATASOURCE_NOT_FOUND');
  }
  await closePool(caller.tenantId, connectionId);
  return record.name;
}

/** Runs the version query: ok with latency and version, or the failure with the database's message. */
async function probe(
  connection: QueryConnection,
  now: () => number,
  refuseWriters = false,
): Promise<ConnectionTestResult> {
  const started = performance.now();
  try {
    const result = await runReadonly({
      ...connection,
      statement: engineDriver(connection.settings.type).versionQuery,
      maxRows: 1,
    });
    return {
      ok: true,
      latency_ms: Math.round(performance.now() - started),
      server_version: String(result.rows[0]?.[0] ?? ''),
      at: now(),
    };
  } catch (error) {
    if (error instanceof PrivilegeRefusal && refuseWriters) throw error;
    if (error instanceof SqlFailure) return { ok: false, code: error.code, message: error.data.message, at: now() };
    throw error;
  }
}

/** `probe` of settings not stored (or not as stored): a pool of their own, closed right after. */
async function probeUnsaved(
  tenantId: string,
  settings: SqlConnection,
  now: () => number,
  refuseWriters = false,
): Promise<ConnectionTestResult> {
  const key = { tenantId, connectionId: `test-${newId()}`, revision: '1' };
  try {
    return await probe({ key, settings, allowHosts: env.datasourceAllowHosts() }, now, refuseWriters);
  } finally {
    await closePool(key.tenantId, key.connectionId);
  }
}

/**
 * The privilege layer when a connection is added or changed: its user is checked in the server's
 * own catalogue before anything is saved, and one who may do more than read is refused
 * (DATABASE_CONNECTION_FAILED naming what to revoke). A server that cannot be reached now does not
 * stop the save: the same check runs before every query (the pool's `vetUser`). Answers the test
 * it made, recorded on the connection; counted with the caller's tests (TEST_RULE), as it connects
 * where the caller says.
 */
async function vetUser(
  caller: Caller,
  settings: ConnectionSettings,
  secrets: ConnectionSecrets,
  now: () => number,
): Promise<ConnectionTestResult | undefined> {
  const engine = engineSettings({ ...settings, ...secrets });
  if (!engine) return undefined;
  if (!(await takeAttempt(TEST_RULE, `${caller.tenantId}#${caller.userId}`, now()))) fail('API_THROTTLED');
  return probeUnsaved(caller.tenantId, engine, now, true);
}

function unavailable(at: number): ConnectionTestResult {
  return { ok: false, code: ErrorCode.DATABASE_TYPE_UNAVAILABLE, message: '', at };
}

/** Field by field: a stored item's map comes back from DynamoDB in any key order. */
function sameSettings(a: ConnectionSettings, b: ConnectionSettings): boolean {
  const left: Record<string, unknown> = withoutSecrets(a);
  const right: Record<string, unknown> = withoutSecrets(b);
  const fields = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...fields].every((field) => left[field] === right[field]);
}

/**
 * Tests a stored connection (`connectionId`), unsaved settings, or the form's edit of a stored
 * connection (its empty secrets taken from the stored one). Never throws for what the database
 * said: answers ok:false with the code and the database's message. The outcome is recorded on
 * the stored connection when what was tested is what is stored.
 */
/**
 * Tests a user may run a minute: a test connects to a server the caller names, so unbounded it
 * would let anyone signed in probe public hosts and ports at the server's pace. Counted
 * atomically before the test (rate-limits.ts).
 */
const TEST_RULE: RateRule = { name: 'dbtest', limit: SQL_LIMITS.testsPerMinute, windowMs: 60_000 };

export async function testConnection(
  caller: Caller,
  args: { _id?: string; settings?: ConnectionSettings },
  now: () => number,
): Promise<ConnectionTestResult> {
  if (!(await takeAttempt(TEST_RULE, `${caller.tenantId}#${caller.userId}`, now()))) fail('API_THROTTLED');
  const record = args._id === undefined ? undefined : await managedDatasource(caller, args._id);
  if (record && (!args.settings || sameTarget(record, args.settings))) {
    const result = hasEngine(record.type) ? await probe(await queryConnectionOf(record), now) : unavailable(now());
    await recordTest(record.tenantId, record.connectionId, record.revision, result);
    return result;
  }
  const settings = args.settings;
  if (!settings) fail('PARAMS_INCOMPLETE');
  const secrets = record ? await mergedSecrets(record, settings) : secretsOf(settings);
  const engine = engineSettings({ ...settings, ...secrets });
  if (!engine) return unavailable(now());
  return probeUnsaved(caller.tenantId, engine, now);
}

function newSecrets(settings: ConnectionSettings): boolean {
  return settings.password !== '' || settings.keyPem !== '';
}

/** Whether an edit leaves the stored connection's settings and secrets as they are (a rename at most). */
function sameTarget(record: DatasourceRecord, settings: ConnectionSettings): boolean {
  return sameSettings(settings, record.settings) && !newSecrets(settings);
}

export async function connectionSchemas(caller: Caller, connectionId: string): Promise<string[]> {
  return listSchemas(await queryableConnection(caller, connectionId));
}

export async function connectionTables(caller: Caller, connectionId: string, schema: string): Promise<string[]> {
  return listTables(await queryableConnection(caller, connectionId), schema);
}

export async function connectionColumns(
  caller: Caller,
  connectionId: string,
  schema: string,
  table: string,
): Promise<{ name: string; type: string }[]> {
  return listColumns(await queryableConnection(caller, connectionId), schema, table);
}

export async function connectionPreview(
  caller: Caller,
  connectionId: string,
  schema: string,
  table: string,
): Promise<SqlResult> {
  const connection = await queryableConnection(caller, connectionId);
  const started = performance.now();
  const result = await previewTable(connection, schema, table);
  return { ...result, elapsed_ms: Math.round(performance.now() - started) };
}

export function datasourceEnvironment(): DatasourceEnvironment {
  return { egress_ip: env.datasourceEgressIp(), allowed_private: env.datasourceAllowHosts() };
}
