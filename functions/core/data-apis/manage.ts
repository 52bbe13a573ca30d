import type {
  ApiDefinitionFields,
  ApiDetail,
  ApiGroup,
  ApiParamValues,
  ApiRunResult,
  ApiSummary,
} from '../../../shared/acts/data-api.js';
import type { ErrorName, Language } from '../../../shared/errors/catalogue.js';
import type { Caller } from '../../lib/act.js';
import { newId } from '../../lib/crypto/tokens.js';
import {
  createApi,
  createApiGroup,
  deleteApi,
  deleteApiGroup,
  getApi,
  getApiGroup,
  listApiGroups,
  listApis,
  renameApiGroup,
  replaceApi,
  setApiPublished,
  ungroupApi,
  type ApiRecord,
  type ApiWriteRefusal,
} from '../../lib/data/data-apis.js';
import { datasourceUseUpdate } from '../../lib/data/datasources.js';
import { departmentCountItem } from '../../lib/data/departments.js';
import { getWorksheet, worksheetUseUpdate } from '../../lib/data/worksheets.js';
import { WORKSHEET_SQL_SYNTAX } from '../worksheets/data.js';
import type { TransactItems } from '../../lib/data/transactions.js';
import { fail } from '../../lib/errors.js';
import { namedParamsOf } from '../../../shared/datasource/sql-params.js';
import { checkDeclared } from './params.js';
import { groupsWithCounts, isDefaultGroupName } from './item-groups.js';
import { connectionForQuery, queryableConnection } from '../datasources/connections.js';
import { runApi, runApiOnce, type ApiRunnable } from './run.js';
import { maskedRequest, sealedRequest, unmaskedRequest } from './headers.js';
import { visibleTo } from './visibility.js';
import { hasMaskedValue } from '../../../shared/widgets/secret-headers.js';

/**
 * `v1/api/*` definitions and groups. Any member of the tenant may list, read, run, test and add
 * APIs, except that an API in a department is seen only by its creator, the administrator and that
 * department's members (visibleTo); only the creator or a tenant admin may change, remove, publish
 * or withdraw one. Testing or adding a direct API over a connection, and a change that binds one to
 * a connection or changes its SQL, runs SQL of the caller's choosing there: that is for the
 * connection's creator and the tenant's administrator (connections.ts queryableConnection), while
 * running a stored API is for whoever sees it. Another tenant's id is API_NOT_FOUND: every key is
 * built from the caller's tenant. A direct API's SQL may use only declared parameters
 * (API_PARAM_INVALID naming the first that is not), checked with its connection's dialect at add,
 * change and test.
 */
/**
 * The connection's API count, or the worksheet's use count, moves with the API in one transaction
 * (failing when the connection or worksheet is gone).
 */
function apiCountItems(
  api: Pick<ApiRecord, 'tenantId' | 'datasourceId' | 'worksheetId'>,
  delta: 1 | -1,
): TransactItems {
  if (api.datasourceId) return [datasourceUseUpdate(api.tenantId, api.datasourceId, 'apiCount', delta)];
  if (api.worksheetId) return [worksheetUseUpdate(api.tenantId, api.worksheetId, delta)];
  return [];
}

/** Removing an API in a department counts one API fewer there, in the same transaction. */
function departmentItems(api: Pick<ApiRecord, 'tenantId' | 'departmentId'>): TransactItems {
  return api.departmentId ? [departmentCountItem(api.tenantId, api.departmentId, 'apiCount', -1)] : [];
}

function summary(api: ApiRecord, groups?: ReadonlySet<string>): ApiSummary {
  return {
    _id: api.apiId,
    name: api.name,
    path: api.path,
    method: api.method,
    type: api.type,
    // An API whose group was removed reads as the default group's until it is moved.
    group_id: groups && api.groupId && !groups.has(api.groupId) ? '' : api.groupId,
    published: api.published,
    description: api.description,
    params: api.params,
    fields: api.fields,
    ...(api.datasourceId ? { datasource_id: api.datasourceId } : {}),
    ...(api.worksheetId ? { worksheet_id: api.worksheetId } : {}),
    ...(api.departmentId ? { department_id: api.departmentId } : {}),
    updated_at: api.updatedAt,
  };
}

/** A whole definition, its upstream header values masked (api-headers.ts) for every reader, its creator too. */
function detail(api: ApiRecord): ApiDetail {
  return {
    ...summary(api),
    sql: api.sql,
    ...(api.http ? { http: maskedRequest(api.http) } : {}),
    ttl: api.ttl,
    creator: api.creator,
    created_at: api.createdAt,
  };
}

async function visibleApis(caller: Caller): Promise<ApiRecord[]> {
  const apis = await listApis(caller.tenantId);
  return apis.filter(visibleTo(caller));
}

/** An API the caller may see; another department's is API_NOT_FOUND, as another tenant's. */
async function requireApi(caller: Caller, apiId: string): Promise<ApiRecord> {
  const api = await getApi(caller.tenantId, apiId);
  if (!api || !visibleTo(caller)(api)) fail('API_NOT_FOUND');
  return api;
}

