import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/catalogue.js';
import { errorText } from '../errors/texts.js';
import { firstErrorCode } from '../validation/issues.js';
import { linkShareAddArgs, sharePassword } from './link-share.js';

describe('the share password rule (one schema for the dialog and the handler)', () => {
  it('asks for at least six characters, with its own zh and en text', () => {
    const short = sharePassword.safeParse('12345');
    expect(short.success).toBe(false);
    if (short.success) return;
    const code = firstErrorCode(short.error);
    expect(code).toBe(ErrorCode.SHARE_PASSWORD_TOO_SHORT);
    expect(errorText(code, 'en')).toMatch(/at least 6 characters/);
    expect(errorText(code, 'zh')).toMatch(/6/);
    expect(sharePassword.safeParse('123456').success).toBe(true);
  });

  it('is the rule of link_share_add', () => {
    const checked = linkShareAddArgs.safeParse({ _id: 'a'.repeat(24), password: 'abc' });
    expect(checked.success ? undefined : firstErrorCode(checked.error)).toBe(ErrorCode.SHARE_PASSWORD_TOO_SHORT);
  });
});
