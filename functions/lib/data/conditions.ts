import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  PutCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients.js';

/** True when a write was refused by its condition expression. */
function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error instanceof Error && error.name === 'ConditionalCheckFailedException')
  );
}

/** What a write answers, or undefined when its condition refused it. Every other failure is thrown. */
async function unlessRefused<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * An update its condition may refuse: the attributes it returned (`{}` when it asked for none),
 * or undefined when the condition refused it. Every other failure is thrown.
 */
export async function updateIf(input: UpdateCommandInput): Promise<Record<string, unknown> | undefined> {
  const out = await unlessRefused(dynamo().send(new UpdateCommand(input)));
  return out && (out.Attributes ?? {});
}

/** A put its condition may refuse: false when it did. Every other failure is thrown. */
export async function putIf(input: PutCommandInput): Promise<boolean> {
  return (await unlessRefused(dynamo().send(new PutCommand(input)))) !== undefined;
}

/** A delete its condition may refuse: false when it did. Every other failure is thrown. */
export async function deleteIf(input: DeleteCommandInput): Promise<boolean> {
  return (await unlessRefused(dynamo().send(new DeleteCommand(input)))) !== undefined;
}

/**
 * A delete its condition may refuse, answering the item it removed (ReturnValues ALL_OLD), or
 * undefined when the condition refused it: one call that takes an item exactly once.
 */
export async function takeIf(input: DeleteCommandInput): Promise<Record<string, unknown> | undefined> {
  const out = await unlessRefused(dynamo().send(new DeleteCommand({ ...input, ReturnValues: 'ALL_OLD' })));
  return out?.Attributes;
}

/** Indexes of the transaction items whose condition failed (empty when it failed otherwise). */
export function failedTransactionItems(error: unknown): number[] {
  if (
    !(error instanceof TransactionCanceledException) &&
    !(error instanceof Error && error.name === 'TransactionCanceledException')
  ) {
    return [];
  }
  const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
}

export function isTransactionCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === 'TransactionCanceledException';
}
