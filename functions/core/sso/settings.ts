import type { SsoDomainVerifyArgs, SsoSettingsArgs, SsoSettingsView } from '../../../shared/acts/sso.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { sealSecrets } from '../../lib/crypto/secret-box.js';
import { getRole } from '../../lib/data/roles.js';
import { getSsoSettings, saveSsoSettings, type SsoSettings } from '../../lib/data/sso.js';
import { fail } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { forgetTenantFacts } from '../../lib/tenant-gate.js';
import { isBuiltinRole } from '../../../shared/acts/roles.js';
import { discover, SSO_SECRET_OWNER } from './provider.js';
import { domainSettingsOf, domainTokensFor, domainViews, proveSsoDomain, withDomainTokens } from './domains.js';
import { ssoRedirectUri } from './sso.js';

/** The administrator's view of the tenant's identity provider: never the client secret. */
async function view(settings: SsoSettings | undefined): Promise<SsoSettingsView> {
  return {
    configured: settings !== undefined,
    enabled: settings?.enabled ?? false,
    issuer: settings?.issuer ?? '',
    client_id: settings?.clientId ?? '',
    client_secret_set: settings?.secret !== undefined,
    code: settings?.code ?? '',
    domains: settings?.domains ?? [],
    domain_proofs: await domainViews(settings),
    enforce: settings?.enforce ?? false,
    default_role: settings?.defaultRole ?? 'member',
    redirect_uris: [ssoRedirectUri('sso'), ssoRedirectUri('saas')],
  };
}

export async function ssoSettingsOf(caller: Caller): Promise<SsoSettingsView> {
  return view(await withDomainTokens(await getSsoSettings(caller.tenantId)));
}

/**
 * `v2/admin/sso/save`: the administrator names the provider. Its metadata must be readable (so
 * a typo does not lock people out), the default role must exist and not be the administrator's,
 * and the workspace code and domains must be free. An empty secret keeps the stored one.
 */
export async function saveSsoSettingsOf(
  caller: Caller,
  args: SsoSettingsArgs,
  request: RequestInfo,
): Promise<SsoSettingsView> {
  const previous = await getSsoSettings(caller.tenantId);
  const role = args.default_role;
  if (role === 'admin') fail('ADMIN_IMMUTABLE');
  if (!isBuiltinRole(role) && !(await getRole(caller.tenantId, role))) fail('ROLE_NOT_FOUND');
  const secretText = args.client_secret || undefined;
  try {
    await discover(args.issuer, args.client_id, secretText);
  } catch (error) {
    log('warn', 'sso discovery refused', { tenantId: caller.tenantId, error: String(error) });
    fail('SSO_ISSUER_UNREACHABLE');
  }
  const secret = secretText
    ? await sealSecrets(
        { password: secretText, keyPem: '' },
        { tenantId: caller.tenantId, connectionId: SSO_SECRET_OWNER },
      )
    : previous?.secret;
  const domains = [...new Set(args.domains)];
  const settings: SsoSettings = {
    tenantId: caller.tenantId,
    enabled: args.enabled,
    issuer: args.issuer,
    clientId: args.client_id,
    ...(secret ? { secret } : {}),
    code: args.code,
    domains,
    // A domain kept keeps its token (and its proof); a new one has to be proven.
    domainTokens: domainTokensFor(domains, previous?.domainTokens),
    enforce: args.enforce,
    defaultRole: role,
    updatedAt: request.now,
  };
  if ((await saveSsoSettings(settings, previous)) === 'taken') fail('SSO_CODE_TAKEN');
  forgetTenantFacts(caller.tenantId);
  await auditAct(caller, request, 'sso_settings', args.code, args.enabled ? (args.enforce ? 'enforced' : 'on') : 'off');
  return view(settings);
}

/**
 * `v2/admin/sso/domain_verify`: the administrator has published the domain's TXT record; the
 * server looks it up and, when it carries the workspace's token, `/ssosaas` routes the domain here
 * (docs/sso.md#domain-ownership). Recorded in the audit log (`sso_settings`, detail `domain_verified`).
 */
export async function verifySsoDomainOf(
  caller: Caller,
  args: SsoDomainVerifyArgs,
  request: RequestInfo,
): Promise<SsoSettingsView> {
  const settings = await domainSettingsOf(caller.tenantId);
  if ((await proveSsoDomain(settings, args.domain, request.now)) === 'proven') {
    await auditAct(caller, request, 'sso_settings', args.domain, 'domain_verified');
  }
  return view(settings);
}
