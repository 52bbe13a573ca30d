import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FUNCTION_PERMISSIONS } from '../../../shared/acts/roles.js';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * A tenant's custom roles (docs/permissions.md). Built-in roles are code, not items. Each custom
 * role counts the members holding it, so removing a role still held fails in its own condition;
 * the tenant item counts the custom roles, so the limit holds under parallel adds.
 */
const roleItem = z
  .object({
    roleId: z.string(),
    name: z.string(),
    permissions: z.array(z.enum(FUNCTION_PERMISSIONS)),
    memberCount: z.number().default(0),
    createdAt: z.number(),
  })
  .describe('role');
export type RoleRecord = z.infer<typeof roleItem>;

const table = () => env.mainTable();

export function listRoles(tenantId: string): Promise<RoleRecord[]> {
  return queryAll(roleItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :role)',
    ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).pk, ':role': 'ROLE#' },
  });
}

export async function getRole(tenantId: string, roleId: string): Promise<RoleRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.role(tenantId, roleId) }));
  return readItemIf(roleItem, out.Item);
}

export type RoleWrite = 'saved' | 'name_taken' | 'full' | 'missing' | 'in_use';

/** Adds a custom role with its name lock, within the tenant's limit of custom roles. */
export async function addRole(tenantId: string, role: Omit<RoleRecord, 'memberCount'>): Promise<RoleWrite> {
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.roleName(tenantId, role.name), roleId: role.roleId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.tenant(tenantId),
        UpdateExpression: 'ADD customRoles :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(customRoles) OR customRoles < :max)',
        ExpressionAttributeValues: { ':one': 1, ':max': LIMITS.customRolesMax },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...keys.role(tenantId, role.roleId), ...role, memberCount: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (failed.includes(0)) return 'name_taken';
  if (failed.includes(1)) return 'full';
  return 'saved';
}

/** Renames a custom role (moving its name lock) and sets its permissions. */
export async function changeRole(
  tenantId: string,
  before: RoleRecord,
  change: Pick<RoleRecord, 'name' | 'permissions'>,
): Promise<RoleWrite> {
  const renamed = keys.roleName(tenantId, change.name).sk !== keys.roleName(tenantId, before.name).sk;
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: keys.role(tenantId, before.roleId),
        UpdateExpression: 'SET #name = :name, #permissions = :permissions',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name', '#permissions': 'permissions' },
        ExpressionAttributeValues: { ':name': change.name, ':permissions': change.permissions },
      },
    },
  ];
  if (renamed) {
    items.push(
      {
        Put: {
          TableName: table(),
          Item: { ...keys.roleName(tenantId, change.name), roleId: before.roleId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: table(), Key: keys.roleName(tenantId, before.name) } },
    );
  }
  const failed = await transact(items);
  if (failed.includes(0)) return 'missing';
  if (failed.includes(1)) return 'name_taken';
  return 'saved';
}

/** Removes a custom role nobody holds, its name lock, and its place in the tenant's count. */
export async function removeRole(tenantId: string, role: RoleRecord): Promise<RoleWrite> {
  const failed = await transact([
    {
      Delete: {
        TableName: table(),
        Key: keys.role(tenantId, role.roleId),
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(memberCount) OR memberCount = :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
    { Delete: { TableName: table(), Key: keys.roleName(tenantId, role.name) } },
    {
      Update: {
        TableName: table(),
        Key: keys.tenant(tenantId),
        UpdateExpression: 'ADD customRoles :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
  if (failed.includes(0)) return (await getRole(tenantId, role.roleId)) ? 'in_use' : 'missing';
  return 'saved';
}

/** The transaction item that counts one more (or one fewer) member of a custom role, which must exist. */
export function roleHeldItem(tenantId: string, roleId: string, delta: 1 | -1): TransactItems[number] {
  return {
    Update: {
      TableName: table(),
      Key: keys.role(tenantId, roleId),
      UpdateExpression: 'ADD memberCount :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

export type AssignResult = 'saved' | 'changed' | 'role_missing';

/**
 * Moves a member from one role to another in one transaction: the member item only if it still
 * holds `from` (a concurrent change answers `changed`; the caller refuses `admin` on either side), and the member
 * counts of the custom roles on both sides, the new one only if it still exists.
 */
export async function assignRole(
  tenantId: string,
  userId: string,
  from: string,
  to: string,
  custom: (roleId: string) => boolean,
): Promise<AssignResult> {
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: keys.member(tenantId, userId),
        UpdateExpression: 'SET #role = :to',
        ConditionExpression: '#role = :from',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':to': to, ':from': from },
      },
    },
  ];
  if (custom(to)) items.push(roleHeldItem(tenantId, to, 1));
  if (custom(from)) items.push(roleHeldItem(tenantId, from, -1));
  const failed = await transact(items);
  if (failed.includes(0)) return 'changed';
  if (failed.includes(1) && custom(to)) return 'role_missing';
  return 'saved';
}
