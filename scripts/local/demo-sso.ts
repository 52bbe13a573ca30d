import { SSO_SECRET_OWNER } from '../../functions/core/sso/provider.js';
import { sealSecrets } from '../../functions/lib/crypto/secret-box.js';
import { domainTokensFor } from '../../functions/core/sso/domains.js';
import { getSsoDomainProof, getSsoSettings, putSsoDomainProof, saveSsoSettings } from '../../functions/lib/data/sso.js';
import { findUserIdByLogin, getUser } from '../../functions/lib/data/users.js';
import type { DemoIdp } from './demo-idp.js';
import { DEMO_ADMIN } from './seed.js';

/** The demo workspace's code at `/sso`, and the e-mail domain `/ssosaas` finds it by. */
export const DEMO_SSO = { code: 'demo', domain: 'sso.wallboard.test' };

/**
 * Points the demo tenant's single sign-on at this start's demo provider (its port and secret are
 * new each start). Not enforced: the demo administrator keeps signing in with a password.
 */
export async function seedDemoSso(idp: DemoIdp): Promise<void> {
  const adminId = await findUserIdByLogin(DEMO_ADMIN.account);
  const tenantId = adminId ? (await getUser(adminId))?.corps[0]?.id : undefined;
  if (!tenantId) return;
  const previous = await getSsoSettings(tenantId);
  const secret = await sealSecrets(
    { password: idp.clientSecret, keyPem: '' },
    { tenantId, connectionId: SSO_SECRET_OWNER },
  );
  const domains = previous?.domains ?? [DEMO_SSO.domain];
  const settings = {
    tenantId,
    enabled: true,
    issuer: idp.issuer,
    clientId: idp.clientId,
    secret,
    code: previous?.code ?? DEMO_SSO.code,
    domains,
    domainTokens: domainTokensFor(domains, previous?.domainTokens),
    enforce: false,
    defaultRole: previous?.defaultRole ?? 'member',
    updatedAt: Date.now(),
  };
  await saveSsoSettings(settings, previous);
  // `/ssosaas` routes only a proven domain (docs/sso.md#domain-ownership), and the demo domain has
  // no DNS to publish a TXT record in: the seed writes the demo workspace's proof of it directly,
  // as the verification would, so `/ssosaas` with an address at that domain reaches the demo.
  const token = settings.domainTokens[DEMO_SSO.domain];
  if (token !== undefined) {
    const current = await getSsoDomainProof(DEMO_SSO.domain);
    if (current?.tenantId !== tenantId || current.token !== token) {
      await putSsoDomainProof(DEMO_SSO.domain, { tenantId, token, verifiedAt: Date.now() }, current);
    }
  }
}
