import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';

/** A tenant (corp): the company whose screens and data sources its members share. */
const tenantItem = z
  .object({
    tenantId: z.string(),
    name: z.string(),
    createdAt: z.number(),
    /** License or trial end, epoch ms. */
    expiresAt: z.number(),
  })
  .describe('tenant');
export type TenantRecord = z.infer<typeof tenantItem>;

const memberItem = z
  .object({ userId: z.string(), role: z.enum(['admin', 'member']), joinedAt: z.number() })
  .describe('member');
export type MemberRecord = z.infer<typeof memberItem>;
export type MemberRole = MemberRecord['role'];

/** The transaction item that makes a user a member of a tenant. */
export function newMemberItem(table: string, tenantId: string, userId: string, role: MemberRole, joinedAt: number) {
  return {
    Put: {
      TableName: table,
      Item: { ...keys.member(tenantId, userId), userId, role, joinedAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** The transaction items that create a tenant with its first member. */
export function newTenantItems(table: string, tenant: TenantRecord, userId: string, role: MemberRole) {
  return [
    {
      Put: {
        TableName: table,
        Item: { ...tenant, ...keys.tenant(tenant.tenantId) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    newMemberItem(table, tenant.tenantId, userId, role, tenant.createdAt),
  ];
}

export async function getTenant(tenantId: string): Promise<TenantRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.tenant(tenantId) }));
  return readItemIf(tenantItem, out.Item);
}

/** Every member of a tenant: one Query on the tenant's partition. */
export function listMembers(tenantId: string): Promise<MemberRecord[]> {
  return queryAll(memberItem, {
    TableName: env.mainTable(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
    ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).pk, ':member': 'MEMBER#' },
  });
}

export async function getMember(tenantId: string, userId: string): Promise<MemberRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.member(tenantId, userId) }));
  return readItemIf(memberItem, out.Item);
}
