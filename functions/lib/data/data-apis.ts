import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { HttpRequestSpec } from '../../../shared/acts/api.js';
import { API_LIMITS, type ApiField, type ApiParam } from '../../../shared/acts/data-api.js';
import { dynamo } from '../clients.js';
import { sealedSecretsSchema } from '../crypto/secret-box.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { updateIf } from './conditions.js';
import { readItemIf, storedDocument } from './items.js';
import { keys } from './keys.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * A tenant's data APIs (`v1/api/*`), all in the partition `T#<tenant>#API`: definitions, a lock
 * item per path and per name (so two adds of the same path cannot both win: the transaction that
 * puts the second lock fails), groups with their name locks, and API tokens. A token is found by
 * the SHA-256 of its secret through a global item (like sessions); its listing item and the
 * tenant's token count live in the partition, the count bounding the tokens a tenant may hold.
 */
const apiItem = z
  .object({
    apiId: z.string(),
    tenantId: z.string(),
    name: z.string(),
    path: z.string(),
    method: z.enum(['GET', 'POST']),
    type: z.enum(['direct', 'proxy']),
    datasourceId: z.string().optional(),
    /** direct over worksheets: the worksheet it reads (its useCount counts this API). */
    worksheetId: z.string().optional(),
    sql: z.string(),
    /**
     * proxy: the upstream request. Its header values are masked when `sealedHeaders` holds them
     * (core/api-headers.ts); an API stored before header values were sealed has them here in
     * clear, until its next change seals them.
     */
    http: storedDocument<HttpRequestSpec>().optional(),
    /** proxy: the request's header values, sealed for this tenant and API (crypto/secret-box.ts). */
    sealedHeaders: sealedSecretsSchema.optional(),
    params: storedDocument<ApiParam[]>(),
    fields: storedDocument<ApiField[]>(),
    ttl: z.number(),
    description: z.string(),
    groupId: z.string(),
    /** The department whose members may also see and run it (data/departments.ts); absent for none. */
    departmentId: z.string().optional(),
    published: z.boolean(),
    /** Grows on every change: part of the answer cache's key, so a change is never served stale. */
    revision: z.number(),
    creator: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .describe('data API');
export type ApiRecord = z.infer<typeof apiItem>;

const groupItem = z.object({ groupId: z.string(), name: z.string(), createdAt: z.number() }).describe('data API group');
export type ApiGroupRecord = z.infer<typeof groupItem>;

const tokenListingItem = z
  .object({
    tokenId: z.string(),
    tokenHash: z.string(),
    name: z.string(),
    prefix: z.string(),
    creator: z.string(),
    createdAt: z.number(),
    lastUsedAt: z.number().nullable(),
  })
  .describe('API token listing');
export type ApiTokenRecord = z.infer<typeof tokenListingItem>;

const tokenItem = z.object({ tenantId: z.string(), tokenId: z.string() }).describe('API token');
const pathItem = z.object({ apiId: z.string() }).describe('API path lock');

const table = () => env.mainTable();

/** Why a write was refused: a lock another API or group holds, a missing group, or the caller's extra item. */
export type ApiWriteRefusal = 'path' | 'name' | 'group' | 'gone' | 'extra';

const lockPut = (key: { pk: string; sk: string }, apiId: string) => ({
  Put: { TableName: table(), Item: { ...key, apiId }, ConditionExpression: 'attribute_not_exists(pk)' },
});
const plainDelete = (key: { pk: string; sk: string }) => ({ Delete: { TableName: table(), Key: key } });
const groupCheck = (tenantId: string, groupId: string) => ({
  ConditionCheck: {
    TableName: table(),
    Key: keys.apiGroup(tenantId, groupId),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/** Runs a transaction whose items are tagged; answers the tag of the first refused item. */
async function tagged(
  items: (readonly [ApiWriteRefusal, TransactItems[number]])[],
): Promise<ApiWriteRefusal | undefined> {
  const failed = await transact(items.map(([, item]) => item));
  return failed.length === 0 ? undefined : items[failed[0]!]![0];
}

export function listApis(tenantId: string): Promise<ApiRecord[]> {
  return queryAll(apiItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)',
    ExpressionAttributeValues: { ':pk': keys.apis(tenantId), ':a': 'A#' },
    ConsistentRead: true,
  });
}

export async function getApi(tenantId: string, apiId: string): Promise<ApiRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.api(tenantId, apiId), ConsistentRead: true }),
  );
  return readItemIf(apiItem, out.Item);
}

export async function getApiByPath(tenantId: string, path: string): Promise<ApiRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.apiPath(tenantId, path), ConsistentRead: true }),
  );
  const lock = readItemIf(pathItem, out.Item);
  return lock && getApi(tenantId, lock.apiId);
}

