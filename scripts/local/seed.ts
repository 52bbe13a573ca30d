import { hashPassword } from '../../functions/lib/crypto/password.js';
import { newId } from '../../functions/lib/crypto/tokens.js';
import { newTenantItems, type TenantRecord } from '../../functions/lib/data/tenants.js';
import { createUser, findUserIdByLogin, type UserRecord } from '../../functions/lib/data/users.js';
import { env } from '../../functions/lib/env.js';

/** The demo administrator that `npm start` prints; seeded when the store is empty. */
export const DEMO_ADMIN = { account: 'admin', password: 'Wallboard#2026', email: 'admin@wallboard.local', mobile: '13800000000' };
/** A fixture user of the test stack whose password is past its maximum age. */
export const STALE_USER = { account: 'stale', password: 'Stale#Passw0rd', email: 'stale@wallboard.local', mobile: '13800000001' };

const DAY = 86_400_000;

async function seedUser(
  spec: typeof DEMO_ADMIN,
  name: string,
  tenant: TenantRecord,
  passwordChangedAt: number,
): Promise<boolean> {
  if (await findUserIdByLogin(spec.account)) return false;
  const user: UserRecord = {
    userId: newId(),
    name,
    account: spec.account,
    email: spec.email,
    mobile: spec.mobile,
    passwordHash: await hashPassword(spec.password),
    passwordChangedAt,
    isNew: true,
    updateTip: true,
    corps: [{ id: tenant.tenantId, name: tenant.name, default: true, admin: true }],
    createdAt: Date.now(),
  };
  const result = await createUser(user, newTenantItems(env.mainTable(), tenant, user.userId, 'admin'));
  return result.ok;
}

/** Seeds the demo tenant and its administrator (and, for tests, fixtures) when absent. */
export async function seed(options: { fixtures: boolean }): Promise<{ seeded: boolean }> {
  const now = Date.now();
  const tenant = (name: string): TenantRecord => ({ tenantId: newId(), name, createdAt: now, expiresAt: now + 365 * DAY });
  const seeded = await seedUser(DEMO_ADMIN, 'Administrator', tenant('Wallboard Demo'), now);
  if (options.fixtures) await seedUser(STALE_USER, 'Stale Password', tenant('Stale Co'), now - 400 * DAY);
  return { seeded };
}
