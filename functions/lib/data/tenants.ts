import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { updateIf } from './conditions.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
import type { TransactItems } from './transactions.js';

/** A tenant (corp): the company whose screens and data sources its members share. */
const tenantItem = z
  .object({
    tenantId: z.string(),
    name: z.string(),
    createdAt: z.number(),
    /** License or trial end, epoch ms. */
    expiresAt: z.number(),
    /** The licence's (or trial's) user limit; absent: none. */
    maxUsers: z.number().optional(),
    /** Members, counted by the transactions that add them (the user limit's condition). */
    memberCount: z.number().optional(),
    edition: z.enum(['trial', 'standard']).optional(),
    licensee: z.string().optional(),
    /** The `issued_at` of the licence applied last: an older one is refused. */
    licenseIssuedAt: z.number().optional(),
    /** Members sign in only through the tenant's identity provider (data/sso.ts keeps it in step). */
    ssoEnforced: z.boolean().optional(),
  })
  .describe('tenant');
export type TenantRecord = z.infer<typeof tenantItem>;

const memberItem = z
  .object({
    userId: z.string(),
    /** A built-in role id (shared/acts/roles.ts) or a custom role's id (data/roles.ts). */
    role: z.string(),
    joinedAt: z.number(),
  })
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
        Item: { ...tenant, memberCount: 1, ...keys.tenant(tenant.tenantId) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    newMemberItem(table, tenant.tenantId, userId, role, tenant.createdAt),
  ];
}

/**
 * The transaction item that counts one more member of a tenant, refused when the tenant is at
 * its user limit: the limit holds however many people join at once.
 */
export function memberJoinsItem(table: string, tenantId: string): TransactItems[number] {
  return {
    Update: {
      TableName: table,
      Key: keys.tenant(tenantId),
      UpdateExpression: 'ADD memberCount :one',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(maxUsers) OR attribute_not_exists(memberCount) OR memberCount < maxUsers)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
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

/**
 * The transaction items that make an existing user a member of a tenant: the member item (not
 * already there), the tenant added to the user's list, and whatever else must hold with them
 * (an invitation used up).
 */
export function joinTenantItems(
  table: string,
  tenant: Pick<TenantRecord, 'tenantId' | 'name'>,
  userId: string,
  role: MemberRole,
  now: number,
): TransactItems {
  return [
    newMemberItem(table, tenant.tenantId, userId, role, now),
    memberJoinsItem(table, tenant.tenantId),
    {
      Update: {
        TableName: table,
        Key: keys.user(userId),
        UpdateExpression: 'SET corps = list_append(corps, :corp)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':corp': [{ id: tenant.tenantId, name: tenant.name, default: false, admin: false }],
        },
      },
    },
  ];
}

/**
 * Applies a verified licence to its tenant: end date, user limit, licensee. Refused (false) when
 * a licence issued later has already been applied, so an old file cannot be replayed.
 */
export async function saveLicence(
  tenantId: string,
  licence: { expires_at: number; max_users: number; licensee: string; issued_at: number },
): Promise<boolean> {
  const updated = await updateIf({
    TableName: env.mainTable(),
    Key: keys.tenant(tenantId),
    UpdateExpression:
      'SET expiresAt = :ends, maxUsers = :users, licensee = :licensee, edition = :edition, licenseIssuedAt = :issued',
    ConditionExpression:
      'attribute_exists(pk) AND (attribute_not_exists(licenseIssuedAt) OR licenseIssuedAt < :issued)',
    ExpressionAttributeValues: {
      ':ends': licence.expires_at,
      ':users': licence.max_users,
      ':licensee': licence.licensee,
      ':edition': 'standard',
      ':issued': licence.issued_at,
    },
  });
  return updated !== undefined;
}
