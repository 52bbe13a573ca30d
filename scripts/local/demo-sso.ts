import { SSO_SECRET_OWNER } from '../../functions/core/sso-provider.js';
import { sealSecrets } from '../../functions/lib/crypto/secret-box.js';
import { getSsoSettings, saveSsoSettings } from '../../functions/lib/data/sso.js';
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
  await saveSsoSettings(
    {
      tenantId,
      enabled: true,
      issuer: idp.issuer,
      clientId: idp.clientId,
      secret,
      code: previous?.code ?? DEMO_SSO.code,
      domains: previous?.domains ?? [DEMO_SSO.domain],
      enforce: false,
      defaultRole: previous?.defaultRole ?? 'member',
      updatedAt: Date.now(),
    },
    previous,
  );
}
