import { hashPassword } from '../../functions/lib/crypto/password.js';
import { newId } from '../../functions/lib/crypto/tokens.js';
import { memberJoinsItem, newMemberItem, newTenantItems, type TenantRecord } from '../../functions/lib/data/tenants.js';
import {
  createUser,
  findUserIdByLogin,
  getUser,
  type TransactItems,
  type UserCorp,
  type UserRecord,
} from '../../functions/lib/data/users.js';
import { env } from '../../functions/lib/env.js';

/** The demo administrator that `npm start` prints; seeded when the store is empty. */
export const DEMO_ADMIN = {
  account: 'admin',
  password: 'Wallboard#2026',
  email: 'admin@wallboard.local',
  mobile: '13800000000',
};
/** A fixture user of the test stack whose password is past its maximum age. */
export const STALE_USER = {
  account: 'stale',
  password: 'Stale#Passw0rd',
  email: 'stale@wallboard.local',
  mobile: '13800000001',
};
/**
 * A plain member of the demo tenant (not an administrator): `npm start` prints it beside the
 * administrator, so a newcomer can share a screen with another account and sign in as it.
 */
export const TEAM_MEMBER = {
  account: 'member',
  password: 'Member#Passw0rd',
  email: 'member@wallboard.local',
  mobile: '13800000002',
};
export const TEAM_MEMBER_NAME = 'Mia Member';

const DAY = 86_400_000;

async function seedUser(
  spec: typeof DEMO_ADMIN,
  name: string,
  corp: UserCorp,
  passwordChangedAt: number,
  extra: (userId: string) => TransactItems,
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
    corps: [corp],
    createdAt: Date.now(),
  };
  const result = await createUser(user, extra(user.userId));
  return result.ok;
}

/** A user who founds a tenant of their own, as its administrator. */
function founder(
  spec: typeof DEMO_ADMIN,
  name: string,
  tenant: TenantRecord,
  passwordChangedAt: number,
): Promise<boolean> {
  const corp = { id: tenant.tenantId, name: tenant.name, default: true, admin: true };
  return seedUser(spec, name, corp, passwordChangedAt, (userId) =>
    newTenantItems(env.mainTable(), tenant, userId, 'admin'),
  );
}

/** A plain member of the demo administrator's tenant. */
async function demoMember(spec: typeof DEMO_ADMIN, name: string): Promise<void> {
  const adminId = await findUserIdByLogin(DEMO_ADMIN.account);
  const corp = adminId ? (await getUser(adminId))?.corps[0] : undefined;
  if (!corp) return;
  // Joined after the administrator (who was seeded first), so member lists have a stable order.
  const now = Date.now() + 1;
  await seedUser(spec, name, { ...corp, admin: false }, now, (userId) => [
    newMemberItem(env.mainTable(), corp.id, userId, 'member', now),
    memberJoinsItem(env.mainTable(), corp.id),
  ]);
}

/** Seeds the demo tenant, its administrator and its member (and, for tests, fixtures) when absent. */
export async function seed(options: { fixtures: boolean }): Promise<{ seeded: boolean }> {
  const now = Date.now();
  const tenant = (name: string): TenantRecord => ({
    tenantId: newId(),
    name,
    createdAt: now,
    expiresAt: now + 365 * DAY,
    edition: 'standard',
    licensee: name,
    maxUsers: 50,
  });
  const seeded = await founder(DEMO_ADMIN, 'Administrator', tenant('Wallboard Demo'), now);
  await demoMember(TEAM_MEMBER, TEAM_MEMBER_NAME);
  if (options.fixtures) await founder(STALE_USER, 'Stale Password', tenant('Stale Co'), now - 400 * DAY);
  return { seeded };
}
