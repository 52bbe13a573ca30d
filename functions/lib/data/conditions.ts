import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  PutCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamo } from '../clients.js';

/**
 * Conditional writes that recognise their own earlier success.
 *
 * On AWS a write can land while its answer is lost (a reset, a 500 after the commit); the SDK
 * then sends it again, and a write whose condition depends on what it changes (an item that must
 * not exist yet, a revision it moves on, a counter under a cap) is refused by its own first
 * attempt. So every put and update here stores a write token in the item (`WRITE_TOKEN`), adds
 * "the item does not carry this token yet" to its condition, and asks DynamoDB for the item when
 * the condition fails (`ReturnValuesOnConditionCheckFailure`): an item that carries the token is
 * this write's own success, answered as such. The token is random per call, or derived from a
 * client's request id (`requestToken`), which makes a user's retry of a whole act replay-safe too.
 * A delete leaves no item to carry a token: a refused delete that the SDK had sent before, finding
 * no item, is its own earlier success.
 */
export const WRITE_TOKEN = 'wt';

/** A token of 128 random bits for one write. */
function freshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** True when a write was refused by its condition expression. */
function isConditionFailure(error: unknown): error is ConditionalCheckFailedException {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error instanceof Error && error.name === 'ConditionalCheckFailedException')
  );
}

/** The SDK's attempts behind a failure (1 when it was the first send). */
function attemptsOf(error: unknown): number {
  const metadata = (error as { $metadata?: { attempts?: number } }).$metadata;
  return metadata?.attempts ?? 1;
}

/** True when an item a condition failure answered (marshalled or not) carries `token`. */
export function writtenWith(item: unknown, token: string): boolean {
  return tokenIn(item) === token;
}

/** The token stored in an item the condition failure answered (marshalled or not). */
function tokenIn(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const value = (item as Record<string, unknown>)[WRITE_TOKEN];
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { S?: unknown }).S === 'string')
    return (value as { S: string }).S;
  return undefined;
}

/** An item as the document client reads it, without the write token. */
function withoutToken(item: Record<string, unknown>): Record<string, unknown> {
  const { [WRITE_TOKEN]: _token, ...rest } = item;
  return rest;
}

/** The item a refused write found, unmarshalled (the document client leaves errors marshalled). */
function foundItem(error: ConditionalCheckFailedException): Record<string, unknown> | undefined {
  return error.Item ? unmarshall(error.Item) : undefined;
}

/** Options of a replay-safe write. */
export interface WriteOptions {
  /** The token to store (a client's request id made a token by `requestToken`); random if unset. */
  token?: string;
}

const TOKEN_NAME = '#wt';
const TOKEN_VALUE = ':wt';
const NOT_YET_WRITTEN = `(attribute_not_exists(${TOKEN_NAME}) OR ${TOKEN_NAME} <> ${TOKEN_VALUE})`;

/** `SET #wt = :wt` merged into an update expression (its SET clause, or a new one). */
function setToken(expression: string | undefined): string {
  const assignment = `${TOKEN_NAME} = ${TOKEN_VALUE}`;
  if (!expression) return `SET ${assignment}`;
  const set = /(^|\s)SET\s/i.exec(expression);
  if (!set) return `SET ${assignment} ${expression}`;
  const at = set.index + set[0].length;
  return `${expression.slice(0, at)}${assignment}, ${expression.slice(at)}`;
}

/**
 * An update its condition may refuse: the attributes it returned (`{}` when it asked for none),
 * or undefined when the condition refused it. A replay of this very update answers the item as
 * it stands (which holds what was asked, `ALL_NEW` or `UPDATED_NEW`). Every other failure is thrown.
 */
export async function updateIf(
  input: UpdateCommandInput,
  options: WriteOptions = {},
): Promise<Record<string, unknown> | undefined> {
  const token = options.token ?? freshToken();
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        ...input,
        UpdateExpression: setToken(input.UpdateExpression),
        ConditionExpression: input.ConditionExpression
          ? `(${input.ConditionExpression}) AND ${NOT_YET_WRITTEN}`
          : NOT_YET_WRITTEN,
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, [TOKEN_NAME]: WRITE_TOKEN },
        ExpressionAttributeValues: { ...input.ExpressionAttributeValues, [TOKEN_VALUE]: token },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return out.Attributes ? withoutToken(out.Attributes) : {};
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (tokenIn(error.Item) !== token) return undefined;
    const item = foundItem(error);
    return input.ReturnValues && input.ReturnValues !== 'NONE' && item ? withoutToken(item) : {};
  }
}

/** A put its condition may refuse: false when it did; a replay of this very put is true. */
export async function putIf(input: PutCommandInput, options: WriteOptions = {}): Promise<boolean> {
  const token = options.token ?? freshToken();
  try {
    await dynamo().send(
      new PutCommand({
        ...input,
        Item: { ...input.Item, [WRITE_TOKEN]: token },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return tokenIn(error.Item) === token;
  }
}

/**
 * A delete its condition may refuse: false when it did. A refused delete the SDK had sent before
 * that finds no item has removed it itself, and is true.
 */
export async function deleteIf(input: DeleteCommandInput): Promise<boolean> {
  try {
    await dynamo().send(new DeleteCommand({ ...input, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }));
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return attemptsOf(error) > 1 && !error.Item;
  }
}

/**
 * A delete its condition may refuse, answering the item it removed (ReturnValues ALL_OLD), or
 * undefined when the condition refused it: one call that takes an item exactly once. A take
 * whose first attempt landed unseen answers undefined too: what it took is gone with the answer.
 */
export async function takeIf(input: DeleteCommandInput): Promise<Record<string, unknown> | undefined> {
  try {
    const out = await dynamo().send(new DeleteCommand({ ...input, ReturnValues: 'ALL_OLD' }));
    return out.Attributes ? withoutToken(out.Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
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
