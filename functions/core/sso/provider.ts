import * as oidc from 'openid-client';
import { LIMITS } from '../../../shared/limits.js';
import { openSecrets } from '../../lib/crypto/secret-box.js';
import type { SsoSettings } from '../../lib/data/sso.js';
import { env } from '../../lib/env.js';
import { isAllowListed } from '../../lib/net/allow-list.js';
import { policyFetch } from '../../lib/net/policy-fetch.js';

/**
 * The OpenID Connect client of a tenant's identity provider (openid-client): discovery, then the
 * authorization-code flow with PKCE, state and nonce; issuer, audience, nonce and signature of
 * the ID token are checked by the library. Every request goes through the address policy; plain
 * HTTP is allowed only to an allow-listed provider (the local stack's demo provider).
 */
const configs = new Map<string, { updatedAt: number; config: oidc.Configuration }>();
const CACHE_MAX = 200;

const upstreamLimits = () => ({
  allowHosts: env.ssoAllowHosts(),
  timeoutMs: LIMITS.sso.discoveryTimeoutMs,
  maxBytes: LIMITS.sso.answerMaxBytes,
});

export const SSO_SECRET_OWNER = 'sso';

export async function providerConfig(settings: SsoSettings): Promise<oidc.Configuration> {
  const cached = configs.get(settings.tenantId);
  if (cached && cached.updatedAt === settings.updatedAt) return cached.config;
  const secret = settings.secret
    ? (await openSecrets(settings.secret, { tenantId: settings.tenantId, connectionId: SSO_SECRET_OWNER })).password
    : undefined;
  const config = await discover(settings.issuer, settings.clientId, secret);
  if (configs.size >= CACHE_MAX) configs.delete(configs.keys().next().value ?? '');
  configs.set(settings.tenantId, { updatedAt: settings.updatedAt, config });
  return config;
}

/** Reads the provider's metadata; throws when it cannot be read or names another issuer. */
export async function discover(issuer: string, clientId: string, secret: string | undefined) {
  const url = new URL(issuer);
  const insecure = url.protocol === 'http:' && isAllowListed(url, [...env.ssoAllowHosts()]);
  return oidc.discovery(url, clientId, secret === undefined ? undefined : { client_secret: secret }, undefined, {
    [oidc.customFetch]: policyFetch(upstreamLimits()),
    timeout: Math.ceil(LIMITS.sso.discoveryTimeoutMs / 1000),
    ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
}

export const SSO_SCOPE = 'openid email profile';
