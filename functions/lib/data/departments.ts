import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
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

export type DepartmentWrite = 'saved' | 'name_taken' | 'full' | 'missing' | 'in_use';

/** Adds a department with its name lock, within the tenant's limit of departments. */
export async function addDepartment(
  tenantId: string,
  department: Pick<DepartmentRecord, 'departmentId' | 'name' | 'createdAt'>,
): Promise<DepartmentWrite> {
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.departmentName(tenantId, department.name), departmentId: department.departmentId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.tenant(tenantId),
        UpdateExpression: 'ADD departments :one',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(departments) OR departments < :max)',
        ExpressionAttributeValues: { ':one': 1, ':max': LIMITS.departmentsMax },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...keys.department(tenantId, department.departmentId), ...department, memberCount: 0, apiCount: 0 },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (failed.includes(0)) return 'name_taken';
  if (failed.includes(1)) return 'full';
  return 'saved';
}

/** Renames a department, moving its name lock (a change of case only keeps the lock). */
export async function renameDepartment(
  tenantId: string,
  before: DepartmentRecord,
  name: string,
): Promise<DepartmentWrite> {
  const renamed = keys.departmentName(tenantId, name).sk !== keys.departmentName(tenantId, before.name).sk;
  const items: TransactItems = [
    {
      Update: {
        TableName: table(),
        Key: keys.department(tenantId, before.departmentId),
        UpdateExpression: 'SET #name = :name',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name },
      },
    },
  ];
  if (renamed) {
    items.push(
      {
        Put: {
          TableName: table(),
          Item: { ...keys.departmentName(tenantId, name), departmentId: before.departmentId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Delete: { TableName: table(), Key: keys.departmentName(tenantId, before.name) } },
    );
  }
  const failed = await transact(items);
  if (failed.includes(0)) return 'missing';
  if (failed.includes(1)) return 'name_taken';
  return 'saved';
}

/** Removes a department that holds no member and no API, its name lock, and its place in the tenant's count. */
export async function removeDepartment(tenantId: string, department: DepartmentRecord): Promise<DepartmentWrite> {
  const failed = await transact([
    {
      Delete: {
        TableName: table(),
        Key: keys.department(tenantId, department.departmentId),
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(memberCount) OR memberCount = :zero) AND (attribute_not_exists(apiCount) OR apiCount = :zero)',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
    { Delete: { TableName: table(), Key: keys.departmentName(tenantId, department.name) } },
    {
      Update: {
        TableName: table(),
        Key: keys.tenant(tenantId),
        UpdateExpression: 'ADD departments :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ]);
  if (failed.includes(0)) return (await getDepartment(tenantId, department.departmentId)) ? 'in_use' : 'missing';
  return 'saved';
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
