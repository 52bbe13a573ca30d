import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';
import { failedTransactionItems, isTransactionCancelled } from './conditions.js';

export type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

const CONFLICT_RETRIES = 4;

/**
 * Writes items all-or-nothing. Answers the indexes of the items whose condition failed
 * (empty when it committed). A transaction that merely collided with another one is tried
 * again, so callers see only real condition failures.
 */
export async function transact(items: TransactItems): Promise<number[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return [];
    } catch (error) {
      const failed = failedTransactionItems(error);
      if (failed.length > 0) return failed;
      if (!isTransactionCancelled(error) || attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((r) => setTimeout(r, 20 * 2 ** attempt + Math.random() * 20));
    }
  }
}
