import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SHARE_KINDS, SHARE_LOG_RESULTS, type ShareLogEntry } from '../../../shared/acts/link-share.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { updateIf } from './conditions.js';
import { readItem, readItemIf } from './items.js';
import { epochSeconds, keys, type Key } from './keys.js';
import { transact } from './transactions.js';

/**
 * Share links. A link is found by the SHA-256 of its token (`SHARE#<hash>`, global: the link
 * names no tenant, the item does). The target keeps a pointer to its current link with the
 * token in clear, so its owner can copy the link again; a closed link's item stays, so its
 * token answers "cancelled" rather than "not shared". Under the link's partition: its access
 * log and access tokens (hashed), each with a TTL. Wrong passwords are counted by rate-limits.ts.
 */
const linkShareItem = z
  .object({
    tokenHash: z.string(),
    tenantId: z.string(),
    kind: z.enum(SHARE_KINDS),
    targetId: z.string(),
    /** The group's owner (groups are per user); the screen's owner for screens. */
    ownerId: z.string(),
    passwordHash: z.string().optional(),
    /** Epoch ms; absent: never. */
    expiresAt: z.number().optional(),
    embedDomains: z.array(z.string()),
    closed: z.boolean(),
    createdAt: z.number(),
    closedAt: z.number().optional(),
  })
  .describe('link share');
export type LinkShareRecord = z.infer<typeof linkShareItem>;

/** The target's pointer to its link. */
const sharePointerItem = z.object({ token: z.string(), tokenHash: z.string() }).describe('share pointer');
export type SharePointer = z.infer<typeof sharePointerItem>;

const shareLogItem = z
  .object({ at: z.number(), result: z.enum(SHARE_LOG_RESULTS), client: z.string() })
  .describe('share log');

const table = () => env.mainTable();

export async function getLinkShare(tokenHash: string): Promise<LinkShareRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.linkShare(tokenHash), ConsistentRead: true }),
  );
  return readItemIf(linkShareItem, out.Item);
}

export async function getSharePointer(pointerKey: Key): Promise<SharePointer | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: pointerKey, ConsistentRead: true }));
  return readItemIf(sharePointerItem, out.Item);
}

/** A new link and the target's pointer to it, replacing `previousHash` (which must still be the pointer's, or none). */
export async function createLinkShare(
  record: LinkShareRecord,
  token: string,
  pointerKey: Key,
  previousHash: string | undefined,
): Promise<boolean> {
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...record, ...keys.linkShare(record.tokenHash) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...pointerKey, token, tokenHash: record.tokenHash },
        ConditionExpression: previousHash ? 'tokenHash = :prev' : 'attribute_not_exists(pk)',
        ExpressionAttributeValues: previousHash ? { ':prev': previousHash } : undefined,
      },
    },
  ]);
  return failed.length === 0;
}

/** Changes an open link's settings; undefined when it is gone or closed. `null` removes a setting. */
export async function changeLinkShare(
  tokenHash: string,
  fields: { passwordHash?: string | null; expiresAt?: number | null; embedDomains?: string[] },
): Promise<LinkShareRecord | undefined> {
  const set: string[] = [];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':false': false };
  const names: Record<string, string> = {};
  Object.entries(fields).forEach(([name, value], i) => {
    if (value === undefined) return;
    names[`#f${i}`] = name;
    if (value === null) remove.push(`#f${i}`);
    else {
      set.push(`#f${i} = :v${i}`);
      values[`:v${i}`] = value;
    }
  });
  const expression = [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  const updated = await updateIf({
    TableName: table(),
    Key: keys.linkShare(tokenHash),
    UpdateExpression: expression || 'SET closed = :false',
    ConditionExpression: 'attribute_exists(pk) AND closed = :false',
    ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
    ExpressionAttributeValues: values,
    ReturnValues: 'ALL_NEW',
  });
  return readItemIf(linkShareItem, updated);
}

/** Closes a link for good; its access tokens stop working with it (they are checked against the link). */
export async function closeLinkShare(tokenHash: string, now: number): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.linkShare(tokenHash),
    UpdateExpression: 'SET closed = :true, closedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':true': true, ':now': now },
  });
}

export async function addShareLog(
  tokenHash: string,
  entry: ShareLogEntry,
  id: string,
  keepDays: number,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.linkShareLog(tokenHash, entry.at, id),
        ...entry,
        expiresAt: epochSeconds(entry.at) + keepDays * 86_400,
      },
    }),
  );
}

/** Newest first. */
export async function listShareLog(tokenHash: string, limit: number): Promise<ShareLogEntry[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :log)',
      ExpressionAttributeValues: { ':pk': keys.linkShare(tokenHash).pk, ':log': 'LOG#' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => readItem(shareLogItem, item));
}

export async function putShareAccess(tokenHash: string, accessHash: string, expiresAtMs: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.linkShareAccess(tokenHash, accessHash),
        validUntil: expiresAtMs,
        expiresAt: epochSeconds(expiresAtMs) + 60,
      },
    }),
  );
}

/** Whether an access token of this link is still good (TTL deletion is lazy: expiry is checked here). */
export async function shareAccessValid(tokenHash: string, accessHash: string, now: number): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.linkShareAccess(tokenHash, accessHash), ConsistentRead: true }),
  );
  return out.Item !== undefined && Number(out.Item.validUntil) > now;
}
