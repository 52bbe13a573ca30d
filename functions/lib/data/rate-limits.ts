import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { isConditionFailure } from './conditions.js';
import { epochSeconds, keys, type Key } from './keys.js';

/**
 * Fixed-window attempt limits: at most `limit` attempts of one subject (a client address, an
 * account, a link and an address…) per window of `windowMs`, aligned on the clock. Each window
 * is an item of the main table with a TTL. An attempt is counted atomically BEFORE whatever it
 * guards is checked (a conditional ADD that refuses at the limit), so N parallel attempts can
 * never get more than `limit` checks; a read-then-write counter let a burst through.
 */
export interface RateRule {
  /** Names the counter in its key: one word, stable across deploys. */
  name: string;
  limit: number;
  windowMs: number;
}

/** A counted attempt, to give back when it must not count (e.g. a right password). */
export interface Attempt {
  key: Key;
}

const table = () => env.mainTable();

/**
 * Counts one attempt of `subject` in the current window. Answers the attempt, or undefined when
 * the window already holds `limit` attempts (then nothing is counted and the caller refuses).
 */
export async function takeAttempt(rule: RateRule, subject: string, now: number): Promise<Attempt | undefined> {
  const windowStart = now - (now % rule.windowMs);
  const key = keys.rateWindow(rule.name, subject, windowStart);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET expiresAt = if_not_exists(expiresAt, :ttl) ADD #n :one',
        ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
        ExpressionAttributeNames: { '#n': 'attempts' },
        ExpressionAttributeValues: { ':one': 1, ':limit': rule.limit, ':ttl': epochSeconds(windowStart + rule.windowMs) + 60 },
      }),
    );
    return { key };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Gives a counted attempt back to its window (a success that must not count against the limit). */
export async function releaseAttempt(attempt: Attempt): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: attempt.key,
        UpdateExpression: 'ADD #n :minus',
        ConditionExpression: '#n > :zero',
        ExpressionAttributeNames: { '#n': 'attempts' },
        ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
