import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** True when a write was refused by its condition expression. */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error instanceof Error && error.name === 'ConditionalCheckFailedException')
  );
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
