import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { updateIf } from './conditions.js';
import { readItemIf } from './items.js';
import { epochSeconds, keys, type Key } from './keys.js';

/**
 * The sign-in lockout: an item per account (`keys.lockout`) counting password tries. A try is
 * counted atomically BEFORE the password is checked, refused once `max` tries are counted or a
 * lock runs; the try that finds the `max`-th password wrong locks. So a burst of N parallel
 * tries gets at most `max` checks, whatever the order. A right password resets the count.
 * Items expire a day after the last try (TTL), which also forgets old typos.
 */
const KEEP_SECONDS = 86_400;
const table = () => env.mainTable();

/** Whose lockout: a user (every spelling of their account), or an account name nobody has. */
export type LockoutSubject = Parameters<typeof keys.lockout>[0];

export type TryOutcome = { state: 'counted'; tries: number } | { state: 'locked' };

const lockoutItem = z.object({ tries: z.number().optional(), lockedUntil: z.number().optional() }).describe('lockout');

async function count(key: Key, max: number, now: number): Promise<number | undefined> {
  const updated = await updateIf({
    TableName: table(),
    Key: key,
    UpdateExpression: 'SET expiresAt = :ttl ADD tries :one',
    ConditionExpression: 'attribute_not_exists(lockedUntil) AND (attribute_not_exists(tries) OR tries < :max)',
    ExpressionAttributeValues: { ':one': 1, ':max': max, ':ttl': epochSeconds(now) + KEEP_SECONDS },
    ReturnValues: 'UPDATED_NEW',
  });
  return updated && Number(updated.tries ?? 1);
}

/** A lock that has run out: its count starts again with this try. False when another request got there first. */
async function restartAfterLock(key: Key, lockedUntil: number, now: number): Promise<boolean> {
  const updated = await updateIf({
    TableName: table(),
    Key: key,
    UpdateExpression: 'SET tries = :one, expiresAt = :ttl REMOVE lockedUntil',
    ConditionExpression: 'lockedUntil = :old',
    ExpressionAttributeValues: { ':one': 1, ':old': lockedUntil, ':ttl': epochSeconds(now) + KEEP_SECONDS },
  });
  return updated !== undefined;
}

/** Counts one password try of an account before it is checked; `locked` when it may not be checked. */
export async function countPasswordTry(who: LockoutSubject, max: number, now: number): Promise<TryOutcome> {
  const key = keys.lockout(who);
  for (let round = 0; round < 3; round++) {
    const tries = await count(key, max, now);
    if (tries !== undefined) return { state: 'counted', tries };
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
    const item = readItemIf(lockoutItem, out.Item);
    // At the limit with no lock yet: the try that reached it is locking now.
    if (item?.lockedUntil === undefined || item.lockedUntil > now) return { state: 'locked' };
    if (await restartAfterLock(key, item.lockedUntil, now)) return { state: 'counted', tries: 1 };
  }
  return { state: 'locked' };
}

/** Locks the account until `until`, unless a lock already runs (a burst locks once). */
export async function lockAccount(who: LockoutSubject, until: number, now: number): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.lockout(who),
    UpdateExpression: 'SET lockedUntil = :until, expiresAt = :ttl',
    ConditionExpression: 'attribute_not_exists(lockedUntil) OR lockedUntil <= :now',
    ExpressionAttributeValues: { ':until': until, ':now': now, ':ttl': epochSeconds(until) + KEEP_SECONDS },
  });
}

/** A right password: the count starts again. False when a lock runs (the right password does not get in then). */
export async function resetPasswordTries(who: LockoutSubject): Promise<boolean> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.lockout(who),
    UpdateExpression: 'SET tries = :zero',
    ConditionExpression: 'attribute_not_exists(lockedUntil)',
    ExpressionAttributeValues: { ':zero': 0 },
  });
  return updated !== undefined;
}
