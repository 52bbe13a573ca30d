import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ConnectionTestResult } from '../../../shared/acts/datasource.js';
import type { ConnectionSettings } from '../../../shared/datasource/connection.js';
import { DB_TYPES } from '../../../shared/datasource/types.js';
import { dynamo } from '../clients.js';
import { sealedSecretsSchema } from '../crypto/secret-box.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { deleteIf, putIf, updateIf } from './conditions.js';
import { readItemIf, storedDocument } from './items.js';
import { keys } from './keys.js';
import type { TransactItems } from './transactions.js';

/**
 * A tenant's database connections (`T#<tenant>#DS`, one item per connection). The item holds the
 * settings with the secrets emptied, the secrets sealed by the secret box (crypto/secret-box.ts),
 * a `revision` that changes on every change (the SQL pools key on it), and two counts of what
 * reads it: `apiCount`, the data APIs that query it, and `worksheetCount`, the worksheets
 * extracted from it, each kept by the writes of its users in the same transaction
 * (datasourceUseUpdate), so a connection in use cannot be removed.
 */
const datasourceItem = z
  .object({
    connectionId: z.string(),
    tenantId: z.string(),
    name: z.string(),
    type: z.enum(DB_TYPES),
    /** Validated by connectionSettingsSchema on the way in; `password` and `keyPem` always ''. */
    settings: storedDocument<ConnectionSettings>(),
    sealed: sealedSecretsSchema,
    hasPassword: z.boolean(),
    hasKey: z.boolean(),
    revision: z.string(),
    apiCount: z.number().default(0),
    worksheetCount: z.number().default(0),
    lastTest: storedDocument<ConnectionTestResult>().optional(),
    creatorId: z.string(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .describe('datasource');
export type DatasourceRecord = z.infer<typeof datasourceItem>;

const table = () => env.mainTable();

export function listDatasources(tenantId: string): Promise<DatasourceRecord[]> {
  return queryAll(datasourceItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :c)',
    ExpressionAttributeValues: { ':pk': keys.datasources(tenantId), ':c': 'C#' },
    ConsistentRead: true,
  });
}

export async function getDatasource(tenantId: string, connectionId: string): Promise<DatasourceRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.datasource(tenantId, connectionId), ConsistentRead: true }),
  );
  return readItemIf(datasourceItem, out.Item);
}

/** Stores a new connection (its id is new, so the condition only guards a collision). */
export async function createDatasource(record: DatasourceRecord): Promise<boolean> {
  return putIf({
    TableName: table(),
    Item: { ...record, ...keys.datasource(record.tenantId, record.connectionId) },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/** What a change replaces: `lastTest` is the change's own (set when given, removed when not). */
export type DatasourceChange = Pick<
  DatasourceRecord,
  'name' | 'type' | 'settings' | 'sealed' | 'hasPassword' | 'hasKey' | 'revision' | 'updatedAt' | 'lastTest'
>;

/**
 * Replaces a connection's settings if it is still at `expectedRevision`; false when it is gone or
 * was changed meanwhile. `apiCount` and the creator are left as they are.
 */
export async function changeDatasource(
  tenantId: string,
  connectionId: string,
  expectedRevision: string,
  change: DatasourceChange,
): Promise<boolean> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.datasource(tenantId, connectionId),
    UpdateExpression:
      'SET #name = :name, #type = :type, settings = :settings, sealed = :sealed, hasPassword = :hp, hasKey = :hk, ' +
      `#revision = :revision, updatedAt = :now${change.lastTest ? ', lastTest = :test' : ' REMOVE lastTest'}`,
    ConditionExpression: 'attribute_exists(pk) AND #revision = :expected',
    ExpressionAttributeNames: { '#name': 'name', '#type': 'type', '#revision': 'revision' },
    ExpressionAttributeValues: {
      ':name': change.name,
      ':type': change.type,
      ':settings': change.settings,
      ':sealed': change.sealed,
      ':hp': change.hasPassword,
      ':hk': change.hasKey,
      ':revision': change.revision,
      ':now': change.updatedAt,
      ':expected': expectedRevision,
      ...(change.lastTest ? { ':test': change.lastTest } : {}),
    },
  });
  return updated !== undefined;
}

/** Records the outcome of a test, if the connection is still at the revision tested. */
export async function recordTest(
  tenantId: string,
  connectionId: string,
  revision: string,
  result: ConnectionTestResult,
): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.datasource(tenantId, connectionId),
    UpdateExpression: 'SET lastTest = :t',
    ConditionExpression: 'attribute_exists(pk) AND #revision = :revision',
    ExpressionAttributeNames: { '#revision': 'revision' },
    ExpressionAttributeValues: { ':t': result, ':revision': revision },
  });
}

/** Removes a connection unless a data API or a worksheet uses it; false when it is gone or in use. */
export function removeDatasource(tenantId: string, connectionId: string): Promise<boolean> {
  return deleteIf({
    TableName: table(),
    Key: keys.datasource(tenantId, connectionId),
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(apiCount) OR apiCount = :zero)' +
      ' AND (attribute_not_exists(worksheetCount) OR worksheetCount = :zero)',
    ExpressionAttributeValues: { ':zero': 0 },
  });
}

/**
 * The transaction item a data API's or a worksheet's write adds when it starts (delta 1) or stops
 * (delta -1) reading a connection: it fails (the whole transaction with it) when the connection
 * does not exist, so nothing points at a removed connection and a connection in use is never
 * removed.
 */
export function datasourceUseUpdate(
  tenantId: string,
  connectionId: string,
  user: 'apiCount' | 'worksheetCount',
  delta: number,
): TransactItems[number] {
  return {
    Update: {
      TableName: table(),
      Key: keys.datasource(tenantId, connectionId),
      UpdateExpression: 'ADD #count :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': user },
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}
