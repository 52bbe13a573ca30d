import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { putIf, updateIf } from './conditions.js';
import * as z from 'zod';
import { LIMITS } from '../../../shared/limits.js';
import { dynamo } from '../clients.js';
import { newId, newToken, sha256 } from '../crypto/tokens.js';
import { env } from '../env.js';
import { batchWrite, queryAll } from './batch.js';
import { keyItem, readItemIf } from './items.js';
import { epochSeconds, keys } from './keys.js';

/** A signed-in session. The client holds the token; the store holds only its hash. */
const sessionItem = z
  .object({
    tokenHash: z.string(),
    userId: z.string(),
    /** Tenants the user belonged to at sign-in, the default first. */
    corps: z.array(z.string()),
    isAdminOf: z.array(z.string()),
    createdAt: z.number(),
    /** Present when single sign-on opened the session: the one tenant it may act in (docs/sso.md). */
    ssoTenant: z.string().optional(),
    /** The opaque id the session list shows and revokes by (never the token's hash); older sessions lack it. */
    sessionId: z.string().optional(),
    /** "Chrome on Linux": the browser and system of the signing-in client (net/coarse-client.ts). */
    device: z.string().optional(),
    /** The source address at sign-in; no place lookup is done (docs/protocol.md#active-sessions). */
    ip: z.string().optional(),
    /** Epoch seconds; DynamoDB TTL removes it some time later, so reads check it too. */
    expiresAt: z.number(),
  })
  .describe('session');
export type SessionRecord = z.infer<typeof sessionItem>;

const table = () => env.mainTable();

/** Who signed in from where, recorded on the session. */
interface SessionClient {
  device: string;
  ip: string;
}

export async function createSession(
  userId: string,
  corps: string[],
  isAdminOf: string[],
  now: number,
  client: SessionClient = { device: '', ip: '' },
  ssoTenant?: string,
): Promise<{ token: string; session: SessionRecord }> {
  const token = newToken();
  const session: SessionRecord = {
    tokenHash: sha256(token),
    userId,
    corps,
    isAdminOf,
    createdAt: now,
    ...(ssoTenant ? { ssoTenant } : {}),
    sessionId: newId(),
    device: client.device.slice(0, LIMITS.session.deviceMaxLength),
    ip: client.ip.slice(0, 64),
    expiresAt: epochSeconds(now) + LIMITS.session.ttlHours * 3600,
  };
  const stored = await putIf({
    TableName: table(),
    Item: { ...session, ...keys.session(session.tokenHash), gsi1pk: keys.userSessions(userId), gsi1sk: String(now) },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
  if (!stored) throw new Error('a fresh session token collided with a stored one');
  return { token, session };
}

export type SessionLookup = { state: 'valid'; session: SessionRecord } | { state: 'missing' } | { state: 'expired' };

export function findSession(token: string, now: number): Promise<SessionLookup> {
  return findSessionByHash(sha256(token), now);
}

/** The session whose token hashes to `tokenHash` (a socket holds only the hash). */
export async function findSessionByHash(tokenHash: string, now: number): Promise<SessionLookup> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.session(tokenHash) }));
  return sessionLookup(out.Item, now);
}

/** What a read of a session's key found (`stored`: the item, or undefined for none), as of `now`. */
export function sessionLookup(stored: unknown, now: number): SessionLookup {
  const item = readItemIf(sessionItem, stored);
  if (!item) return { state: 'missing' };
  if (item.expiresAt <= epochSeconds(now)) return { state: 'expired' };
  return { state: 'valid', session: item };
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.session(tokenHash) }));
}

/** Revokes every session of a user (password change). */
export async function deleteUserSessions(userId: string): Promise<number> {
  const sessions = await queryAll(keyItem, {
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': keys.userSessions(userId) },
    ProjectionExpression: 'pk, sk',
  });
  await batchWrite(sessions.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
  return sessions.length;
}

/** Adds a tenant the user just joined to a live session, so the session may act in it at once. */
export async function addSessionCorp(tokenHash: string, tenantId: string): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.session(tokenHash),
    UpdateExpression: 'SET corps = list_append(corps, :corp)',
    ConditionExpression: 'attribute_exists(pk) AND NOT contains(corps, :id)',
    ExpressionAttributeValues: { ':corp': [tenantId], ':id': tenantId },
  });
}

/** The id a session is listed and revoked by: its stored id, else (sessions older than ids) one derived from its hash. */
export function sessionIdOf(session: Pick<SessionRecord, 'sessionId' | 'tokenHash'>): string {
  return session.sessionId ?? sha256(`session-id:${session.tokenHash}`).slice(0, 24);
}

/** A user's live sessions, newest first. */
export async function listUserSessions(userId: string, now: number): Promise<SessionRecord[]> {
  const sessions = await queryAll(sessionItem, {
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :p',
    ExpressionAttributeValues: { ':p': keys.userSessions(userId) },
    ScanIndexForward: false,
  });
  return sessions.filter((session) => session.expiresAt > epochSeconds(now));
}
