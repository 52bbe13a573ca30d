import { randomBytes } from 'node:crypto';
import {
  ssoDomainRecord,
  txtRecordsProve,
  type SsoDomainRecord,
  type SsoDomainView,
} from '../../../shared/acts/sso.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import { takeAttempt, type RateRule } from '../../lib/data/rate-limits.js';
import {
  addSsoDomainTokens,
  getSsoDomainProof,
  getSsoSettings,
  proves,
  putSsoDomainProof,
  type SsoDomainProof,
  type SsoSettings,
} from '../../lib/data/sso.js';
import { env } from '../../lib/env.js';
import { DomainError, fail } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { inTenantScope } from '../../lib/tenant-credentials.js';
import { lookupTxt } from '../../lib/net/dns-txt.js';

/**
 * Proving an SSO e-mail domain (docs/sso.md#domain-ownership). Each domain a tenant lists has a
 * token of that tenant's; its owner publishes it in a TXT record, and the administrator's "Verify"
 * looks the record up. Only then does `/ssosaas` route the domain to the tenant, and no other
 * tenant can prove it while it does. Listing a domain holds nothing: a tenant that names somebody
 * else's domain blocks nobody.
 */

/** Lookups per tenant and domain: each costs a DNS query the caller chooses the name of. */
export const SSO_DOMAIN_VERIFY_RULE: RateRule = {
  name: 'sso-domain',
  limit: LIMITS.sso.domainVerifyAttempts,
  windowMs: LIMITS.sso.domainVerifyWindowMinutes * 60_000,
};

/** A verification token: 256 random bits as 64 hex digits (case-proof in any DNS console). */
function newDomainToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The tokens of a tenant's domains: a domain it listed before keeps its token (its published
 * record stays good); a new one, or one listed again after its removal, gets a new token.
 */
export function domainTokensFor(
  domains: readonly string[],
  previous: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  return Object.fromEntries(domains.map((domain) => [domain, previous?.[domain] ?? newDomainToken()]));
}

/** The settings with a token for every listed domain (settings saved before proofs get theirs now). */
export async function withDomainTokens(settings: SsoSettings | undefined): Promise<SsoSettings | undefined> {
  if (!settings) return undefined;
  const missing = settings.domains.filter((domain) => settings.domainTokens?.[domain] === undefined);
  if (missing.length === 0) return settings;
  return addSsoDomainTokens(settings, domainTokensFor(missing, undefined));
}

/** Each listed domain with its record and whether this tenant's proof of it routes it. */
export async function domainViews(settings: SsoSettings | undefined): Promise<SsoDomainView[]> {
  if (!settings) return [];
  const proofs = await Promise.all(settings.domains.map((domain) => getSsoDomainProof(domain)));
  return settings.domains.flatMap((domain, i) => {
    const token = settings.domainTokens?.[domain];
    if (token === undefined) return [];
    return [{ domain, verified: proves(settings, domain, proofs[i]), record: ssoDomainRecord(domain, token) }];
  });
}

/** No TXT record carries the token: the answer names the record the administrator must publish. */
class DomainNotProven extends DomainError {
  override readonly data: { record: SsoDomainRecord };
  constructor(record: SsoDomainRecord) {
    super(ErrorCode.SSO_DOMAIN_NOT_VERIFIED);
    this.data = { record };
  }
}

/**
 * Looks the domain's TXT record up and, when it carries the tenant's token, records the proof.
 * Answers `already` for a domain the tenant has proven (no lookup). Refuses a domain the tenant
 * does not list (`SSO_SETTINGS_INVALID`), one another tenant has proven (`SSO_CODE_TAKEN`), a
 * record that is missing or wrong (`SSO_DOMAIN_NOT_VERIFIED`), a lookup that failed or timed out
 * (`SSO_DNS_LOOKUP_FAILED`), and past `SSO_DOMAIN_VERIFY_RULE` (`REQUEST_DROPPED`).
 */
export async function proveSsoDomain(
  settings: SsoSettings,
  domain: string,
  now: number,
): Promise<'proven' | 'already'> {
  const tenantId = settings.tenantId;
  const token = settings.domainTokens?.[domain];
  if (!settings.domains.includes(domain) || token === undefined) fail('SSO_SETTINGS_INVALID');
  const current = await getSsoDomainProof(domain);
  if (proves(settings, domain, current)) return 'already';
  // Counted before anything is looked up, so parallel attempts cannot pass the limit.
  if (!(await takeAttempt(SSO_DOMAIN_VERIFY_RULE, `${tenantId}#${domain}`, now))) fail('REQUEST_DROPPED');
  if (current && current.tenantId !== tenantId && (await provenElsewhere(domain, current))) fail('SSO_CODE_TAKEN');
  const record = ssoDomainRecord(domain, token);
  const answer = await lookupTxt(record.name, { servers: env.ssoDnsServers(), timeoutMs: LIMITS.sso.dnsTimeoutMs });
  if (answer.kind === 'failed') {
    log('warn', 'sso domain lookup failed', { tenantId, domain, reason: answer.reason });
    fail('SSO_DNS_LOOKUP_FAILED');
  }
  if (answer.kind === 'none' || !txtRecordsProve(answer.records, token)) throw new DomainNotProven(record);
  // Replaces only what was read: no proof, an old claim, a stale proof, or this tenant's own.
  if (await putSsoDomainProof(domain, { tenantId, token, verifiedAt: now }, current)) return 'proven';
  // Changed meanwhile: another tenant won, unless it was this tenant's own parallel attempt.
  if (proves(settings, domain, await getSsoDomainProof(domain))) return 'already';
  return fail('SSO_CODE_TAKEN');
}

/** Whether the tenant of a proof item still routes the domain (it lists it with that token). */
async function provenElsewhere(domain: string, proof: SsoDomainProof): Promise<boolean> {
  // The other tenant's settings, read deliberately with that tenant's scoped clients.
  const settings = await inTenantScope(proof.tenantId, () => getSsoSettings(proof.tenantId));
  return settings !== undefined && proves(settings, domain, proof);
}

/** The settings of a tenant as `proveSsoDomain` needs them (every domain with its token). */
export async function domainSettingsOf(tenantId: string): Promise<SsoSettings> {
  return (await withDomainTokens(await getSsoSettings(tenantId))) ?? fail('SSO_NOT_CONFIGURED');
}
