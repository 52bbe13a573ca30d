import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { errorText } from '../errors/texts.js';
import { fieldErrors, firstErrorCode } from '../validation/issues.js';
import { linkShareAddArgs, shareExpiry, sharePassword } from './link-share.js';

describe('the share password rule (one schema for the dialog and the handler)', () => {
  it('asks for at least six characters, with its own zh and en text', () => {
    const short = sharePassword.safeParse('12345');
    expect(short.success).toBe(false);
    if (short.success) return;
    const code = firstErrorCode(short.error, '12345');
    expect(code).toBe(ErrorCode.SHARE_PASSWORD_TOO_SHORT);
    expect(errorText(code, 'en')).toMatch(/at least 6 characters/);
    expect(errorText(code, 'zh')).toMatch(/6/);
    expect(sharePassword.safeParse('123456').success).toBe(true);
  });

  it('is the rule of link_share_add', () => {
    const input = { _id: 'a'.repeat(24), password: 'abc' };
    const checked = linkShareAddArgs.safeParse(input);
    expect(checked.success ? undefined : firstErrorCode(checked.error, input)).toBe(ErrorCode.SHARE_PASSWORD_TOO_SHORT);
  });
});

describe('the share expiry rule', () => {
  it('refuses a time not later than now with its own field code and zh and en text', () => {
    const input = { _id: 'a'.repeat(24), expires_at: Date.now() - 60_000 };
    const checked = linkShareAddArgs.safeParse(input);
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(fieldErrors(checked.error, input)).toEqual([{ path: 'expires_at', code: ErrorCode.SHARE_EXPIRY_PAST }]);
    expect(errorText(ErrorCode.SHARE_EXPIRY_PAST, 'en')).toBe('The expiry must be later than now');
    expect(errorText(ErrorCode.SHARE_EXPIRY_PAST, 'zh')).toBe('有效期须晚于当前时间');
  });

  it('takes a later time, or none', () => {
    expect(shareExpiry.safeParse(Date.now() + 60_000).success).toBe(true);
    expect(linkShareAddArgs.safeParse({ _id: 'a'.repeat(24), expires_at: null }).success).toBe(true);
  });
});
