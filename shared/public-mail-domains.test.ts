import { describe, expect, it } from 'vitest';
import { isPublicMailDomain } from './public-mail-domains.js';

describe('public mail domains', () => {
  it('refuses a public domain and its subdomains, not a company domain that merely ends alike', () => {
    expect(isPublicMailDomain('gmail.com')).toBe(true);
    expect(isPublicMailDomain('mail.163.com')).toBe(true);
    expect(isPublicMailDomain('qq.com')).toBe(true);
    expect(isPublicMailDomain('example.com')).toBe(false);
    expect(isPublicMailDomain('notgmail.com')).toBe(false);
    expect(isPublicMailDomain('com')).toBe(false);
  });
});
