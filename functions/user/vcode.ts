import type { VcodePurpose } from '../../shared/acts/user.js';
import { LIMITS } from '../../shared/limits.js';
import { randomDigits, sameHash, sha256 } from '../lib/crypto/tokens.js';
import type { RequestInfo } from '../lib/act.js';
import { consumeVcodeItem, getVcode, giveBackVcodeTry, putVcode, takeVcodeTry } from '../lib/data/vcodes.js';
import { epochSeconds } from '../lib/data/keys.js';
import { fail } from '../lib/errors.js';
import { smsSender } from '../lib/sms/sender.js';
import { ACCOUNT_RATE_RULES, limitClient } from './throttle.js';

const { vcode: RULE } = LIMITS;
const HOUR_MS = 3_600_000;

const hashCode = (purpose: string, mobile: string, code: string) => sha256(`${purpose}:${mobile}:${code}`);

/**
 * Sends a 6-digit code from a CSPRNG: at most one a minute and ten an hour per phone, ten an
 * hour per client address. A code lives 10 minutes; sending again replaces it. The answer is the
 * same whether or not the phone has an account (it used to say MOBILE_REGISTERED): the act that
 * uses the code tells its owner, after the code is checked.
 */
export async function sendVcode(
  mobile: string,
  purpose: VcodePurpose,
  request: RequestInfo,
): Promise<{ resend_after: number }> {
  const { now } = request;
  await limitClient(ACCOUNT_RATE_RULES.sms, request, 'VCODE_THROTTLED');
  const previous = await getVcode(purpose, mobile);
  if (previous && now - previous.sentAt < RULE.resendSeconds * 1000) fail('VCODE_THROTTLED');
  const sameHour = previous !== undefined && now - previous.hourStart < HOUR_MS;
  const hourCount = sameHour ? previous.hourCount + 1 : 1;
  if (hourCount > RULE.maxPerHour) fail('VCODE_THROTTLED');
  const hourStart = sameHour ? previous.hourStart : now;
  const code = randomDigits(RULE.digits);
  const codeExpiresAt = now + RULE.ttlMinutes * 60_000;
  const stored = await putVcode(
    purpose,
    mobile,
    {
      codeHash: hashCode(purpose, mobile, code),
      codeExpiresAt,
      expiresAt: epochSeconds(Math.max(codeExpiresAt, hourStart + HOUR_MS)),
      tries: 0,
      sentAt: now,
      hourStart,
      hourCount,
    },
    previous?.sentAt,
  );
  if (!stored) fail('VCODE_THROTTLED');
  try {
    await smsSender().send({ mobile, code, purpose });
  } catch {
    fail('VCODE_SEND_FAILED');
  }
  return { resend_after: RULE.resendSeconds };
}

/**
 * Checks a code: the try is taken (one atomic conditional write) before the code is compared,
 * so parallel guesses get at most five comparisons; a right code gives its try back, a wrong one
 * keeps it (dead after five). Answers the transaction item that uses the code up, for the act
 * to commit together with its own writes (single use).
 */
export async function checkVcode(mobile: string, purpose: VcodePurpose, code: string, now: number) {
  const record = await getVcode(purpose, mobile);
  if (!record || record.codeExpiresAt <= now) fail('VCODE_EXPIRED');
  const taken = await takeVcodeTry(purpose, mobile, RULE.maxTries, now);
  if (taken === undefined) fail('VCODE_TOO_MANY_TRIES');
  const hash = hashCode(purpose, mobile, code);
  if (!sameHash(hash, record.codeHash)) fail(taken >= RULE.maxTries ? 'VCODE_TOO_MANY_TRIES' : 'VCODE_WRONG');
  await giveBackVcodeTry(purpose, mobile);
  return consumeVcodeItem(purpose, mobile, hash, RULE.maxTries, now);
}
