import { describe, expect, it } from 'vitest';
import { ACT_SCHEMAS } from '../acts/registry.js';
import { ErrorCode } from '../errors/catalogue.js';
import { fieldErrors } from './issues.js';
import { isStrongPassword, normalizeAccount } from './plain-rules.js';

describe('password strength', () => {
  it.each([
    ['Abcdef1!x', true],
    ['Abcdef1!', false], // 8 characters: not longer than 8
    ['abcdefg1!x', false], // no uppercase
    ['ABCDEFG1!X', false], // no lowercase
    ['Abcdefgh!x', false], // no digit
    ['Abcdefgh1x', false], // no symbol
    [`Aa1!${'x'.repeat(60)}`, true], // 64 characters
  ])('%s → %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

describe('account normalization', () => {
  it('folds case and spaces so variants of one account meet', () => {
    expect(normalizeAccount('  Admin@Example.COM ')).toBe('admin@example.com');
    expect(normalizeAccount('138 0000-0000')).toBe('13800000000');
  });
});

describe('act schemas', () => {
  it('answers each broken field with its catalogue code', () => {
    const input = {
      mobile: '12',
      vcode: '',
      password: 'weak',
      name: '',
      company: 'x'.repeat(51),
      email: 'not-mail',
    };
    const result = ACT_SCHEMAS['v1/user/register_max'].safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.fromEntries(fieldErrors(result.error, input).map((e) => [e.path, e.code]))).toEqual({
      mobile: ErrorCode.MOBILE_INVALID,
      vcode: ErrorCode.VCODE_REQUIRED,
      password: ErrorCode.PASSWORD_WEAK,
      name: ErrorCode.NAME_INVALID,
      company: ErrorCode.COMPANY_INVALID,
      email: ErrorCode.EMAIL_INVALID,
    });
  });

  it('checks that the confirmation matches and the new password differs', () => {
    const mismatchInput = {
      old_password: 'Old#Pass2026',
      new_password: 'New#Pass2026',
      confirm_password: 'New#Pass2027',
    };
    const mismatch = ACT_SCHEMAS['v1/user/change_password'].safeParse(mismatchInput);
    expect(mismatch.success || fieldErrors(mismatch.error, mismatchInput)).toEqual([
      { path: 'confirm_password', code: ErrorCode.PASSWORD_CONFIRM_MISMATCH },
    ]);
    const sameInput = {
      old_password: 'Old#Pass2026',
      new_password: 'Old#Pass2026',
      confirm_password: 'Old#Pass2026',
    };
    const same = ACT_SCHEMAS['v1/user/change_password'].safeParse(sameInput);
    expect(same.success || fieldErrors(same.error, sameInput)).toEqual([
      { path: 'new_password', code: ErrorCode.PASSWORD_SAME_AS_OLD },
    ]);
  });

  it('reads a missing field without a rule code as incomplete parameters', () => {
    const result = ACT_SCHEMAS['v1/user/change_user_update_tip'].safeParse({});
    expect(result.success || fieldErrors(result.error, {})[0]?.code).toBe(ErrorCode.PARAMS_INCOMPLETE);
    const wrong = ACT_SCHEMAS['v1/user/change_user_update_tip'].safeParse({ update_tip: 'maybe' });
    expect(wrong.success || fieldErrors(wrong.error, { update_tip: 'maybe' })[0]?.code).toBe(ErrorCode.BODY_MALFORMED);
  });
});
