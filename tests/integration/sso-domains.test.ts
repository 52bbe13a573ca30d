import { randomBytes } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import type { AuditEntry } from '../../shared/acts/audit.js';
import type { SsoDomainView, SsoSettingsView } from '../../shared/acts/sso.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { LIMITS } from '../../shared/limits.js';
import { callAs, registerUser, rpc, type Registered } from './helpers/client.js';
import { ssoSignIn, ssoStart } from './helpers/oidc-browser.js';
import { joinTenantOf } from './helpers/tenancy.js';
import { startTxtDns, txtDnsPort, type TxtDns } from './helpers/txt-dns.js';

/**
 * SSO e-mail domains route `/ssosaas` only once proven by a DNS TXT record (docs/sso.md#domain-ownership).
 * The stack's resolver asks the DNS server this file starts (SSO_DNS_SERVERS), whose records the
 * tests publish as a domain's owner would.
 */
let dns: TxtDns;
beforeAll(async () => {
  dns = await startTxtDns(txtDnsPort());
});
afterAll(async () => {
  await dns.stop();
});

const provider = () => ({
  issuer: String(process.env.DEMO_IDP_ISSUER),
  client_id: String(process.env.DEMO_IDP_CLIENT_ID),
  client_secret: String(process.env.DEMO_IDP_CLIENT_SECRET),
});
const unique = () => randomBytes(4).toString('hex');

async function saveDomains(owner: Registered, code: string, domains: string[]) {
  return callAs<SsoSettingsView>(owner, 'v2/admin/sso/save', { enabled: true, ...provider(), code, domains });
}

/** A workspace with the demo provider that lists `domain` (a fresh one by default). */
async function listingTenant(domain = `${unique()}.example`) {
  const owner = await registerUser({ company: 'Domain Co' });
  const code = `dom-${unique()}`;
  const saved = await saveDomains(owner, code, [domain]);
  expect(saved.code).toBe(200);
  return {
    owner,
    code,
    domain,
    get proof() {
      return proofOf(saved.msg, domain);
    },
  };
}

function proofOf(view: SsoSettingsView, domain: string): SsoDomainView {
  const proof = view.domain_proofs.find((p) => p.domain === domain);
  if (!proof) throw new Error(`no proof for ${domain} in ${JSON.stringify(view.domain_proofs)}`);
  return proof;
}

const verify = (owner: Registered, domain: string) =>
  callAs<SsoSettingsView>(owner, 'v2/admin/sso/domain_verify', { domain });
const startByEmail = (email: string) => ssoStart({ email, variant: 'saas' });
const publish = (proof: SsoDomainView) => dns.publish(proof.record.name, proof.record.value);

