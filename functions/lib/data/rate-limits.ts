import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { env } from '../env.js';
import { updateIf } from './conditions.js';
import { epochSeconds, keys, type Key } from './keys.js';

/**
 * Fixed-window attempt limits: at most `limit` attempts of one subject (a client address, a
 * user, a link and an address…) in a window of `windowMs` that opens at the subject's first
 * attempt; then refused until it closes. A subject's window is one item of the main table with
 * a TTL. An attempt is counted atomically BEFORE whatever it guards is checked (a conditional
 * ADD that refuses at the limit), so N parallel attempts can never get more than `limit`
 * checks; the read-then-write counter it replaces let a burst through.
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
  windowStart: number;
}

const table = () => env.mainTable();
const COUNT = { '#n': 'attempts' };

/** The window's start after a conditional update of its item, or undefined when the condition refused it. */
async function conditional(
  key: Key,
  update: Omit<UpdateCommandInput, 'TableName' | 'Key'>,
): Promise<number | undefined> {
  const item = await updateIf({ TableName: table(), Key: key, ReturnValues: 'ALL_NEW', ...update });
  return item && Number(item.windowStart);
}

/** One more attempt in the window that runs, if it has room. */
const countInWindow = (key: Key, rule: RateRule, now: number) =>
  conditional(key, {
    UpdateExpression: 'ADD #n :one',
    ConditionExpression: 'windowStart > :since AND #n < :limit',
    ExpressionAttributeNames: COUNT,
    ExpressionAttributeValues: { ':one': 1, ':since': now - rule.windowMs, ':limit': rule.limit },
  });

/** The first attempt of a new window, if none runs. */
const openWindow = (key: Key, rule: RateRule, now: number) =>
  conditional(key, {
    UpdateExpression: 'SET #n = :one, windowStart = :now, expiresAt = :ttl',
    ConditionExpression: 'attribute_not_exists(windowStart) OR windowStart <= :since',
    ExpressionAttributeNames: COUNT,
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': now,
      ':since': now - rule.windowMs,
      ':ttl': epochSeconds(now + rule.windowMs) + 60,
    },
  });

/**
 * Counts one attempt of `subject`. Answers the attempt, or undefined when its window already
 * holds `limit` attempts (nothing is counted then, and the caller refuses).
 */
export async function takeAttempt(rule: RateRule, subject: string, now: number): Promise<Attempt | undefined> {
  const key = keys.rateWindow(rule.name, subject);
  // Each step is one conditional write; when both fail, another request has just opened the window.
  const windowStart =
    (await countInWindow(key, rule, now)) ??
    (await openWindow(key, rule, now)) ??
    (await countInWindow(key, rule, now));
  return windowStart === undefined ? undefined : { key, windowStart };
}

/** Gives a counted attempt back to its window, if that window still runs (a success that must not count). */
export async function releaseAttempt(attempt: Attempt): Promise<void> {
  await conditional(attempt.key, {
    UpdateExpression: 'ADD #n :minus',
    ConditionExpression: 'windowStart = :start AND #n > :zero',
    ExpressionAttributeNames: COUNT,
    ExpressionAttributeValues: { ':minus': -1, ':zero': 0, ':start': attempt.windowStart },
  });
}
