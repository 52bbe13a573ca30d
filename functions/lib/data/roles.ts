import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { FUNCTION_PERMISSIONS } from '../../../shared/acts/roles.js';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
import { addNamed, removeNamed, renameNamed, type NamedKind } from './named-items.js';
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

const ROLES: NamedKind = {
  key: keys.role,
  nameKey: keys.roleName,
  idAttribute: 'roleId',
  countAttribute: 'customRoles',
  max: LIMITS.customRolesMax,
};

export type RoleWrite = 'saved' | 'name_taken' | 'full' | 'missing' | 'in_use';

/** Adds a custom role with its name lock, within the tenant's limit of custom roles. */
export async function addRole(tenantId: string, role: Omit<RoleRecord, 'memberCount'>): Promise<RoleWrite> {
  return addNamed(ROLES, tenantId, role.roleId, { ...role, memberCount: 0 });
}

/** Renames a custom role (moving its name lock) and sets its permissions. */
export function changeRole(
  tenantId: string,
  before: RoleRecord,
  change: Pick<RoleRecord, 'name' | 'permissions'>,
): Promise<RoleWrite> {
  return renameNamed(
    ROLES,
    tenantId,
    before.roleId,
    { before: before.name, after: change.name },
    { permissions: change.permissions },
  );
}

/** Removes a custom role nobody holds, its name lock, and its place in the tenant's count. */
export async function removeRole(tenantId: string, role: RoleRecord): Promise<RoleWrite> {
  const removed = await removeNamed(ROLES, tenantId, { id: role.roleId, name: role.name }, ['memberCount']);
  if (removed === 'saved') return 'saved';
  return (await getRole(tenantId, role.roleId)) ? 'in_use' : 'missing';
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