describe('proving an SSO e-mail domain by a DNS TXT record', () => {
  it('routes /ssosaas only once the record carrying the workspace’s token is found', async () => {
    const listed = await listingTenant();
    const { owner, domain } = listed;
    // Listed, not proven: the domain finds no workspace, as a domain nobody lists does.
    expect((await startByEmail(`bob@${domain}`)).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
    expect((await startByEmail(`bob@nobody-${unique()}.example`)).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
    const proof = listed.proof;
    expect(proof.verified).toBe(false);
    expect(proof.record).toEqual({
      type: 'TXT',
      name: `_wallboard-challenge.${domain}`,
      value: expect.stringMatching(/^wallboard-domain-verification=[0-9a-f]{64}$/),
    });

    publish(proof);
    const verified = await verify(owner, domain);
    expect(verified.code).toBe(200);
    expect(proofOf(verified.msg, domain)).toEqual({ ...proof, verified: true });
    expect(proofOf((await callAs<SsoSettingsView>(owner, 'v2/admin/sso/get')).msg, domain).verified).toBe(true);

    const signedIn = await ssoSignIn(
      { email: `bob@${domain}`, variant: 'saas' },
      `bob@${domain}`,
      'v1/user/saas_sso_login',
    );
    expect(signedIn.code).toBe(200);
    expect(signedIn.msg.corp[0]?._id).toBe(owner.login.corp[0]?._id);
    // Verifying again changes nothing and looks nothing up; the proof is on record once.
    expect((await verify(owner, domain)).code).toBe(200);
    const audit = await callAs<{ list: AuditEntry[] }>(owner, 'v2/admin/audit/list', { action: 'sso_settings' });
    expect(audit.msg.list.filter((e) => e.target === domain && e.detail === 'domain_verified')).toHaveLength(1);
    // Saving the settings again keeps the token, so the published record and the proof stay good.
    const again = await saveDomains(owner, verified.msg.code, [domain, `${unique()}.example`]);
    expect(proofOf(again.msg, domain)).toEqual({ ...proof, verified: true });
    expect((await startByEmail(`carol@${domain}`)).code).toBe(200);
  });

  it('refuses a missing or wrong record with the catalogue code, and a failing DNS with its own', async () => {
    const { owner, domain, proof } = await listingTenant();
    const missing = await verify(owner, domain);
    expect(missing.code).toBe(ErrorCode.SSO_DOMAIN_NOT_VERIFIED);
    // The answer names the record expected.
    expect(missing.body.data).toEqual({ record: proof.record });
    // Another token (another workspace's, an old one) proves nothing.
    dns.publish(proof.record.name, `wallboard-domain-verification=${'0'.repeat(64)}`);
    dns.publish(proof.record.name, 'v=spf1 -all');
    expect((await verify(owner, domain)).code).toBe(ErrorCode.SSO_DOMAIN_NOT_VERIFIED);
    // A record at the domain itself, not at the challenge name, proves nothing either.
    dns.publish(domain, proof.record.value);
    expect((await verify(owner, domain)).code).toBe(ErrorCode.SSO_DOMAIN_NOT_VERIFIED);
    // The DNS server fails: a clear answer, not a server error.
    dns.breakName(proof.record.name);
    expect((await verify(owner, domain)).code).toBe(ErrorCode.SSO_DNS_LOOKUP_FAILED);
    expect(proofOf((await callAs<SsoSettingsView>(owner, 'v2/admin/sso/get')).msg, domain).verified).toBe(false);
    expect((await startByEmail(`bob@${domain}`)).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
    // Only a domain the settings list, only by the administrator.
    expect((await verify(owner, `${unique()}.example`)).code).toBe(ErrorCode.SSO_SETTINGS_INVALID);
    expect((await verify(owner, 'gmail.com')).code).toBe(ErrorCode.SSO_SETTINGS_INVALID);
    const member = await joinTenantOf(owner, await registerUser());
    const asMember = await rpc('admin', 'v2/admin/sso/domain_verify', {
      auth: member.login.auth,
      corp_id: owner.login.corp[0]?._id,
      domain,
    });
    expect(asMember.code).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('the workspace that proves a domain wins: a listing blocks nobody, a proof cannot be taken', async () => {
    const squatter = await listingTenant();
    const domain = squatter.domain;
    // The real owner lists the same domain: the other listing does not block the save.
    const owner = await listingTenant(domain);
    expect(owner.proof.record.value).not.toBe(squatter.proof.record.value);
    publish(owner.proof);
    expect((await verify(owner.owner, domain)).code).toBe(200);
    // The other workspace's entry stays unverified, and even its own record cannot take the domain.
    publish(squatter.proof);
    expect((await verify(squatter.owner, domain)).code).toBe(ErrorCode.SSO_CODE_TAKEN);
    const seen = await callAs<SsoSettingsView>(squatter.owner, 'v2/admin/sso/get');
    expect(proofOf(seen.msg, domain).verified).toBe(false);
    const started = await ssoSignIn(
      { email: `eve@${domain}`, variant: 'saas' },
      `eve@${domain}`,
      'v1/user/saas_sso_login',
    );
    expect(started.code).toBe(200);
    expect(started.msg.corp[0]?._id).toBe(owner.owner.login.corp[0]?._id);
  });

  it('removing a domain un-routes it and frees it; listing it anew needs a new proof', async () => {
    const first = await listingTenant();
    const { domain } = first;
    publish(first.proof);
    expect((await verify(first.owner, domain)).code).toBe(200);
    expect((await startByEmail(`bob@${domain}`)).code).toBe(200);

    const removed = await saveDomains(first.owner, first.code, []);
    expect(removed.msg.domain_proofs).toEqual([]);
    expect((await startByEmail(`bob@${domain}`)).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
    // Listed again, it has a new token: the old record no longer proves it.
    const relisted = proofOf((await saveDomains(first.owner, first.code, [domain])).msg, domain);
    expect(relisted.verified).toBe(false);
    expect(relisted.record.value).not.toBe(first.proof.record.value);
    expect((await startByEmail(`bob@${domain}`)).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
    // The domain is free for a workspace that proves it.
    const next = await listingTenant(domain);
    publish(next.proof);
    expect((await verify(next.owner, domain)).code).toBe(200);
    expect((await verify(first.owner, domain)).code).toBe(ErrorCode.SSO_CODE_TAKEN);
  });

  it('a domain saved before proofs routes nothing and blocks nobody until a workspace proves it', async () => {
    const kept = `${unique()}.example`;
    const { owner, domain } = await listingTenant();
    expect(
      (await saveDomains(owner, (await callAs<SsoSettingsView>(owner, 'v2/admin/sso/get')).msg.code, [domain, kept]))
        .code,
    ).toBe(200);
    const tenantId = String(owner.login.corp[0]?._id);
    // What a save wrote before domains had to be proven: a lock per domain, and no tokens.
    await dynamo().send(
      new UpdateCommand({
        TableName: env.mainTable(),
        Key: keys.ssoSettings(tenantId),
        UpdateExpression: 'REMOVE domainTokens',
      }),
    );
    for (const d of [domain, kept]) {
      await dynamo().send(new PutCommand({ TableName: env.mainTable(), Item: { ...keys.ssoDomain(d), tenantId } }));
    }
    expect((await startByEmail(`bob@${domain}`)).code).toBe(ErrorCode.SSO_NOT_CONFIGURED);
    // The settings get their tokens when read; the domains wait for their records.
    const view = (await callAs<SsoSettingsView>(owner, 'v2/admin/sso/get')).msg;
    expect(view.domain_proofs.map((p) => [p.domain, p.verified])).toEqual([
      [domain, false],
      [kept, false],
    ]);
    // Another workspace proves the first domain; the old lock did not hold it.
    const other = await listingTenant(domain);
    publish(other.proof);
    expect((await verify(other.owner, domain)).code).toBe(200);
    expect((await startByEmail(`bob@${domain}`)).code).toBe(200);
    // The workspace proves its other domain over its own old lock.
    publish(proofOf(view, kept));
    expect((await verify(owner, kept)).code).toBe(200);
    const started = await startByEmail(`bob@${kept}`);
    expect(started.code).toBe(200);
  });

  it('limits the lookups per workspace and domain, counting each before it is made', async () => {
    const { owner, domain } = await listingTenant();
    const answers = await Promise.all(
      Array.from({ length: LIMITS.sso.domainVerifyAttempts + 3 }, () => verify(owner, domain)),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === ErrorCode.SSO_DOMAIN_NOT_VERIFIED)).toHaveLength(LIMITS.sso.domainVerifyAttempts);
    expect(codes.filter((c) => c === ErrorCode.REQUEST_DROPPED)).toHaveLength(3);
  });
});
