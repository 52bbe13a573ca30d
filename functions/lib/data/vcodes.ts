import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../clients.js';
import { env } from '../env.js';
import { deleteIf, putIf, updateIf } from './conditions.js';
import { readItemIf } from './items.js';
import { keys } from './keys.js';

/** A verification code sent to a phone, stored hashed, with its send-rate window. */
const vcodeItem = z
  .object({
    codeHash: z.string(),
    /** When the code stops working, epoch ms. */
    codeExpiresAt: z.number(),
    /** TTL (epoch seconds): kept until both the code and the hour's send window are over. */
    expiresAt: z.number(),
    tries: z.number(),
    sentAt: z.number(),
    hourStart: z.number(),
    hourCount: z.number(),
  })
  .describe('verification code');
export type VcodeRecord = z.infer<typeof vcodeItem>;

const table = () => env.mainTable();

export async function getVcode(purpose: string, mobile: string): Promise<VcodeRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.vcode(purpose, mobile), ConsistentRead: true }),
  );
  return readItemIf(vcodeItem, out.Item);
}

/** Stores a new code only if nobody else sent one since `previousSentAt`; false when raced. */
export async function putVcode(
  purpose: string,
  mobile: string,
  record: VcodeRecord,
  previousSentAt: number | undefined,
): Promise<boolean> {
  return putIf({
    TableName: table(),
    Item: { ...record, ...keys.vcode(purpose, mobile) },
    ConditionExpression: previousSentAt === undefined ? 'attribute_not_exists(pk)' : 'sentAt = :prev',
    ExpressionAttributeValues: previousSentAt === undefined ? undefined : { ':prev': previousSentAt },
  });
}

/**
 * Takes one try of a live code before it is compared, refusing past the limit: one conditional
 * write, so a burst of guesses gets at most `maxTries` comparisons. Answers the tries taken so
 * far (this one included), or undefined when none is left (or the code is gone or dead).
 */
export async function takeVcodeTry(
  purpose: string,
  mobile: string,
  maxTries: number,
  now: number,
): Promise<number | undefined> {
  const updated = await updateIf({
    TableName: table(),
    Key: keys.vcode(purpose, mobile),
    UpdateExpression: 'ADD tries :one',
    ConditionExpression: 'attribute_exists(pk) AND tries < :max AND codeExpiresAt > :now',
    ExpressionAttributeValues: { ':one': 1, ':max': maxTries, ':now': now },
    ReturnValues: 'UPDATED_NEW',
  });
  if (!updated) return undefined;
  return typeof updated.tries === 'number' ? updated.tries : maxTries;
}

/** Gives a try back: the code was right, so the try was no guess. */
export async function giveBackVcodeTry(purpose: string, mobile: string): Promise<void> {
  await updateIf({
    TableName: table(),
    Key: keys.vcode(purpose, mobile),
    UpdateExpression: 'ADD tries :minusOne',
    ConditionExpression: 'attribute_exists(pk) AND tries > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  });
}

/** The transaction item that uses a code up: it must still be the same, live and under the try limit. */
export function consumeVcodeItem(purpose: string, mobile: string, codeHash: string, maxTries: number, now: number) {
  return {
    Delete: {
      TableName: table(),
      Key: keys.vcode(purpose, mobile),
      ConditionExpression: 'codeHash = :h AND tries < :max AND codeExpiresAt > :now',
      ExpressionAttributeValues: { ':h': codeHash, ':max': maxTries, ':now': now },
    },
  };
}

/** Uses a code up on its own (outside a transaction): when the act it was checked for refuses after all. */
export async function useUpVcode(item: ReturnType<typeof consumeVcodeItem>): Promise<void> {
  await deleteIf(item.Delete);
}