/** The ids of a tenant's APIs at these paths, for those it has (templates' sample data). */
export async function apiIdsByPath(tenantId: string, paths: readonly string[]): Promise<ReadonlyMap<string, string>> {
  const found = await Promise.all(paths.map(async (path) => [path, await getApiByPath(tenantId, path)] as const));
  return new Map(found.flatMap(([path, api]) => (api ? [[path, api.apiId]] : [])));
}

/** Adds an API with its path and name locks; `extra` (the connection's API count) commits with it. */
export function createApi(api: ApiRecord, extra: TransactItems = []): Promise<ApiWriteRefusal | undefined> {
  return tagged([
    ['path', lockPut(keys.apiPath(api.tenantId, api.path), api.apiId)],
    ['name', lockPut(keys.apiName(api.tenantId, api.name), api.apiId)],
    ...(api.groupId ? [['group', groupCheck(api.tenantId, api.groupId)] as const] : []),
    [
      'gone',
      {
        Put: {
          TableName: table(),
          Item: { ...api, ...keys.api(api.tenantId, api.apiId) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    ...extra.map((item) => ['extra', item] as const),
  ]);
}

/**
 * Replaces a definition read at `before.revision`, moving the locks that changed; refused as
 * 'gone' when it was removed or changed meanwhile.
 */
export function replaceApi(
  before: ApiRecord,
  after: ApiRecord,
  extra: TransactItems = [],
): Promise<ApiWriteRefusal | undefined> {
  const { tenantId, apiId } = before;
  const moved = <T>(a: T, b: T) => a !== b;
  const sameName = before.name.trim().toLowerCase() === after.name.trim().toLowerCase();
  return tagged([
    ...(moved(before.path, after.path)
      ? [
          ['path', lockPut(keys.apiPath(tenantId, after.path), apiId)] as const,
          ['gone', plainDelete(keys.apiPath(tenantId, before.path))] as const,
        ]
      : []),
    ...(sameName
      ? []
      : [
          ['name', lockPut(keys.apiName(tenantId, after.name), apiId)] as const,
          ['gone', plainDelete(keys.apiName(tenantId, before.name))] as const,
        ]),
    ...(after.groupId ? [['group', groupCheck(tenantId, after.groupId)] as const] : []),
    [
      'gone',
      {
        Put: {
          TableName: table(),
          Item: { ...after, ...keys.api(tenantId, apiId) },
          ConditionExpression: 'revision = :r',
          ExpressionAttributeValues: { ':r': before.revision },
        },
      },
    ],
    ...extra.map((item) => ['extra', item] as const),
  ]);
}

export function deleteApi(api: ApiRecord, extra: TransactItems = []): Promise<ApiWriteRefusal | undefined> {
  return tagged([
    ['gone', plainDelete(keys.apiPath(api.tenantId, api.path))],
    ['gone', plainDelete(keys.apiName(api.tenantId, api.name))],
    [
      'gone',
      {
        Delete: {
          TableName: table(),
          Key: keys.api(api.tenantId, api.apiId),
          ConditionExpression: 'revision = :r',
          ExpressionAttributeValues: { ':r': api.revision },
        },
      },
    ],
    ...extra.map((item) => ['extra', item] as const),
  ]);
}

/**
 * Publishes or withdraws an API; the new record, or undefined when it is gone. The revision grows
 * so that a change read before it cannot put the old state back.
 */
export async function setApiPublished(api: ApiRecord, published: boolean, now: number): Promise<ApiRecord | undefined> {
  const item = await updateIf({
    TableName: table(),
    Key: keys.api(api.tenantId, api.apiId),
    UpdateExpression: 'SET published = :p, updatedAt = :now ADD revision :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':p': published, ':now': now, ':one': 1 },
    ReturnValues: 'ALL_NEW',
  });
  return item && readItemIf(apiItem, item);
}

/** Moves an API to the default group (its group was removed). */
export async function ungroupApi(tenantId: string, apiId: string, groupId: string): Promise<boolean> {
  const item = await updateIf({
    TableName: table(),
    Key: keys.api(tenantId, apiId),
    UpdateExpression: 'SET groupId = :none',
    ConditionExpression: 'groupId = :g',
    ExpressionAttributeValues: { ':none': '', ':g': groupId },
  });
  return item !== undefined;
}

export function listApiGroups(tenantId: string): Promise<ApiGroupRecord[]> {
  return queryAll(groupItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
    ExpressionAttributeValues: { ':pk': keys.apis(tenantId), ':g': 'G#' },
    ConsistentRead: true,
  });
}

export async function getApiGroup(tenantId: string, groupId: string): Promise<ApiGroupRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.apiGroup(tenantId, groupId), ConsistentRead: true }),
  );
  return readItemIf(groupItem, out.Item);
}

