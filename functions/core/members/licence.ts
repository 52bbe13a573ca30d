import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { licensePayload, type LicensePayload, type LicenseStatus } from '../../../shared/acts/license.js';
import type { Caller, RequestInfo } from '../../lib/act.js';
import { auditAct } from '../../lib/audit.js';
import { sha256 } from '../../lib/crypto/tokens.js';
import { getTenant, saveLicence } from '../../lib/data/tenants.js';
import { env } from '../../lib/env.js';
import { fail } from '../../lib/errors.js';
import { forgetTenantFacts } from '../../lib/tenant-gate.js';

/**
 * Licence files (docs/licensing.md): `WBL1.<payload>.<signature>`, base64url, the signature an
 * Ed25519 signature of `WBL1.<payload>` by the vendor's key named `kid` in the payload. The
 * deployment holds only public keys (`LICENSE_PUBLIC_KEYS`, `kid=<SPKI DER, base64>` pairs), so
 * adding a key rotates signing without touching licences already applied or anyone's session.
 */
export const LICENCE_PREFIX = 'WBL1';

function publicKeys(): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const entry of env.licensePublicKeys()) {
    const [kid, der] = entry.split('=', 2);
    if (!kid || !der) continue;
    try {
      keys.set(kid, createPublicKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'spki' }));
    } catch {
      // A malformed key verifies nothing; the others still do.
    }
  }
  return keys;
}

/** The code sales signs a licence for: this deployment and this tenant, never guessable from the tenant id alone. */
export function fingerprintOf(tenantId: string): string {
  const hex = sha256(`${env.installationId()}:${tenantId}`).slice(0, 24).toUpperCase();
  return hex.match(/.{4}/g)?.join('-') ?? hex;
}

/** The payload of a licence file whose signature holds, else undefined. */
export function verifiedPayload(text: string): LicensePayload | undefined {
  const [prefix, payloadPart, signaturePart, ...rest] = text.trim().split('.');
  if (prefix !== LICENCE_PREFIX || !payloadPart || !signaturePart || rest.length > 0) return undefined;
  let claimed: unknown;
  try {
    claimed = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = licensePayload.safeParse(claimed);
  if (!parsed.success) return undefined;
  const key = publicKeys().get(parsed.data.kid);
  if (!key) return undefined;
  const signed = Buffer.from(`${LICENCE_PREFIX}.${payloadPart}`);
  return verify(null, signed, key, Buffer.from(signaturePart, 'base64url')) ? parsed.data : undefined;
}

export async function licenceStatus(caller: Caller, now: number): Promise<LicenseStatus> {
  const tenant = await getTenant(caller.tenantId);
  if (!tenant) fail('TENANT_INVALID');
  return {
    tenant_name: tenant.name,
    edition: tenant.edition ?? 'trial',
    licensee: tenant.licensee ?? '',
    users: tenant.memberCount ?? 1,
    max_users: tenant.maxUsers ?? 0,
    expires_at: tenant.expiresAt,
    expired: tenant.expiresAt <= now,
    fingerprint: fingerprintOf(caller.tenantId),
    can_update: caller.isAdmin,
  };
}

/**
 * `POST /license/update`: applies a licence file issued for this tenant on this deployment.
 * An ended licence, or one older than the licence applied last, is refused.
 */
export async function updateLicence(caller: Caller, text: string, request: RequestInfo): Promise<LicenseStatus> {
  const payload = verifiedPayload(text);
  if (!payload || payload.tenant_id !== caller.tenantId || payload.fingerprint !== fingerprintOf(caller.tenantId))
    fail('LICENSE_INVALID');
  if (payload.expires_at <= request.now) fail('LICENSE_EXPIRED');
  if (!(await saveLicence(caller.tenantId, payload))) fail('LICENSE_INVALID');
  forgetTenantFacts(caller.tenantId);
  await auditAct(
    caller,
    request,
    'license_update',
    payload.licensee,
    `${payload.max_users} users until ${new Date(payload.expires_at).toISOString().slice(0, 10)}`,
  );
  return licenceStatus(caller, request.now);
}
