import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { MOBILE_RULE_MODES, type MobileRules } from '../../../shared/acts/group.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { putIf, updateIf } from './conditions.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';
import { transact } from './transactions.js';

/** A screen group of one user in one tenant. */
const groupItem = z
  .object({
    groupId: z.string(),
    tenantId: z.string(),
    ownerId: z.string(),
    name: z.string(),
    isDefault: z.boolean(),
    sort: z.number(),
    /** Its screens are shared read-only with every user of the tenant. */
    systemShare: z.boolean().optional(),
    /** Seconds its carousel shows each screen (absent: the default, docs/limits.md#carousels). */
    interval: z.number().optional(),
    /** What a phone plays (`mobile_group`); absent: what a wall plays. */
    mobileRules: z.object({ mode: z.enum(MOBILE_RULE_MODES), screens: z.array(z.string()) }).optional(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .describe('group');
export type GroupRecord = z.infer<typeof groupItem>;

const table = () => env.mainTable();

/** The default group's id is derived from its owner, so creating it twice is harmless. */
export const defaultGroupId = (userId: string): string => `default-${userId}`;

export function listGroups(tenantId: string, userId: string): Promise<GroupRecord[]> {
  return queryAll(groupItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
    ExpressionAttributeValues: { ':pk': keys.groups(tenantId, userId), ':g': 'G#' },
    ConsistentRead: true,
  });
}

export async function getGroup(tenantId: string, userId: string, groupId: string): Promise<GroupRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.group(tenantId, userId, groupId), ConsistentRead: true }),
  );
  return readItemIf(groupItem, out.Item);
}

/** Creates the user's default group unless it exists. */
export async function ensureDefaultGroup(tenantId: string, userId: string, name: string, now: number): Promise<void> {
  const group: GroupRecord = {
    groupId: defaultGroupId(userId),
    tenantId,
    ownerId: userId,
    name,
    isDefault: true,
    sort: 0,
    createdAt: now,
    updatedAt: now,
  };
  await putIf({
    TableName: table(),
    Item: { ...group, ...keys.group(tenantId, userId, group.groupId) },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/** Creates a group and locks its name; false when the user has a group of that name. */
export async function createGroup(group: GroupRecord): Promise<boolean> {
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.groupName(group.tenantId, group.ownerId, group.name), groupId: group.groupId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...group, ...keys.group(group.tenantId, group.ownerId, group.groupId) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return failed.length === 0;
}

/** Renames a group, moving its name lock; false when the new name is taken. */
export async function renameGroup(group: GroupRecord, name: string, now: number): Promise<boolean> {
  const sameName = group.name.trim().toLowerCase() === name.trim().toLowerCase();
  const failed = await transact([
    ...(sameName
      ? []
      : [
          {
            Put: {
              TableName: table(),
              Item: { ...keys.groupName(group.tenantId, group.ownerId, name), groupId: group.groupId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Delete: { TableName: table(), Key: keys.groupName(group.tenantId, group.ownerId, group.name) } },
        ]),
    {
      Update: {
        TableName: table(),
        Key: keys.group(group.tenantId, group.ownerId, group.groupId),
        UpdateExpression: 'SET #n = :n, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': name, ':now': now },
      },
    },
  ]);
  return failed.length === 0;
}

export async function deleteGroup(group: GroupRecord): Promise<void> {
  await transact([
    { Delete: { TableName: table(), Key: keys.groupName(group.tenantId, group.ownerId, group.name) } },
    { Delete: { TableName: table(), Key: keys.group(group.tenantId, group.ownerId, group.groupId) } },
    { Delete: { TableName: table(), Key: keys.systemSharedGroup(group.tenantId, group.ownerId, group.groupId) } },
  ]);
}

/** Shares a group's screens read-only with the whole tenant, or stops; the tenant's share list follows. */
export async function setGroupSystemShare(group: GroupRecord, share: boolean, now: number): Promise<void> {
  const link = keys.systemSharedGroup(group.tenantId, group.ownerId, group.groupId);
  await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.group(group.tenantId, group.ownerId, group.groupId),
        UpdateExpression: 'SET systemShare = :s, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':s': share, ':now': now },
      },
    },
    share
      ? {
          Put: { TableName: table(), Item: { ...link, ownerId: group.ownerId, groupId: group.groupId, sharedAt: now } },
        }
      : { Delete: { TableName: table(), Key: link } },
  ]);
}

export async function setGroupSort(tenantId: string, userId: string, groupId: string, sort: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.group(tenantId, userId, groupId),
      UpdateExpression: 'SET sort = :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': sort },
    }),
  );
}

/** Sets how long the group's carousel shows each screen; false when the group is gone. */
export async function setGroupInterval(group: GroupRecord, seconds: number, now: number): Promise<boolean> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.group(group.tenantId, group.ownerId, group.groupId),
    UpdateExpression: 'SET #i = :i, updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#i': 'interval' },
    ExpressionAttributeValues: { ':i': seconds, ':now': now },
  });
  return updated !== undefined;
}

/** Sets the group's mobile display rules (undefined clears them) in one write; false when the group is gone. */
export async function setGroupMobileRules(
  group: GroupRecord,
  rules: MobileRules | undefined,
  now: number,
): Promise<boolean> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.group(group.tenantId, group.ownerId, group.groupId),
    UpdateExpression: rules ? 'SET mobileRules = :r, updatedAt = :now' : 'REMOVE mobileRules SET updatedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ...(rules ? { ':r': rules } : {}), ':now': now },
  });
  return updated !== undefined;
}