/** Adds a group and locks its name; false when the tenant has a group of that name. */
export async function createApiGroup(tenantId: string, group: ApiGroupRecord): Promise<boolean> {
  const refused = await tagged([
    ['name', lockPut(keys.apiGroupName(tenantId, group.name), group.groupId)],
    [
      'gone',
      {
        Put: {
          TableName: table(),
          Item: { ...group, ...keys.apiGroup(tenantId, group.groupId) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
  ]);
  return refused === undefined;
}

/** Renames a group, moving its name lock. */
export function renameApiGroup(
  tenantId: string,
  group: ApiGroupRecord,
  name: string,
): Promise<ApiWriteRefusal | undefined> {
  const sameName = group.name.trim().toLowerCase() === name.trim().toLowerCase();
  return tagged([
    ...(sameName
      ? []
      : [
          ['name', lockPut(keys.apiGroupName(tenantId, name), group.groupId)] as const,
          ['gone', plainDelete(keys.apiGroupName(tenantId, group.name))] as const,
        ]),
    [
      'gone',
      {
        Update: {
          TableName: table(),
          Key: keys.apiGroup(tenantId, group.groupId),
          UpdateExpression: 'SET #n = :n',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#n': 'name' },
          ExpressionAttributeValues: { ':n': name },
        },
      },
    ],
  ]);
}

/** Removes a group and its name lock (its APIs are moved by the caller; a missing group reads as the default). */
export async function deleteApiGroup(tenantId: string, group: ApiGroupRecord): Promise<boolean> {
  const refused = await tagged([
    ['gone', plainDelete(keys.apiGroupName(tenantId, group.name))],
    [
      'gone',
      {
        Delete: {
          TableName: table(),
          Key: keys.apiGroup(tenantId, group.groupId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ],
  ]);
  return refused === undefined;
}

export function listApiTokens(tenantId: string): Promise<ApiTokenRecord[]> {
  return queryAll(tokenListingItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :t)',
    ExpressionAttributeValues: { ':pk': keys.apis(tenantId), ':t': 'TOKEN#' },
    ConsistentRead: true,
  });
}

/** Adds a token unless the tenant holds API_LIMITS.tokensMax already (false then). */
export async function createApiToken(tenantId: string, token: ApiTokenRecord): Promise<boolean> {
  const refused = await tagged([
    [
      'extra',
      {
        Update: {
          TableName: table(),
          Key: keys.apiTokenCount(tenantId),
          UpdateExpression: 'ADD #c :one',
          ConditionExpression: 'attribute_not_exists(#c) OR #c < :max',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':max': API_LIMITS.tokensMax },
        },
      },
    ],
    [
      'gone',
      {
        Put: {
          TableName: table(),
          Item: { tenantId, tokenId: token.tokenId, ...keys.apiToken(token.tokenHash) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
    [
      'gone',
      {
        Put: {
          TableName: table(),
          Item: { ...token, ...keys.apiTokenListing(tenantId, token.tokenId) },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ],
  ]);
  return refused === undefined;
}

async function getTokenListing(tenantId: string, tokenId: string): Promise<ApiTokenRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.apiTokenListing(tenantId, tokenId), ConsistentRead: true }),
  );
  return readItemIf(tokenListingItem, out.Item);
}

/** Revokes a token of the tenant; answers its listing as it was, undefined when it has no such token. */
export async function deleteApiToken(tenantId: string, tokenId: string): Promise<ApiTokenRecord | undefined> {
  const listing = await getTokenListing(tenantId, tokenId);
  if (!listing) return undefined;
  const refused = await tagged([
    [
      'gone',
      {
        Delete: {
          TableName: table(),
          Key: keys.apiTokenListing(tenantId, tokenId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ],
    ['gone', plainDelete(keys.apiToken(listing.tokenHash))],
    [
      'gone',
      {
        Update: {
          TableName: table(),
          Key: keys.apiTokenCount(tenantId),
          UpdateExpression: 'ADD #c :minus',
          ExpressionAttributeNames: { '#c': 'count' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ],
  ]);
  return refused === undefined ? listing : undefined;
}

/** The tenant and token a secret's hash belongs to, if it is a live token. */
export async function findApiToken(tokenHash: string): Promise<{ tenantId: string; tokenId: string } | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.apiToken(tokenHash), ConsistentRead: true }),
  );
  return readItemIf(tokenItem, out.Item);
}

/** Notes a token's use on its listing, at most once a minute (and not once it is revoked). */
export async function touchApiToken(tenantId: string, tokenId: string, now: number): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.apiTokenListing(tenantId, tokenId),
    UpdateExpression: 'SET lastUsedAt = :now',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_type(lastUsedAt, :null) OR lastUsedAt < :since)',
    ExpressionAttributeValues: { ':now': now, ':null': 'NULL', ':since': now - 60_000 },
  });
}
