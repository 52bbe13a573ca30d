import { describe, expect, it } from 'vitest';
import { ErrorCode, LANGUAGE_HEADERS, pickLanguage, requestLanguage } from './catalogue.js';
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

  it('chooses zh for zh and its subtags, en for another language, and zh by default', () => {
    expect(pickLanguage('zh-CN,zh;q=0.9')).toBe('zh');
    expect(pickLanguage('zh_TW')).toBe('zh');
    expect(pickLanguage('en-US')).toBe('en');
    expect(pickLanguage('ja')).toBe('en');
    expect(pickLanguage(undefined)).toBe('zh');
    expect(pickLanguage('')).toBe('zh');
  });

  it('reads an Accept-Language list by its weights', () => {
    expect(pickLanguage('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(pickLanguage('en;q=0.5, zh-CN')).toBe('zh');
    expect(pickLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('en');
    // Equal weights: the first one listed.
    expect(pickLanguage('zh;q=0.8,en;q=0.8')).toBe('zh');
    // q=0 means "not this one"; `*` and malformed weights name no language.
    expect(pickLanguage('en;q=0,zh;q=0.1')).toBe('zh');
    expect(pickLanguage('zh;q=0, en;Q=0.3')).toBe('en');
    expect(pickLanguage('*')).toBe('zh');
    expect(pickLanguage('en;q=2, zh;q=abc')).toBe('zh');
  });

  it('reads the language headers in order: language, user-language, Accept-Language, else zh', () => {
    const headers =
      (values: Partial<Record<(typeof LANGUAGE_HEADERS)[number], string>>) =>
      (name: (typeof LANGUAGE_HEADERS)[number]) =>
        values[name];
    expect(requestLanguage(headers({ 'accept-language': 'en-US,en;q=0.9' }))).toBe('en');
    expect(requestLanguage(headers({ language: 'zh', 'accept-language': 'en-US' }))).toBe('zh');
    expect(requestLanguage(headers({ 'user-language': 'en', 'accept-language': 'zh-CN' }))).toBe('en');
    expect(requestLanguage(headers({ language: ' ', 'accept-language': 'en' }))).toBe('en');
    expect(requestLanguage(headers({}))).toBe('zh');
  });
});
