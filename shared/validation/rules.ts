import * as z from 'zod/mini';
import { ErrorCode, type ErrorCodeValue } from '../errors/catalogue.js';
import { LIMITS } from '../limits.js';
import { codeMessage } from './messages.js';
import { isStrongPassword, MOBILE, normalizeMobile } from './plain-rules.js';

/**
 * Field rules (docs/limits.md#validation-rules). A rule's message is the catalogue code it fails with
 * (`codeMessage`, shared/validation/messages.ts), so the handler answers that code and a client form
 * shows its text in the user's language.
 */
export { codeMessage };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const mobileRule = z.pipe(
  z.pipe(z.string(codeMessage(ErrorCode.MOBILE_INVALID)), z.transform(normalizeMobile)),
  z.string().check(z.regex(MOBILE, codeMessage(ErrorCode.MOBILE_INVALID))),
);

export const emailRule = z
  .string(codeMessage(ErrorCode.EMAIL_INVALID))
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, codeMessage(ErrorCode.EMAIL_INVALID)),
    z.regex(EMAIL, codeMessage(ErrorCode.EMAIL_INVALID)),
  );

export const vcodeRule = z
  .string(codeMessage(ErrorCode.VCODE_REQUIRED))
  .check(
    z.trim(),
    z.minLength(1, codeMessage(ErrorCode.VCODE_REQUIRED)),
    z.regex(/^\d{6}$/, codeMessage(ErrorCode.VCODE_WRONG)),
  );

export const newPasswordRule = z
  .string(codeMessage(ErrorCode.PASSWORD_REQUIRED))
  .check(
    z.minLength(1, codeMessage(ErrorCode.PASSWORD_REQUIRED)),
    z.refine(isStrongPassword, codeMessage(ErrorCode.PASSWORD_WEAK)),
  );

export const passwordRule = z
  .string(codeMessage(ErrorCode.PASSWORD_REQUIRED))
  .check(
    z.minLength(1, codeMessage(ErrorCode.PASSWORD_REQUIRED)),
    z.maxLength(LIMITS.passwordMaxLength, codeMessage(ErrorCode.CREDENTIALS_WRONG)),
  );

/** Names: required, at most 50 characters (docs/limits.md#names-and-fields). */
export const nameRule = (code: ErrorCodeValue = ErrorCode.NAME_INVALID) =>
  z
    .string(codeMessage(code))
    .check(z.trim(), z.minLength(1, codeMessage(code)), z.maxLength(LIMITS.nameMaxLength, codeMessage(code)));
