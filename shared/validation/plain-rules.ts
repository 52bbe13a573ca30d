import { LIMITS } from '../limits.js';

/**
 * The rules that need no schema library: how accounts and mobiles are written before they are
 * checked or looked up, and what a strong password is. The schema rules (rules.ts) build on them;
 * a page that only normalizes or rates a password does not load the schema library.
 */
export const MOBILE = /^\+?[1-9]\d{6,14}$/;

export function normalizeMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Lower-cased, trimmed: account names, emails and mobiles are found whatever their case. */
export function normalizeAccount(value: string): string {
  const trimmed = value.trim().toLowerCase();
  return MOBILE.test(normalizeMobile(trimmed)) ? normalizeMobile(trimmed) : trimmed;
}

/** Longer than 8 characters with uppercase, lowercase, digits and special symbols (docs/limits.md#validation-rules). */
export function isStrongPassword(value: string): boolean {
  return (
    value.length > LIMITS.passwordMinLengthExclusive &&
    value.length <= LIMITS.passwordMaxLength &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}
