import type { Family } from '../../shared/protocol/acts.js';
import type { Caller } from './act.js';
import { getTenant } from './data/tenants.js';
import { fail } from './errors.js';

/**
 * The tenant gate, checked before every session act:
 * - the licence (docs/licensing.md): in a tenant whose trial or licence has ended the act is
 *   refused with LICENSE_EXPIRED, so the client goes to /licence_update;
 * - single sign-on (docs/sso.md): in a tenant that enforces it, a session opened with a password
 *   is refused with SSO_REQUIRED, so turning enforcement on closes the sessions that bypass it.
 * The families a user needs to get out of either state stay open: their own account, start-up
 * calls, licences.
 *
 * Each container remembers a tenant's facts for a short while, so the gate costs no read on most
 * acts. A change made here is seen at once (`forgetTenantFacts`); one made through another
 * container is seen within `CACHE_MS`.
 */
const OPEN_FAMILIES: ReadonlySet<Family> = new Set(['user', 'tenant', 'license']);
const CACHE_MS = 30_000;
interface TenantFacts {
  endsAt: number;
  ssoEnforced: boolean;
  readAt: number;
}
const facts = new Map<string, TenantFacts>();

async function tenantFacts(tenantId: string, now: number): Promise<TenantFacts> {
  const cached = facts.get(tenantId);
  if (cached && now - cached.readAt < CACHE_MS) return cached;
  const tenant = await getTenant(tenantId);
  // A tenant without its item (should not happen) is not a licence question: the act decides.
  const read = {
    endsAt: tenant?.expiresAt ?? Number.POSITIVE_INFINITY,
    ssoEnforced: tenant?.ssoEnforced === true,
    readAt: now,
  };
  if (facts.size > 10_000) facts.clear();
  facts.set(tenantId, read);
  return read;
}

export async function requireTenantOpen(
  family: Family,
  caller: Pick<Caller, 'tenantId' | 'ssoTenant'>,
  now: number,
): Promise<void> {
  if (OPEN_FAMILIES.has(family)) return;
  const tenant = await tenantFacts(caller.tenantId, now);
  if (tenant.endsAt <= now) fail('LICENSE_EXPIRED');
  if (tenant.ssoEnforced && caller.ssoTenant !== caller.tenantId) fail('SSO_REQUIRED');
}

export function forgetTenantFacts(tenantId: string): void {
  facts.delete(tenantId);
}
