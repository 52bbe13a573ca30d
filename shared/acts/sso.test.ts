import { describe, expect, it } from 'vitest';
import { parseSsoDomainRecord, ssoDomainRecord, ssoDomainVerifyArgs, txtRecordsProve } from './sso.js';

const token = 'ab'.repeat(32);

describe('the TXT record that proves an SSO e-mail domain', () => {
  it('is named under the domain and carries the token after a fixed prefix', () => {
    expect(ssoDomainRecord('example.com', token)).toEqual({
      type: 'TXT',
      name: '_wallboard-challenge.example.com',
      value: `wallboard-domain-verification=${token}`,
    });
  });

  it('reads the token back from the record it builds, and from what DNS consoles make of it', () => {
    const { value } = ssoDomainRecord('example.com', token);
    expect(parseSsoDomainRecord(value)).toBe(token);
    // DNS answers a long text as several strings: they are one record.
    expect(parseSsoDomainRecord([value.slice(0, 20), value.slice(20)])).toBe(token);
    expect(parseSsoDomainRecord(`  ${value}  `)).toBe(token);
    expect(parseSsoDomainRecord(`"${value}"`)).toBe(token);
    expect(parseSsoDomainRecord(`WALLBOARD-DOMAIN-VERIFICATION=${token.toUpperCase()}`)).toBe(token);
  });

  it('reads no token from other records or malformed ones', () => {
    for (const text of [
      '',
      'v=spf1 include:_spf.example.com ~all',
      token,
      'wallboard-domain-verification=',
      `wallboard-domain-verification=${token.slice(1)}`,
      `wallboard-domain-verification=${token}0`,
      `wallboard-domain-verification=${'zz'.repeat(32)}`,
      `google-site-verification=${token}`,
      `xwallboard-domain-verification=${token}`,
    ]) {
      expect({ text, token: parseSsoDomainRecord(text) }).toEqual({ text, token: undefined });
    }
  });

  it('is proven when any of the TXT records carries exactly this token', () => {
    const other = 'cd'.repeat(32);
    const records = [['v=spf1 -all'], [`wallboard-domain-verification=${other}`]];
    expect(txtRecordsProve(records, token)).toBe(false);
    expect(txtRecordsProve([...records, [`wallboard-domain-verification=${token}`]], token)).toBe(true);
    expect(txtRecordsProve([], token)).toBe(false);
  });

  it('is asked for by a domain the settings would accept', () => {
    expect(ssoDomainVerifyArgs.parse({ domain: ' Example.COM ' })).toEqual({ domain: 'example.com' });
    expect(ssoDomainVerifyArgs.safeParse({ domain: 'gmail.com' }).success).toBe(false);
    expect(ssoDomainVerifyArgs.safeParse({ domain: 'not a domain' }).success).toBe(false);
  });
});
