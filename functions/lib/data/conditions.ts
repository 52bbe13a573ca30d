import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';

/** True when a write was refused by its condition expression. */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error instanceof Error && error.name === 'ConditionalCheckFailedException')
  );
}

/**
 * An update its condition may refuse: the attributes it returned (`{}` when it asked for none),
 * or undefined when the condition refused it. Every other failure is thrown.
 */
export async function updateIf(input: UpdateCommandInput): Promise<Record<string, unknown> | undefined> {
  try {
    const out = await dynamo().send(new UpdateCommand(input));
    return out.Attributes ?? {};
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Indexes of the transaction items whose condition failed (empty when it failed otherwise). */
export function failedTransactionItems(error: unknown): number[] {
  if (!(error instanceof TransactionCanceledException) && !(error instanceof Error && error.name === 'TransactionCanceledException')) {
    return [];
  }
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

export function isTransactionCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}
