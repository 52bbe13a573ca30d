import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '../../infra/resources.js';
import { env } from './env.js';

/**
 * IAM's tenant isolation, checked where no IAM runs (the local stack, under which every test
 * suite runs: docs/tenants.md#isolation-by-iam). Deployed, a function's own role may not touch
 * the main table's tenant keys (`T#…`), and the tenant data role of tenant X only `T#X` and
 * `T#X#…` (and keys outside every tenant), both by `dynamodb:LeadingKeys`. Inside what stands
 * for a deployed function's invocation locally (`asDeployedFunction`: the local gateway's calls
 * of the handlers, the local scheduler's runs), this guard refuses before it is sent a request
 * the deployed policy would refuse, so a code path that forgets its tenant's scope fails in every
 * local run, not in production only. Scripts and tests that seed data directly act as an operator
 * would, outside any function, and are not guarded.
 */

/** One store per process, shared by every copy of this module (the gateway's, a bundle's). */
const STORE = Symbol.for('wallboard.deployed-function-invocation');
const holder = globalThis as typeof globalThis & { [STORE]?: AsyncLocalStorage<true> };
const invocation = (holder[STORE] ??= new AsyncLocalStorage<true>());

/** Runs `work` as a deployed function's invocation runs: under IAM's tenant rule (guarded clients). */
export function asDeployedFunction<T>(work: () => T): T {
  return invocation.run(true, work);
}

/** Whether the code running now stands for a deployed function's invocation. */
export function guarding(): boolean {
  return invocation.getStore() === true;
}

/** The attributes `dynamodb:LeadingKeys` reads on the main table: the table's and each index's partition key. */
const PARTITION_KEYS: ReadonlySet<string> = new Set([
  TABLES.main.partitionKey,
  ...TABLES.main.indexes.map((index) => index.partitionKey),
]);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A partition key's value, as the document client (plain) or the low-level client (`{S: …}`) holds it. */
function keyValue(item: unknown): string | undefined {
  if (!isObject(item)) return undefined;
  const value = item[TABLES.main.partitionKey];
  if (typeof value === 'string') return value;
  return isObject(value) && typeof value.S === 'string' ? value.S : undefined;
}

/** The partition key value a Query's key condition names (`pk = :v`, `#k = :v`, on the table or an index). */
function queriedKey(input: Json): string | undefined {
  const expression = typeof input.KeyConditionExpression === 'string' ? input.KeyConditionExpression : '';
  const names = isObject(input.ExpressionAttributeNames) ? input.ExpressionAttributeNames : {};
  const values = isObject(input.ExpressionAttributeValues) ? input.ExpressionAttributeValues : {};
  for (const [, name, placeholder] of expression.matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const attribute = name?.startsWith('#') ? names[name] : name;
    if (typeof attribute !== 'string' || !PARTITION_KEYS.has(attribute) || !placeholder) continue;
    const value = values[placeholder];
    if (typeof value === 'string') return value;
    if (isObject(value) && typeof value.S === 'string') return value.S;
  }
  return undefined;
}

/**
 * The main table's partition key values one request names, grouped as IAM evaluates them: a
 * single-item request or a query is one group; a batch is one group of all its keys (a batch
 * that mixes a tenant's keys with global ones, or two tenants', is refused whole); each item of
 * a transaction is its own group (each is authorised as its own action).
 */
export function leadingKeyGroups(input: unknown, mainTable: string): string[][] {
  if (!isObject(input)) return [];
  const groups: string[][] = [];
  const one = (request: Json): string[] => {
    if (request.TableName !== mainTable) return [];
    const value = 'KeyConditionExpression' in request ? queriedKey(request) : keyValue(request.Key ?? request.Item);
    return value === undefined ? [] : [value];
  };
  groups.push(one(input));
  if (isObject(input.RequestItems)) {
    const requests = input.RequestItems[mainTable];
    const batch: string[] = [];
    const add = (value: string | undefined) => {
      if (value !== undefined) batch.push(value);
    };
    if (isObject(requests) && Array.isArray(requests.Keys)) requests.Keys.forEach((key) => add(keyValue(key)));
    if (Array.isArray(requests)) {
      for (const request of requests) {
        if (!isObject(request)) continue;
        if (isObject(request.PutRequest)) add(keyValue(request.PutRequest.Item));
        if (isObject(request.DeleteRequest)) add(keyValue(request.DeleteRequest.Key));
      }
    }
    groups.push(batch);
  }
  if (Array.isArray(input.TransactItems)) {
    for (const item of input.TransactItems) {
      if (!isObject(item)) continue;
      for (const request of Object.values(item)) if (isObject(request)) groups.push(one(request));
    }
  }
  return groups.filter((group) => group.length > 0);
}

/** Every key one request names (leadingKeyGroups, flattened). */
export function leadingKeys(input: unknown, mainTable: string): string[] {
  return leadingKeyGroups(input, mainTable).flat();
}

/** Whether `key` is the tenant's (`T#<tenant>`, `T#<tenant>#…`). */
const ofTenant = (key: string, tenantId: string): boolean =>
  key === `T#${tenantId}` || key.startsWith(`T#${tenantId}#`);

/**
 * Whether the deployed policy lets a client of `tenantId` (undefined: the function's own role)
 * send a group of keys: all outside every tenant, or (the tenant data role) all the tenant's.
 */
export function reachable(group: readonly string[], tenantId: string | undefined): boolean {
  if (group.every((key) => !key.startsWith('T#'))) return true;
  return tenantId !== undefined && group.every((key) => ofTenant(key, tenantId));
}

/** Thrown for a request the deployed policy would refuse. */
export class TenantKeyRefused extends Error {
  override readonly name = 'TenantKeyRefused';
}

/**
 * Makes `client` refuse, inside `asDeployedFunction`, what IAM would refuse a client of
 * `tenantId` (undefined: the function's own role).
 */
export function guardTenantKeys(client: DynamoDBDocumentClient, tenantId: string | undefined): DynamoDBDocumentClient {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!guarding()) return next(args);
      const refused = leadingKeyGroups(args.input, env.mainTable()).find((group) => !reachable(group, tenantId));
      if (refused !== undefined) {
        const who = tenantId === undefined ? "the function's own role" : `the data role of tenant ${tenantId}`;
        const keys = refused.join(', ');
        const refusal = new TenantKeyRefused(`${context.commandName ?? 'a command'} on ${keys}: refused to ${who}`);
        // Said where a run's log shows it, even when the caller turns the error into an answer.
        console.error(refusal.stack ?? refusal.message);
        throw refusal;
      }
      return next(args);
    },
    { step: 'initialize', name: 'tenantKeyGuard', priority: 'high' },
  );
  return client;
}
