import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
import { addNamed, removeNamed, renameNamed, type NamedKind } from './named-items.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * A tenant's departments (docs/permissions.md#departments), beside its members: `DEPT#<id>` items
 * with a `DEPTNAME#<name>` lock keeping names unique per tenant. Each department counts its members
 * and its data APIs, moved in the same transaction as the member or API item, so removing a
 * department that still holds either fails in its own condition; the tenant item counts the
 * departments, so the limit holds under parallel adds.
 */
const departmentItem = z
  .object({
    departmentId: z.string(),
    name: z.string(),
    memberCount: z.number().default(0),
    apiCount: z.number().default(0),
    createdAt: z.number(),
  })
  .describe('department');
export type DepartmentRecord = z.infer<typeof departmentItem>;

const table = () => env.mainTable();

export function listDepartments(tenantId: string): Promise<DepartmentRecord[]> {
  return queryAll(departmentItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :dept)',
    ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).pk, ':dept': 'DEPT#' },
  });
}

export async function getDepartment(tenantId: string, departmentId: string): Promise<DepartmentRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.department(tenantId, departmentId) }));
  return readItemIf(departmentItem, out.Item);
}

const DEPARTMENTS: NamedKind = {
  key: keys.department,
  nameKey: keys.departmentName,
  idAttribute: 'departmentId',
  countAttribute: 'departments',
  max: LIMITS.departmentsMax,
};

export type DepartmentWrite = 'saved' | 'name_taken' | 'full' | 'missing' | 'in_use';

/** Adds a department with its name lock, within the tenant's limit of departments. */
export function addDepartment(
  tenantId: string,
  department: Pick<DepartmentRecord, 'departmentId' | 'name' | 'createdAt'>,
): Promise<DepartmentWrite> {
  return addNamed(DEPARTMENTS, tenantId, department.departmentId, { ...department, memberCount: 0, apiCount: 0 });
}

/** Renames a department, moving its name lock (a change of case only keeps the lock). */
export function renameDepartment(tenantId: string, before: DepartmentRecord, name: string): Promise<DepartmentWrite> {
  return renameNamed(DEPARTMENTS, tenantId, before.departmentId, { before: before.name, after: name });
}

/** Removes a department that holds no member and no API, its name lock, and its place in the tenant's count. */
export async function removeDepartment(tenantId: string, department: DepartmentRecord): Promise<DepartmentWrite> {
  const item = { id: department.departmentId, name: department.name };
  if ((await removeNamed(DEPARTMENTS, tenantId, item, ['memberCount', 'apiCount'])) === 'saved') return 'saved';
  return (await getDepartment(tenantId, department.departmentId)) ? 'in_use' : 'missing';
}

/**
 * The transaction item that counts one more (or one fewer) member or API of a department, which
 * must exist: a move into a department removed meanwhile fails here.
 */
export function departmentCountItem(
  tenantId: string,
  departmentId: string,
  what: 'memberCount' | 'apiCount',
  delta: 1 | -1,
): TransactItems[number] {
  return {
    Update: {
      TableName: table(),
      Key: keys.department(tenantId, departmentId),
      UpdateExpression: 'ADD #count :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': what },
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

export type MoveResult = 'saved' | 'changed' | 'department_missing';

/** The condition that an item's department is still `from` ('' for none). */
function stillIn(from: string): { expression: string; values: Record<string, string> } {
  return from
    ? { expression: 'departmentId = :from', values: { ':from': from } }
    : { expression: 'attribute_not_exists(departmentId)', values: {} };
}

/**
 * Moves an item (a member, or a data API whose revision then grows so that a change read before
 * cannot put the old department back) from department `from` to `to` ('' for none) with both
 * departments' counts in one transaction: refused as `changed` when the item is gone or no longer
 * in `from`, as `department_missing` when `to` is gone.
 */
async function moveItem(
  tenantId: string,
  key: { pk: string; sk: string },
  what: 'memberCount' | 'apiCount',
  from: string,
  to: string,
): Promise<MoveResult> {
  const condition = stillIn(from);
  const bump = what === 'apiCount' ? ' ADD revision :one' : '';
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: key,
        UpdateExpression: (to ? 'SET departmentId = :to' : 'REMOVE departmentId') + bump,
        ConditionExpression: `attribute_exists(pk) AND ${condition.expression}`,
        ...(to || bump || from
          ? {
              ExpressionAttributeValues: {
                ...condition.values,
                ...(to ? { ':to': to } : {}),
                ...(bump ? { ':one': 1 } : {}),
              },
            }
          : {}),
      },
    },
  ];
  if (to) items.push(departmentCountItem(tenantId, to, what, 1));
  if (from) items.push(departmentCountItem(tenantId, from, what, -1));
  const failed = await transact(items);
  if (failed.includes(0)) return 'changed';
  if (failed.includes(1) && to) return 'department_missing';
  return 'saved';
}

export function moveMember(tenantId: string, userId: string, from: string, to: string): Promise<MoveResult> {
  return moveItem(tenantId, keys.member(tenantId, userId), 'memberCount', from, to);
}

export function moveApi(tenantId: string, apiId: string, from: string, to: string): Promise<MoveResult> {
  return moveItem(tenantId, keys.api(tenantId, apiId), 'apiCount', from, to);
}
