import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { MEMBER_STATES, type MemberState } from '../../../shared/acts/admin.js';
import { SECURITY_LEVELS, type SecurityLevel } from '../../../shared/acts/screen.js';
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
    /** People who join by invitation (or SSO) start `pending` until the administrator approves. */
    approvalRequired: z.boolean().optional(),
  })
  .describe('tenant');
export type TenantRecord = z.infer<typeof tenantItem>;

const memberItem = z
  .object({
    userId: z.string(),
    /** A built-in role id (shared/acts/roles.ts) or a custom role's id (data/roles.ts). */
    role: z.string(),
    joinedAt: z.number(),
    /** Absent (members from before states): active. */
    state: z.enum(MEMBER_STATES).optional(),
    /** The highest screen security level the member reaches; absent: `secret` (docs/permissions.md#classification). */
    clearance: z.enum(SECURITY_LEVELS).optional(),
    /** The member's department (data/departments.ts), absent for none. */
    departmentId: z.string().optional(),
    /** The member's teams (data/teams.ts), a string set; absent for none. */
    teamIds: z.set(z.string()).optional(),
  })
  .describe('member');
export type MemberRecord = z.infer<typeof memberItem>;
export type MemberRole = MemberRecord['role'];

/** The teams a member is in (docs/permissions.md#teams). */
export function memberTeams(member: Pick<MemberRecord, 'teamIds'>): string[] {
  return [...(member.teamIds ?? [])];
}

/** A member's state; items written before states existed are active. */
export function memberState(member: Pick<MemberRecord, 'state'>): MemberState {
  return member.state ?? 'active';
}

/** A member's clearance; items without one (everybody until an administrator lowers it) are `secret`. */
export function memberClearance(member: Pick<MemberRecord, 'clearance'>): SecurityLevel {
  return member.clearance ?? 'secret';
}

/**
 * The state a person joining the tenant by invitation (or SSO just-in-time provisioning) starts
 * in: `pending` when the tenant requires the administrator's approval, else `active`.
 */
export function initialMemberState(tenant: Pick<TenantRecord, 'approvalRequired'>): MemberState {
  return tenant.approvalRequired ? 'pending' : 'active';
}

/** The transaction item that makes a user a member of a tenant. */
export function newMemberItem(
  table: string,
  tenantId: string,
  userId: string,
  role: MemberRole,
  joinedAt: number,
  state: MemberState = 'active',
) {
  return {
    Put: {
      TableName: table,
      Item: { ...keys.member(tenantId, userId), userId, role, joinedAt, state },
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
  return readMember(out.Item);
}

/** A member item as read from the store (`stored`: the item, or undefined for none). */
export function readMember(stored: unknown): MemberRecord | undefined {
  return readItemIf(memberItem, stored);
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
  state: MemberState = 'active',
): TransactItems {
  return [
    newMemberItem(table, tenant.tenantId, userId, role, now, state),
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

/** Saves whether joining members wait for the administrator's approval. */
export async function saveApprovalRequired(tenantId: string, required: boolean): Promise<void> {
  await updateIf({
    TableName: env.mainTable(),
    Key: keys.tenant(tenantId),
    UpdateExpression: 'SET approvalRequired = :required',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':required': required },
  });
}

/**
 * Moves a member (not the administrator) from one of the states `from` to `to`; false when the
 * member is gone, is the administrator, or was in no state of `from` (someone changed it first).
 * Items without a state count as active.
 */
export async function setMemberState(
  tenantId: string,
  userId: string,
  from: readonly MemberState[],
  to: MemberState,
): Promise<boolean> {
  const values: Record<string, string> = { ':to': to, ':admin': 'admin' };
  from.forEach((state, i) => (values[`:f${i}`] = state));
  const allowed = from.map((_, i) => `#state = :f${i}`);
  if (from.includes('active')) allowed.push('attribute_not_exists(#state)');
  const updated = await updateIf({
    TableName: env.mainTable(),
    Key: keys.member(tenantId, userId),
    UpdateExpression: 'SET #state = :to',
    ConditionExpression: `attribute_exists(pk) AND #role <> :admin AND (${allowed.join(' OR ')})`,
    ExpressionAttributeNames: { '#state': 'state', '#role': 'role' },
    ExpressionAttributeValues: values,
  });
  return updated !== undefined;
}

/**
 * Sets a member's clearance; false when the member is gone or is the administrator (whose
 * clearance stays `secret`), checked in the write's own condition.
 */
export async function setMemberClearance(tenantId: string, userId: string, level: SecurityLevel): Promise<boolean> {
  const updated = await updateIf({
    TableName: env.mainTable(),
    Key: keys.member(tenantId, userId),
    UpdateExpression: 'SET clearance = :level',
    ConditionExpression: 'attribute_exists(pk) AND #role <> :admin',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':level': level, ':admin': 'admin' },
  });
  return updated !== undefined;
}

/**
 * The transaction items that take a member out of a tenant: the member item (still there, still
 * in `role`, not the administrator), one member less on the tenant's count, and the tenant out
 * of the user's list at `corpIndex` (which must still name it). The custom role's and the
 * department's counts are the caller's to add (data/roles.ts roleHeldItem, data/departments.ts).
 */
export function leaveTenantItems(
  table: string,
  tenantId: string,
  userId: string,
  role: MemberRole,
  corpIndex: number,
  departmentId?: string,
): TransactItems {
  return [
    {
      Delete: {
        TableName: table,
        Key: keys.member(tenantId, userId),
        // Still in the department read, so the department's count the caller adjusts is the right one.
        ConditionExpression: `attribute_exists(pk) AND #role = :role AND #role <> :admin AND ${
          departmentId ? 'departmentId = :dept' : 'attribute_not_exists(departmentId)'
        }`,
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':role': role,
          ':admin': 'admin',
          ...(departmentId ? { ':dept': departmentId } : {}),
        },
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.tenant(tenantId),
        UpdateExpression: 'ADD memberCount :minus',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.user(userId),
        UpdateExpression: `REMOVE corps[${corpIndex}]`,
        ConditionExpression: `attribute_exists(pk) AND corps[${corpIndex}].id = :tenant`,
        ExpressionAttributeValues: { ':tenant': tenantId },
      },
    },
  ];
}
