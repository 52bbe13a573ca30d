import type { ErrorName } from '../../shared/errors/catalogue.js';
import type { RequestInfo } from '../lib/act.js';
import { takeClientAttempt } from '../lib/client-limit.js';
import { takeAttempt, releaseAttempt, type Attempt, type RateRule } from '../lib/data/rate-limits.js';
import { fail } from '../lib/errors.js';

/**
 * Per-client-address limits of the public account acts, so nobody can walk through accounts
 * (or texts) from one place. A client is its address bucket (an IPv4 /24, an IPv6 /48), as for
 * share passwords. Per-account limits live with each act: the sign-in lockout (sign-in, password
 * changes), a code's five tries, a phone's one code a minute and ten an hour.
 */
const MINUTE = 60_000;
export const ACCOUNT_RATE_RULES = {
  /** Wrong passwords of sign-in and the password change without a session (right ones are given back). */
  signIn: { name: 'signin-addr', limit: 30, windowMs: 10 * MINUTE },
  /** Registrations tried (each also needs the phone's code). */
  register: { name: 'register-addr', limit: 10, windowMs: 60 * MINUTE },
  /** `exist` questions: the registration form asks twice per sign-up. */
  exist: { name: 'exist-addr', limit: 30, windowMs: 10 * MINUTE },
  /** `exist` for a signed-in caller, per user. */
  existSignedIn: { name: 'exist-user', limit: 60, windowMs: 10 * MINUTE },
  /** SMS codes sent: texts cost money (per phone: one a minute, ten an hour). */
  sms: { name: 'sms-addr', limit: 10, windowMs: 60 * MINUTE },
  /** Single sign-ons started (each stores a sign-in in flight for ten minutes). */
  ssoStart: { name: 'sso-addr', limit: 30, windowMs: 10 * MINUTE },
  /** Codes checked with `/api/check_vcode`. */
  checkVcode: { name: 'vcode-addr', limit: 20, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * Counts one attempt of the request's client under `rule` before the act does anything, and
 * refuses with `code` past the limit. Answers the attempt (to give back when it must not count),
 * or undefined for an exempt address (the local stack's loopback).
 */
export async function limitClient(
  rule: RateRule,
  request: RequestInfo,
  code: ErrorName = 'REQUEST_DROPPED',
): Promise<Attempt | undefined> {
  const taken = await takeClientAttempt(rule, request.sourceIp, request.now);
  if (taken.refused) fail(code);
  return taken.attempt;
}

/** Counts one attempt of a subject (a user) under `rule`; refuses with `code` past the limit. */
export async function limitSubject(
  rule: RateRule,
  subject: string,
  now: number,
  code: ErrorName = 'REQUEST_DROPPED',
): Promise<void> {
  if (!(await takeAttempt(rule, subject, now))) fail(code);
}

/** Runs `work` as one attempt of the client under `rule`, given back when it succeeds (only failures count). */
export async function countingFailures<T>(rule: RateRule, request: RequestInfo, work: () => Promise<T>): Promise<T> {
  const attempt = await limitClient(rule, request);
  const result = await work();
  if (attempt) await releaseAttempt(attempt);
  return result;
}
