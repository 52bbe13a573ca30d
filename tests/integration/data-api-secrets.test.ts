import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../shared/acts/admin.js';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { ApiDetail, ApiRunResult, ApiSummary } from '../../shared/acts/data-api.js';
import type { RoleView } from '../../shared/acts/roles.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { MASKED_HEADER_VALUE } from '../../shared/widgets/secret-headers.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { baseUrl, registerUser, rpc, type Answer, type Registered } from './helpers/client.js';
import { joinTenantOf } from './helpers/tenancy.js';

/**
 * The upstream request headers of a proxy data API (`Authorization`, API keys) are secrets, kept
 * as a widget's request headers are: every answer that carries the definition (get, add, change)
 * shows each header by name with its value masked, to every member — its creator included; a
 * masked value written back keeps the stored one (same API, same URL, same header name only);
 * the values are sealed at rest with the connections' secret box; only runs, on the server,
 * open them. The upstream is the local sample API, which records the headers it received.
 */
const SCOPE = randomBytes(16).toString('base64url');
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}/scope/${SCOPE}${path}`;
const seenBy = async (path: string) =>
  (
    (await (await fetch(sample(`/seen?of=${encodeURIComponent(path)}`))).json()) as {
      headers: Record<string, string> | null;
    }
  ).headers;
const unique = () => randomBytes(6).toString('hex');

/** Calls an act as `user` in `owner`'s tenant. */
function inTenantOf<T = unknown>(owner: Registered, user: Registered, act: string, args: Record<string, unknown> = {}) {
  const family = String(act.split('/')[1]);
  return rpc<T>(family, act, { auth: user.login.auth, corp_id: owner.login.corp[0]?._id, ...args });
}

interface Tenant {
  owner: Registered;
  member: Registered;
  /** A member whose custom role grants nothing. */
  nobody: Registered;
  tenantId: string;
}

async function tenant(): Promise<Tenant> {
  const owner = await registerUser({ name: 'Olga Owner' });
  const member = await joinTenantOf(owner, await registerUser({ name: 'Mo Member' }));
  const nobody = await joinTenantOf(owner, await registerUser({ name: 'Nia Nobody' }));
  const role = await inTenantOf<RoleView>(owner, owner, 'v2/admin/role/add', {
    name: `none${unique()}`,
    permissions: [],
  });
  expect(role.code, JSON.stringify(role.body)).toBe(200);
  const changed = await inTenantOf(owner, owner, 'v2/admin/max_user/change_role', {
    _id: nobody.login.user._id,
    role: role.msg._id,
  });
  expect(changed.code).toBe(200);
  return { owner, member, nobody, tenantId: String(owner.login.corp[0]?._id) };
}

interface Upstream {
  /** The sample API's path (with query), as `seen` names it. */
  path: string;
  url: string;
}

const upstream = (): Upstream => {
  const path = `/kpi?api=${unique()}`;
  return { path, url: sample(path) };
};

async function addProxy(t: Tenant, target: Upstream, headers: Record<string, string>): Promise<Answer<ApiDetail>> {
  const name = `secret_${unique()}`;
  return inTenantOf<ApiDetail>(t.owner, t.owner, 'v1/api/add', {
    definition: { name, path: name, type: 'proxy', http: { url: target.url, method: 'GET', headers }, ttl: 0 },
  });
}

/** The definition an editor sends back: what `get` answered, `http` as given. */
function definitionOf(api: ApiDetail, http: Record<string, unknown> = {}) {
  return {
    name: api.name,
    path: api.path,
    type: api.type,
    http: { ...api.http, ...http },
    ttl: api.ttl,
    params: api.params,
    fields: api.fields,
  };
}

async function storedItem(tenantId: string, apiId: string): Promise<Record<string, unknown>> {
  const out = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.api(tenantId, apiId) }));
  if (!out.Item) throw new Error(`no API item ${apiId}`);
  return out.Item;
}

const masked = (...names: string[]) => Object.fromEntries(names.map((name) => [name, MASKED_HEADER_VALUE]));

describe('secrets of a proxy data API', () => {
  it('masks header values in every answer, to every member, and seals them at rest', async () => {
    const t = await tenant();
    const target = upstream();
    const secret = `Bearer api-secret-${unique()}`;
    const key = `key-${unique()}`;
    const added = await addProxy(t, target, { Authorization: secret, 'X-Api-Key': key });
    expect(added.code, JSON.stringify(added.body)).toBe(200);
    expect(added.msg.http?.headers).toEqual(masked('Authorization', 'X-Api-Key'));
    const leaks = (answer: Answer<unknown>) => {
      const text = JSON.stringify(answer.body);
      return text.includes(secret) || text.includes(key);
    };
    expect(leaks(added)).toBe(false);

    for (const who of [t.owner, t.member, t.nobody]) {
      const got = await inTenantOf<ApiDetail>(t.owner, who, 'v1/api/get', { _id: added.msg._id });
      expect(got.code, JSON.stringify(got.body)).toBe(200);
      expect(got.msg.http).toEqual({ url: target.url, method: 'GET', headers: masked('Authorization', 'X-Api-Key') });
      expect(leaks(got)).toBe(false);
      const listed = await inTenantOf<ApiSummary[]>(t.owner, who, 'v1/api/list');
      expect(listed.code).toBe(200);
      expect(leaks(listed)).toBe(false);
    }

    // At rest: neither value in the item; the sealed values open only on the server.
    const item = JSON.stringify(await storedItem(t.tenantId, added.msg._id));
    expect(item).not.toContain(secret);
    expect(item).not.toContain(key);

    // A run sends the real values upstream (and answers none of them).
    const run = await inTenantOf<ApiRunResult>(t.owner, t.member, 'v1/api/run', { _id: added.msg._id, values: {} });
    expect(run.code, JSON.stringify(run.body)).toBe(200);
    expect(leaks(run)).toBe(false);
    expect(await seenBy(target.path)).toMatchObject({ authorization: secret, 'x-api-key': key });

    // The audit entries of the add carry no value either.
    const audit = await inTenantOf<Paged<AuditEntry>>(t.owner, t.owner, 'v2/admin/audit/list', { pageSize: 200 });
    expect(audit.code).toBe(200);
    expect(leaks(audit)).toBe(false);
  });

  it('keeps a stored value when its mask comes back — same API, URL and header only', async () => {
    const t = await tenant();
    const target = upstream();
    const secret = `Bearer kept-${unique()}`;
    const api = (await addProxy(t, target, { Authorization: secret, 'X-Api-Key': `key-${unique()}` })).msg;
    const otherSecret = `Bearer other-${unique()}`;
    const other = (await addProxy(t, upstream(), { 'X-Other': otherSecret })).msg;
    const change = (http: Record<string, unknown>) =>
      inTenantOf<ApiDetail>(t.owner, t.owner, 'v1/api/change', { _id: api._id, definition: definitionOf(api, http) });

    // The form sends the masks back unchanged, with one value replaced: the others keep theirs.
    const fresh = `fresh-${unique()}`;
    const changed = await change({ headers: { Authorization: MASKED_HEADER_VALUE, 'X-Api-Key': fresh } });
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    expect(changed.msg.http?.headers).toEqual(masked('Authorization', 'X-Api-Key'));
    expect(JSON.stringify(changed.body)).not.toContain(fresh);
    expect(JSON.stringify(await storedItem(t.tenantId, api._id))).not.toContain(fresh);
    expect((await inTenantOf(t.owner, t.owner, 'v1/api/run', { _id: api._id, values: {} })).code).toBe(200);
    expect(await seenBy(target.path)).toMatchObject({ authorization: secret, 'x-api-key': fresh });

    // A mask never stands for another header of this API, another API's header, or the same header at a new URL.
    const current = (await inTenantOf<ApiDetail>(t.owner, t.owner, 'v1/api/get', { _id: api._id })).msg;
    const again = (http: Record<string, unknown>) =>
      inTenantOf(t.owner, t.owner, 'v1/api/change', { _id: api._id, definition: definitionOf(current, http) });
    expect((await again({ headers: { 'X-Renamed': MASKED_HEADER_VALUE } })).code).toBe(ErrorCode.BODY_MALFORMED);
    expect((await again({ headers: { 'X-Other': MASKED_HEADER_VALUE } })).code).toBe(ErrorCode.BODY_MALFORMED);
    const elsewhere = `${baseUrl()}${DEV_SAMPLE_PATH}/scope/${SCOPE}/kpi?stolen=${unique()}`;
    expect((await again({ url: elsewhere })).code).toBe(ErrorCode.BODY_MALFORMED);
    // A new API cannot start from a mask.
    const name = `copy_${unique()}`;
    const copied = await inTenantOf(t.owner, t.owner, 'v1/api/add', {
      definition: { ...definitionOf(other), name, path: name },
    });
    expect(copied.code).toBe(ErrorCode.BODY_MALFORMED);
    // Nothing of that changed the stored values.
    expect((await inTenantOf(t.owner, t.owner, 'v1/api/run', { _id: api._id, values: {} })).code).toBe(200);
    expect(await seenBy(target.path)).toMatchObject({ authorization: secret, 'x-api-key': fresh });

    // The editor's test of a stored API fills its masks from it (for those who may change it), never from nothing.
    const testPath = `/kpi?test=${unique()}`;
    const tested = await inTenantOf<ApiRunResult>(t.owner, t.owner, 'v1/api/test', {
      _id: api._id,
      definition: definitionOf(current),
      values: {},
    });
    expect(tested.code, JSON.stringify(tested.body)).toBe(200);
    expect(await seenBy(target.path)).toMatchObject({ authorization: secret });
    const testedElsewhere = await inTenantOf(t.owner, t.owner, 'v1/api/test', {
      _id: api._id,
      definition: definitionOf(current, { url: sample(testPath) }),
      values: {},
    });
    expect(testedElsewhere.code).toBe(ErrorCode.BODY_MALFORMED);
    expect(await seenBy(testPath)).toBeNull();
    expect(
      (await inTenantOf(t.owner, t.owner, 'v1/api/test', { definition: definitionOf(current), values: {} })).code,
    ).toBe(ErrorCode.BODY_MALFORMED);
    expect(
      (
        await inTenantOf(t.owner, t.member, 'v1/api/test', {
          _id: api._id,
          definition: definitionOf(current),
          values: {},
        })
      ).code,
    ).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('reads an API stored with clear headers, and seals them at its next change', async () => {
    const t = await tenant();
    const target = upstream();
    const api = (await addProxy(t, target, {})).msg;
    const legacy = `Bearer legacy-${unique()}`;
    // An item as APIs were stored before their header values were sealed.
    await dynamo().send(
      new UpdateCommand({
        TableName: env.mainTable(),
        Key: keys.api(t.tenantId, api._id),
        UpdateExpression: 'SET http = :http, revision = revision + :one REMOVE sealedHeaders',
        ExpressionAttributeValues: {
          ':http': { url: target.url, method: 'GET', headers: { Authorization: legacy } },
          ':one': 1,
        },
      }),
    );
    const got = await inTenantOf<ApiDetail>(t.owner, t.member, 'v1/api/get', { _id: api._id });
    expect(got.msg.http?.headers).toEqual(masked('Authorization'));
    expect(JSON.stringify(got.body)).not.toContain(legacy);
    expect((await inTenantOf(t.owner, t.member, 'v1/api/run', { _id: api._id, values: {} })).code).toBe(200);
    expect(await seenBy(target.path)).toMatchObject({ authorization: legacy });

    const current = (await inTenantOf<ApiDetail>(t.owner, t.owner, 'v1/api/get', { _id: api._id })).msg;
    const changed = await inTenantOf(t.owner, t.owner, 'v1/api/change', {
      _id: api._id,
      definition: definitionOf(current, { headers: masked('Authorization') }),
    });
    expect(changed.code, JSON.stringify(changed.body)).toBe(200);
    expect(JSON.stringify(await storedItem(t.tenantId, api._id))).not.toContain(legacy);
    expect((await inTenantOf(t.owner, t.owner, 'v1/api/run', { _id: api._id, values: {} })).code).toBe(200);
    expect(await seenBy(target.path)).toMatchObject({ authorization: legacy });
  });
});
