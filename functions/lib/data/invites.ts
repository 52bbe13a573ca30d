import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { queryAll } from './batch.js';
import { readItemIf } from './items.js';
import { epochSeconds, keys } from './keys.js';
import { transact, type TransactItems } from './transactions.js';

/**
 * Invitations into a tenant (docs/tenants.md). One item per invitation, keyed by the hash of its
 * code (the code itself is only in the mail), with a TTL; using it deletes it in the same
 * transaction that adds the member, so a code works once.
 */
const inviteItem = z
  .object({
    codeHash: z.string(),
    tenantId: z.string(),
    email: z.string(),
    role: z.string(),
    invitedBy: z.string(),
    createdAt: z.number(),
    /** Epoch seconds (TTL); reads check it too, since TTL deletes late. */
    expiresAt: z.number(),
  })
  .describe('invite');
export type InviteRecord = z.infer<typeof inviteItem>;

const table = () => env.mainTable();

/**
 * Saves an invitation and, in the same transaction, its listing in the tenant's partition (the
 * administrator's list of pending invitations; same TTL).
 */
export async function saveInvite(invite: InviteRecord): Promise<void> {
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.invite(invite.codeHash), ...invite },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: table(), Item: { ...keys.inviteListing(invite.tenantId, invite.codeHash), ...invite } } },
  ]);
  if (failed.length > 0) throw new Error('invite not saved');
}

/** A tenant's pending invitations (unexpired), from their listings: one Query on the tenant's partition. */
export async function listTenantInvites(tenantId: string, now: number): Promise<InviteRecord[]> {
  const items = await queryAll(inviteItem, {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :invite)',
    ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).pk, ':invite': 'INVITE#' },
  });
  return items.filter((invite) => invite.expiresAt > epochSeconds(now));
}

/**
 * Withdraws a tenant's invitation: its code stops working and its listing goes, at once. False
 * when the tenant has no such invitation (used, revoked or another tenant's).
 */
export async function revokeInvite(tenantId: string, codeHash: string): Promise<boolean> {
  const failed = await transact([
    {
      Delete: {
        TableName: table(),
        Key: keys.inviteListing(tenantId, codeHash),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: table(),
        Key: keys.invite(codeHash),
        ConditionExpression: 'attribute_not_exists(pk) OR tenantId = :tenant',
        ExpressionAttributeValues: { ':tenant': tenantId },
      },
    },
  ]);
  return failed.length === 0;
}

/** The transaction item that removes an invitation's tenant-side listing when it is used. */
export function inviteListingGoneItem(invite: InviteRecord): TransactItems[number] {
  return { Delete: { TableName: table(), Key: keys.inviteListing(invite.tenantId, invite.codeHash) } };
}

/** The invitation of a code's hash, while it still works. */
export async function findInvite(codeHash: string, now: number): Promise<InviteRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.invite(codeHash), ConsistentRead: true }),
  );
  const invite = readItemIf(inviteItem, out.Item);
  return invite && invite.expiresAt > epochSeconds(now) ? invite : undefined;
}

/** The transaction item that uses an invitation up: it must still be there and unexpired. */
export function useInviteItem(invite: InviteRecord, now: number): TransactItems[number] {
  return {
    Delete: {
      TableName: table(),
      Key: keys.invite(invite.codeHash),
      ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
      ExpressionAttributeValues: { ':now': epochSeconds(now) },
    },
  };
}
