import type { Family } from '../../shared/protocol/acts.js';
import { getTenant } from './data/tenants.js';
import { fail } from './errors.js';

/**
 * The licence gate (docs/licensing.md): a session act in a tenant whose trial or licence has
 * ended is refused with LICENSE_EXPIRED, so the client goes to /licence_update. The families a
 * user needs to get out of that state stay open: their own account, start-up calls, licences.
 *
 * Each container remembers a tenant's end date for a short while, so the gate costs no read on
 * most acts. A licence applied here is seen at once (`forgetLicenceEnd`); one applied through
 * another container is seen within `CACHE_MS`.
 */
const OPEN_FAMILIES: ReadonlySet<Family> = new Set(['user', 'tenant', 'license']);
const CACHE_MS = 30_000;
const ends = new Map<string, { endsAt: number; readAt: number }>();

async function licenceEnd(tenantId: string, now: number): Promise<number> {
  const cached = ends.get(tenantId);
  if (cached && now - cached.readAt < CACHE_MS) return cached.endsAt;
  const tenant = await getTenant(tenantId);
  // A tenant without its item (should not happen) is not a licence question: the act decides.
  const endsAt = tenant?.expiresAt ?? Number.POSITIVE_INFINITY;
  if (ends.size > 10_000) ends.clear();
  ends.set(tenantId, { endsAt, readAt: now });
  return endsAt;
}

export async function requireLicensed(family: Family, tenantId: string, now: number): Promise<void> {
  if (OPEN_FAMILIES.has(family)) return;
  if ((await licenceEnd(tenantId, now)) <= now) fail('LICENSE_EXPIRED');
}

export function forgetLicenceEnd(tenantId: string): void {
  ends.delete(tenantId);
}
