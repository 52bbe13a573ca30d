import { keys, type Key } from './keys.js';
import { transact, type TransactItems } from './transactions.js';
import { env } from '../env.js';

/**
 * A tenant's named things that administrators add, rename and remove: custom roles, departments,
 * teams. Each is an item in the tenant's partition, with a name lock item (its key folds the
 * name's case, so names are unique per tenant whatever their case) and a count on the tenant item
 * that keeps the kind's limit under parallel adds. Every write below moves the item, its lock
 * and the count in one transaction.
 */
export interface NamedKind {
  /** The item's key. */
  key: (tenantId: string, id: string) => Key;
  /** The name lock's key. */
  nameKey: (tenantId: string, name: string) => Key;
  /** The attribute holding the id, on the lock and the item: `roleId`, `departmentId`, `teamId`. */
  idAttribute: string;
  /** The tenant item's count of this kind, and its limit. */
  countAttribute: string;
  max: number;
}

const table = () => env.mainTable();

/** Adds an item (`item` holds its id attribute and its name) with its name lock, within the kind's limit. */
export async function addNamed(
  kind: NamedKind,
  tenantId: string,
  id: string,
  item: Record<string, unknown> & { name: string },
): Promise<'saved' | 'name_taken' | 'full'> {
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...kind.nameKey(tenantId, item.name), [kind.idAttribute]: id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.tenant(tenantId),
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#count) OR #count < :max)',
        ExpressionAttributeNames: { '#count': kind.countAttribute },
        ExpressionAttributeValues: { ':one': 1, ':max': kind.max },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...kind.key(tenantId, id), ...item, [kind.idAttribute]: id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (failed.includes(0)) return 'name_taken';
  if (failed.includes(1)) return 'full';
  return 'saved';
}

/**
 * Renames an item, moving its name lock (a change of case only keeps the lock), and sets `also`
 * (other attributes, e.g. a role's permissions) in the same write.
 */
export async function renameNamed(
  kind: NamedKind,
  tenantId: string,
  id: string,
  names: { before: string; after: string },
  also: Record<string, unknown> = {},
): Promise<'saved' | 'name_taken' | 'missing'> {
  const renamed = kind.nameKey(tenantId, names.after).sk !== kind.nameKey(tenantId, names.before).sk;
  const attributes = Object.entries({ ...also, name: names.after });
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: kind.key(tenantId, id),
        UpdateExpression: `SET ${attributes.map((_, i) => `#a${i} = :a${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(attributes.map(([name], i) => [`#a${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(attributes.map(([, value], i) => [`:a${i}`, value])),
      },
    },
  ];
  if (renamed) {
    items.push(
      {
        Put: {
          TableName: table(),
          Item: { ...kind.nameKey(tenantId, names.after), [kind.idAttribute]: id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: table(), Key: kind.nameKey(tenantId, names.before) } },
    );
  }
  const failed = await transact(items);
  if (failed.includes(0)) return 'missing';
  if (failed.includes(1)) return 'name_taken';
  return 'saved';
}

/**
 * Removes an item, its name lock and its place in the tenant's count; `unused` lists counters of
 * the item that must be zero (or absent), e.g. a role's `memberCount`. Answers `refused` when the
 * item is gone or still used (the caller tells which apart).
 */
export async function removeNamed(
  kind: NamedKind,
  tenantId: string,
  item: { id: string; name: string },
  unused: readonly string[] = [],
): Promise<'saved' | 'refused'> {
  const zero = unused.map((_, i) => `(attribute_not_exists(#u${i}) OR #u${i} = :zero)`);
  const failed = await transact([
    {
      Delete: {
        TableName: table(),
        Key: kind.key(tenantId, item.id),
        ConditionExpression: ['attribute_exists(pk)', ...zero].join(' AND '),
        ...(unused.length > 0
          ? {
              ExpressionAttributeNames: Object.fromEntries(unused.map((name, i) => [`#u${i}`, name])),
              ExpressionAttributeValues: { ':zero': 0 },
            }
          : {}),
      },
    },
    { Delete: { TableName: table(), Key: kind.nameKey(tenantId, item.name) } },
    {
      Update: {
        TableName: table(),
        Key: keys.tenant(tenantId),
        UpdateExpression: 'ADD #count :minus',
        ExpressionAttributeNames: { '#count': kind.countAttribute },
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
  return failed.includes(0) ? 'refused' : 'saved';
}
