import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { UserPreferences } from '../../../shared/acts/user.js';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { batchGet } from './batch.js';
import { readItemIf } from './items.js';
import { transact, type TransactItems } from './transactions.js';

export type { TransactItems };
import { keys } from './keys.js';

const userCorp = z.object({ id: z.string(), name: z.string(), default: z.boolean(), admin: z.boolean() });
export type UserCorp = z.infer<typeof userCorp>;

/** A user's identity and credentials; global, not tenant data. */
const userItem = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    /** Account name (seeded administrators); registered users sign in by mobile or email. */
    account: z.string().optional(),
    passwordHash: z.string(),
    passwordChangedAt: z.number(),
    avatarKey: z.string().optional(),
    isNew: z.boolean(),
    updateTip: z.boolean(),
    corps: z.array(userCorp),
    createdAt: z.number(),
    /** The user's saved language (docs/protocol.md#preferences). */
    lang: z.enum(['zh', 'en']).optional(),
    /** The screen theme new blank screens of the user start with (shared/widgets/themes.ts). */
    screenTheme: z.string().optional(),
    /**
     * Provisioned by a workspace's identity provider (docs/sso.md): its e-mail is that provider's
     * word, so it is no login. It signs in through the provider only and reserves no address.
     */
    ssoOnly: z.boolean().optional(),
  })
  .describe('user');
export type UserRecord = z.infer<typeof userItem>;

const table = () => env.mainTable();

/** The normalized logins of a user: each is an item that makes it unique. */
export function loginsOf(user: Pick<UserRecord, 'email' | 'mobile' | 'account' | 'ssoOnly'>): string[] {
  if (user.ssoOnly) return [];
  return [user.account, user.email, user.mobile].filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase());
}

export async function findUserIdByLogin(normalized: string): Promise<string | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.login(normalized) }));
  const userId: unknown = out.Item?.userId;
  return typeof userId === 'string' ? userId : undefined;
}

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.user(userId), ConsistentRead: true }));
  return readUser(out.Item);
}

/**
 * A user item as read from the store (`stored`: the item, or undefined for none). Read it strongly
 * consistent, as `getUser` does.
 */
export function readUser(stored: unknown): UserRecord | undefined {
  return readItemIf(userItem, stored);
}

/**
 * Creates a user, its logins and extra items (tenant, membership, a consumed code) in one
 * transaction. Answers the login that was taken when a login condition fails, or `extra`
 * with the index of a failed extra item.
 */
export async function createUser(
  user: UserRecord,
  extra: TransactItems = [],
): Promise<{ ok: true } | { ok: false; takenLogin?: string; failedExtra?: number }> {
  const logins = loginsOf(user);
  const failed = await transact([
    ...extra,
    {
      Put: {
        TableName: table(),
        Item: { ...user, ...keys.user(user.userId) },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...logins.map((login) => ({
      Put: {
        TableName: table(),
        Item: { ...keys.login(login), userId: user.userId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ]);
  const index = failed[0];
  if (index === undefined) return { ok: true };
  if (index < extra.length) return { ok: false, failedExtra: index };
  return { ok: false, takenLogin: logins[index - extra.length - 1] };
}

/** Records a successful sign-in (the lockout's count is reset by lockouts.ts). */
export async function recordLogin(userId: string, now: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.user(userId),
      UpdateExpression: 'SET lastLoginAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': now },
    }),
  );
}

type UserFields = Partial<
  Pick<
    UserRecord,
    'name' | 'passwordHash' | 'passwordChangedAt' | 'avatarKey' | 'isNew' | 'updateTip' | 'lang' | 'screenTheme'
  >
>;

/** The preferences part of the login result and `v1/user/preferences`. */
export function preferencesOf(user: Pick<UserRecord, 'lang' | 'screenTheme'>): UserPreferences {
  return { lang: user.lang ?? '', theme: user.screenTheme ?? '' };
}

export async function updateUser(userId: string, fields: UserFields): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.user(userId),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
    }),
  );
}

/**
 * Moves one login of a user (email or mobile) to a new value: the new login item must not
 * exist, the old one is removed, the profile updated, all at once. False when taken.
 */
export async function changeLogin(
  user: UserRecord,
  field: 'email' | 'mobile',
  value: string,
  extra: TransactItems = [],
): Promise<'ok' | 'taken' | 'extra-failed'> {
  const next = value.toLowerCase();
  const previous = user[field].toLowerCase();
  if (next === previous && extra.length === 0) return 'ok';
  const failed = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.login(next), userId: user.userId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(previous
      ? [
          {
            Delete: {
              TableName: table(),
              Key: keys.login(previous),
              ConditionExpression: 'userId = :u',
              ExpressionAttributeValues: { ':u': user.userId },
            },
          },
        ]
      : []),
    {
      Update: {
        TableName: table(),
        Key: keys.user(user.userId),
        UpdateExpression: 'SET #f = :v',
        ExpressionAttributeNames: { '#f': field },
        ExpressionAttributeValues: { ':v': value },
      },
    },
    ...extra,
  ]);
  if (failed.length === 0) return 'ok';
  return failed.includes(0) ? 'taken' : 'extra-failed';
}

/** Several users at once. */
export function getUsers(userIds: string[]): Promise<UserRecord[]> {
  return batchGet(
    userItem,
    userIds.map((id) => keys.user(id)),
  );
}
