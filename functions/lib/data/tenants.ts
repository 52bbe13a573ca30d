import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { keys } from './keys.js';

/** A tenant (corp): the company whose screens and data sources its members share. */
export interface TenantRecord {
  tenantId: string;
  name: string;
  createdAt: number;
  /** License or trial end, epoch ms. */
  expiresAt: number;
}

export type MemberRole = 'admin' | 'member';

/** The transaction item that makes a user a member of a tenant. */
export function newMemberItem(table: string, tenantId: string, userId: string, role: MemberRole, joinedAt: number) {
  return {
    Put: { TableName: table, Item: { ...keys.member(tenantId, userId), userId, role, joinedAt }, ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

/** The transaction items that create a tenant with its first member. */
export function newTenantItems(table: string, tenant: TenantRecord, userId: string, role: MemberRole) {
  return [
    { Put: { TableName: table, Item: { ...tenant, ...keys.tenant(tenant.tenantId) }, ConditionExpression: 'attribute_not_exists(pk)' } },
    newMemberItem(table, tenant.tenantId, userId, role, tenant.createdAt),
  ];
}

export async function getTenant(tenantId: string): Promise<TenantRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.tenant(tenantId) }));
  return out.Item as TenantRecord | undefined;
}

export interface MemberRecord {
  userId: string;
  role: MemberRole;
  joinedAt: number;
}

/** Every member of a tenant: one Query on the tenant's partition. */
export function listMembers(tenantId: string): Promise<MemberRecord[]> {
  return queryAll<MemberRecord>({
    TableName: env.mainTable(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
    ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).pk, ':member': 'MEMBER#' },
  });
}

export async function getMember(tenantId: string, userId: string): Promise<MemberRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: keys.member(tenantId, userId) }));
  return out.Item as MemberRecord | undefined;
}