async function requireOwnApi(caller: Caller, apiId: string): Promise<ApiRecord> {
  const api = await requireApi(caller, apiId);
  if (api.creator !== caller.userId && !caller.isAdmin) fail('PERMISSION_DENIED');
  return api;
}

const REFUSALS = {
  path: 'API_PATH_DUPLICATE',
  name: 'API_NAME_DUPLICATE',
  group: 'API_GROUP_NOT_FOUND',
  extra: 'DATASOURCE_NOT_FOUND',
  gone: 'API_NOT_FOUND',
} as const satisfies Record<ApiWriteRefusal, ErrorName>;

function refuse(refusal: ApiWriteRefusal, api?: Pick<ApiRecord, 'worksheetId'>): never {
  if (refusal === 'extra' && api?.worksheetId) fail('WORKSHEET_NOT_FOUND');
  fail(REFUSALS[refusal]);
}

/** What runs: a definition of the caller's tenant; a proxy API keeps no connection, a direct one no request. */
function runnable(tenantId: string, definition: ApiDefinitionFields): ApiRunnable {
  const direct = definition.type === 'direct';
  return {
    tenantId,
    type: definition.type,
    ...(direct && definition.datasource_id ? { datasourceId: definition.datasource_id } : {}),
    ...(direct && !definition.datasource_id && definition.worksheet_id ? { worksheetId: definition.worksheet_id } : {}),
    sql: direct ? definition.sql : '',
    ...(!direct && definition.http ? { http: definition.http } : {}),
    params: definition.params,
  };
}

/**
 * A direct definition's SQL uses only declared parameters (in its connection's dialect); the
 * connection exists and, when the SQL is `asking`'s own choice over it, `asking` may query it
 * (PERMISSION_DENIED otherwise); null when the definition keeps the stored connection and SQL.
 */
async function checkDefinition(api: ApiRunnable, asking: Caller | null): Promise<void> {
  if (api.type !== 'direct') return;
  if (api.worksheetId) {
    if (!(await getWorksheet(api.tenantId, api.worksheetId))) fail('WORKSHEET_NOT_FOUND');
    checkDeclared(api.params, namedParamsOf(api.sql, WORKSHEET_SQL_SYNTAX));
    return;
  }
  if (!api.datasourceId) return;
  const { settings } = asking
    ? await queryableConnection(asking, api.datasourceId)
    : await connectionForQuery(api.tenantId, api.datasourceId);
  checkDeclared(api.params, namedParamsOf(api.sql, settings.type));
}

type RecordBase = Pick<ApiRecord, 'apiId' | 'revision' | 'published' | 'creator' | 'createdAt' | 'departmentId'>;

/** The record of a definition whose header values are real (unmasked); `sealed` makes it storable. */
function record(caller: Caller, definition: ApiDefinitionFields, base: RecordBase, now: number): ApiRecord {
  const run = runnable(caller.tenantId, definition);
  const { apiId, revision, published, creator, createdAt, departmentId } = base;
  return {
    apiId,
    revision,
    published,
    creator,
    createdAt,
    ...(departmentId ? { departmentId } : {}),
    ...run,
    name: definition.name,
    path: definition.path,
    method: definition.method,
    fields: definition.fields,
    ttl: definition.ttl,
    description: definition.description,
    groupId: definition.group_id,
    updatedAt: now,
  };
}

export async function listApisOf(caller: Caller, groupId: string, keyword: string): Promise<ApiSummary[]> {
  const [apis, groups] = await Promise.all([visibleApis(caller), listApiGroups(caller.tenantId)]);
  const known = new Set(groups.map((group) => group.groupId));
  const word = keyword.toLowerCase();
  return apis
    .map((api) => summary(api, known))
    .filter((api) => groupId === '' || api.group_id === groupId)
    .filter((api) => word === '' || api.name.toLowerCase().includes(word) || api.path.toLowerCase().includes(word))
    .sort((a, b) => b.updated_at - a.updated_at);
}

export async function getApiDetail(caller: Caller, apiId: string): Promise<ApiDetail> {
  return detail(await requireApi(caller, apiId));
}

/** The record as stored: a proxy API's header values sealed, their names kept with masked values. */
async function sealed(api: ApiRecord): Promise<ApiRecord> {
  const { http: _http, sealedHeaders: _sealed, ...rest } = api;
  return { ...rest, ...(await sealedRequest(api.tenantId, api.apiId, api.http)) };
}

/** A definition's request with its masked header values taken from the stored API (none for a new one). */
async function unmasked(definition: ApiDefinitionFields, stored: ApiRecord | undefined): Promise<ApiDefinitionFields> {
  const http = await unmaskedRequest(definition.http, stored);
  return http ? { ...definition, http } : definition;
}

