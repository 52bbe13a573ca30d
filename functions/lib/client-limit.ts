import { takeAttempt, type Attempt, type RateRule } from './data/rate-limits.js';
import { env } from './env.js';
import { addressBucket } from './net/coarse-client.js';

/** One attempt of a client address counted: refused past the rule's limit; an exempt address counts nothing. */
export type ClientAttempt = { refused: true } | { refused: false; attempt?: Attempt };

/**
 * Counts one attempt of the client at `address` under `rule`, atomically and before the work it
 * guards (data/rate-limits.ts). The subject is the address's bucket (an IPv4 /24, an IPv6 /48:
 * net/coarse-client.ts), so one client cannot step around the limit by changing addresses
 * within its network. Addresses of RATE_LIMIT_EXEMPT_ADDRESSES (the test suites' loopback) are
 * not counted. Shared by the HTTP acts' per-address limits and the WebSocket `$connect`.
 */
export async function takeClientAttempt(rule: RateRule, address: string, now: number): Promise<ClientAttempt> {
  if (env.rateLimitExemptAddresses().has(address)) return { refused: false };
  const attempt = await takeAttempt(rule, addressBucket(address), now);
  return attempt ? { refused: false, attempt } : { refused: true };
}
