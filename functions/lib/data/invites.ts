import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { readItemIf } from './items.js';
import { epochSeconds, keys } from './keys.js';
import type { TransactItems } from './transactions.js';

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

export async function saveInvite(invite: InviteRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.invite(invite.codeHash), ...invite },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
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
