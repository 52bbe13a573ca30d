import { describe, expect, it } from 'vitest';
import { ErrorCode, pickLanguage } from './catalogue.js';
import { errorText } from './texts.js';

describe('the error catalogue', () => {
  it('gives every code a distinct number, and a zh and an en text', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(errorText(code, 'zh')).toMatch(/[\u4e00-\u9fff]/);
      expect(errorText(code, 'en')).toMatch(/^[A-Z]/);
    }
  });

  it('keeps the code ranges of docs/errors.md', () => {
    const inRange = (code: number) => (code >= 50000000 && code <= 50031999) || (code >= 5002200 && code <= 5002352);
    expect(Object.values(ErrorCode).filter((code) => !inRange(code))).toEqual([]);
    expect(ErrorCode.LICENSE_EXPIRED).toBe(50001020);
    expect(ErrorCode.PASSWORD_EXPIRED).toBe(50001028);
    expect(ErrorCode.TENANT_INVALID).toBe(50000002);
    expect([ErrorCode.NOT_LOGGED_IN, ErrorCode.SESSION_EXPIRED]).toEqual([50000007, 50000008]);
  });

  it('chooses zh when the language includes zh, else en, and zh by default', () => {
    expect(pickLanguage('zh-CN,zh;q=0.9')).toBe('zh');
    expect(pickLanguage('en-US')).toBe('en');
    expect(pickLanguage(undefined)).toBe('zh');
  });
});
