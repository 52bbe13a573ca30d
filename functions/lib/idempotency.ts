import { createHash } from 'node:crypto';
import type { Caller, RequestInfo } from './act.js';
import { newId } from './crypto/tokens.js';

/**
 * Ids of what an act creates, made replay-safe by the client's idempotency key.
 *
 * Without a key an act creates under fresh random ids. With one, each thing it creates gets an
 * id derived from the caller's tenant and user, the act, the key and the thing's place in the act:
 * a retry of the same act (after a 500, a lost answer) names the same ids, so what the first try
 * created is found and answered instead of made twice. Another caller, or another act, cannot
 * land on these ids: the derivation includes who asks and what for.
 */
export function createdId(request: RequestInfo, caller: Caller, act: string, part: string): string {
  if (!request.idempotencyKey) return newId();
  return createHash('sha256')
    .update([caller.tenantId, caller.userId, act, request.idempotencyKey, part].join('\u0000'))
    .digest('hex')
    .slice(0, 24);
}

/** The ids an act hands out to what it creates, by their place in the act (`screen`, `screen:2`). */
export type NewIds = (part: string) => string;

/** Fresh random ids: an act without an idempotency key, and the domain core's default. */
export const randomIds: NewIds = () => newId();

/** The ids of one act of one request (`createdId` for each part). */
export function idsOf(request: RequestInfo, caller: Caller, act: string): NewIds {
  return (part) => createdId(request, caller, act, part);
}
