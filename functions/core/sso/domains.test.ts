import { describe, expect, it } from 'vitest';
import { proves, type SsoSettings } from '../../lib/data/sso.js';
import { domainTokensFor } from './domains.js';

const settings = (over: Partial<SsoSettings> = {}): SsoSettings => ({
  tenantId: 't1',
  enabled: true,
  issuer: 'https://idp.example.com',
  clientId: 'wallboard',
  code: 'acme',
  domains: ['acme.example'],
  domainTokens: { 'acme.example': 'a'.repeat(64) },
  enforce: false,
  defaultRole: 'member',
  updatedAt: 0,
  ...over,
});

describe('domain verification tokens', () => {
  it('keeps the token of a domain listed before and gives a new domain a new 256-bit token', () => {
    const before = { 'kept.example': 'f'.repeat(64), 'dropped.example': 'e'.repeat(64) };
    const tokens = domainTokensFor(['kept.example', 'new.example', 'other.example'], before);
    expect(Object.keys(tokens)).toEqual(['kept.example', 'new.example', 'other.example']);
    expect(tokens['kept.example']).toBe(before['kept.example']);
    expect(tokens['new.example']).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens['other.example']).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens['new.example']).not.toBe(tokens['other.example']);
    // A domain removed and listed again needs a new proof.
    expect(domainTokensFor(['dropped.example'], {})['dropped.example']).not.toBe(before['dropped.example']);
  });
});

describe('which proof routes a domain', () => {
  const proof = { tenantId: 't1', token: 'a'.repeat(64), verifiedAt: 1 };

  it('is the tenant’s own, with the token it still lists the domain with', () => {
    expect(proves(settings(), 'acme.example', proof)).toBe(true);
  });

  it('is nothing for a claim, a removed domain, a changed token or another tenant', () => {
    expect(proves(settings(), 'acme.example', undefined)).toBe(false);
    expect(proves(settings(), 'acme.example', { tenantId: 't1' })).toBe(false);
    expect(proves(settings({ domains: [] }), 'acme.example', proof)).toBe(false);
    expect(proves(settings({ domainTokens: { 'acme.example': 'b'.repeat(64) } }), 'acme.example', proof)).toBe(false);
    expect(proves(settings({ domainTokens: undefined }), 'acme.example', proof)).toBe(false);
    expect(proves(settings(), 'acme.example', { ...proof, tenantId: 't2' })).toBe(false);
  });
});
