import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';
import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { failedTransactionItems, isTransactionCancelled, WRITE_TOKEN, writtenWith } from './conditions.js';

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

const CONFLICT_RETRIES = 4;

/** The items with `token` stored in each put, and the refused items' values asked for. */
function tokened(items: TransactItems, token: string): TransactItems {
  return items.map((item) =>
    item.Put
      ? {
          Put: {
            ...item.Put,
            Item: { ...item.Put.Item, [WRITE_TOKEN]: token },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        }
      : item,
  );
}

/**
 * Writes items all-or-nothing. Answers the indexes of the items whose condition failed
 * (empty when it committed). A transaction that merely collided with another one is tried
 * again, so callers see only real condition failures.
 *
 * A replay by the SDK is answered by DynamoDB itself (the SDK sends one ClientRequestToken with
 * every attempt). With `token` (a client's idempotency key made a token), each put stores it, and a
 * later transaction whose refused puts all found it had committed before: it answers as committed.
 */
export async function transact(items: TransactItems, options: { token?: string } = {}): Promise<number[]> {
  const token = options.token;
  const sent = token ? tokened(items, token) : items;
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: sent }));
      return [];
    } catch (error) {
      const failed = failedTransactionItems(error);
      if (
        failed.length > 0 &&
        token &&
        failed.every((index) => sent[index]?.Put && refusedItemHas(error, index, token))
      )
        return [];
      if (failed.length > 0) return failed;
      if (!isTransactionCancelled(error) || attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt + Math.random() * 20));
    }
  }
}

/** True when the item refused at `index` carries `token`. */
function refusedItemHas(error: unknown, index: number, token: string): boolean {
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  return writtenWith(reasons[index]?.Item, token);
}