export async function addApi(caller: Caller, definition: ApiDefinitionFields, now: number): Promise<ApiDetail> {
  const base = { apiId: newId(), revision: 1, published: false, creator: caller.userId, createdAt: now };
  const api = await sealed(record(caller, await unmasked(definition, undefined), base, now));
  await checkDefinition(api, caller);
  const refused = await createApi(api, apiCountItems(api, 1));
  if (refused) refuse(refused, api);
  return detail(api);
}

export async function changeApi(
  caller: Caller,
  apiId: string,
  definition: ApiDefinitionFields,
  now: number,
): Promise<ApiDetail> {
  const before = await requireOwnApi(caller, apiId);
  const written = await unmasked(definition, before);
  const after = await sealed(record(caller, written, { ...before, revision: before.revision + 1 }, now));
  const sameQuery = after.datasourceId === before.datasourceId && after.sql === before.sql;
  await checkDefinition(after, sameQuery ? null : caller);
  const moved = before.datasourceId !== after.datasourceId || before.worksheetId !== after.worksheetId;
  const counts = moved ? [...apiCountItems(before, -1), ...apiCountItems(after, 1)] : [];
  const refused = await replaceApi(before, after, counts);
  // Changed by someone else since it was read (the form's save does not silently undo theirs).
  if (refused === 'gone' && (await getApi(caller.tenantId, apiId))) fail('REVISION_CONFLICT');
  if (refused) refuse(refused, after);
  return detail(after);
}

const REMOVE_TRIES = 3;

/**
 * Removes an API as it is now: a change between its read and its removal is read again.
 * Answers the removed API's name (the audit log's target).
 */
export async function removeApi(caller: Caller, apiId: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const api = await requireOwnApi(caller, apiId);
    const refused = await deleteApi(api, [...apiCountItems(api, -1), ...departmentItems(api)]);
    if (!refused) return api.name;
    if (refused !== 'gone' || attempt >= REMOVE_TRIES) refuse(refused, api);
  }
}

export async function publishApi(caller: Caller, apiId: string, published: boolean, now: number): Promise<ApiSummary> {
  const api = await requireOwnApi(caller, apiId);
  const updated = await setApiPublished(api, published, now);
  if (!updated) fail('API_NOT_FOUND');
  return summary(updated);
}

export async function runApiOf(caller: Caller, apiId: string, values: ApiParamValues): Promise<ApiRunResult> {
  return runApi(await requireApi(caller, apiId), values);
}

/**
 * Runs an unsaved definition once. Its masked header values come from the stored API `apiId` names,
 * for those who may change that API (as a change would keep them); without one a mask is refused.
 */
export async function testApi(
  caller: Caller,
  definition: ApiDefinitionFields,
  values: ApiParamValues,
  apiId?: string,
): Promise<ApiRunResult> {
  const masked = definition.http !== undefined && hasMaskedValue(definition.http.headers);
  const stored = masked && apiId ? await requireOwnApi(caller, apiId) : undefined;
  const api = runnable(caller.tenantId, await unmasked(definition, stored));
  await checkDefinition(api, caller);
  return runApiOnce(api, values);
}

export async function listGroupsOf(caller: Caller, language: Language): Promise<ApiGroup[]> {
  const [apis, groups] = await Promise.all([visibleApis(caller), listApiGroups(caller.tenantId)]);
  return groupsWithCounts(apis, groups, language);
}

export async function addGroup(caller: Caller, name: string, now: number): Promise<ApiGroup> {
  if (isDefaultGroupName(name)) fail('API_GROUP_NAME_DUPLICATE');
  const group = { groupId: newId(), name, createdAt: now };
  if (!(await createApiGroup(caller.tenantId, group))) fail('API_GROUP_NAME_DUPLICATE');
  return { _id: group.groupId, name, default: 0, count: 0 };
}

export async function renameGroup(caller: Caller, groupId: string, name: string): Promise<ApiGroup> {
  const group = await getApiGroup(caller.tenantId, groupId);
  if (!group) fail('API_GROUP_NOT_FOUND');
  if (isDefaultGroupName(name)) fail('API_GROUP_NAME_DUPLICATE');
  const refused = await renameApiGroup(caller.tenantId, group, name);
  if (refused === 'name') fail('API_GROUP_NAME_DUPLICATE');
  if (refused) fail('API_GROUP_NOT_FOUND');
  const count = (await listApis(caller.tenantId)).filter((api) => api.groupId === groupId).length;
  return { _id: groupId, name, default: 0, count };
}

/** Removes a group; its APIs move to the default group. */
export async function removeGroup(caller: Caller, groupId: string): Promise<{ moved: number }> {
  const group = await getApiGroup(caller.tenantId, groupId);
  if (!group) fail('API_GROUP_NOT_FOUND');
  if (!(await deleteApiGroup(caller.tenantId, group))) fail('API_GROUP_NOT_FOUND');
  const members = (await listApis(caller.tenantId)).filter((api) => api.groupId === groupId);
  const moved = await Promise.all(members.map((api) => ungroupApi(caller.tenantId, api.apiId, groupId)));
  return { moved: moved.filter(Boolean).length };
}
