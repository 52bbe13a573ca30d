import { awsStore } from '../../functions/core/store/aws-store.js';
import { describeStoreContract, type SeedPeople } from '../../functions/core/store/store-contract.js';
import { addTeam } from '../../functions/lib/data/teams.js';
import { memberJoinsItem, newMemberItem, newTenantItems } from '../../functions/lib/data/tenants.js';
import { createUser, type TransactItems } from '../../functions/lib/data/users.js';
import { env } from '../../functions/lib/env.js';

/**
 * The Store contract on the production store, against the emulators of this worker's stack
 * (DynamoDB Local and s3rver, or moto with WALLBOARD_EMULATOR=moto). Users, memberships and
 * teams are written as sign-up and the team acts write them: a user's first tenant is founded by
 * them, the others joined.
 */
async function seed({ users = [], teams = [] }: SeedPeople): Promise<void> {
  const now = Date.now();
  const founded = new Set<string>();
  for (const user of users) {
    const extra: TransactItems = [];
    const corps = user.tenants.map((tenantId, i) => {
      const joins = founded.has(tenantId);
      if (joins)
        extra.push(
          newMemberItem(env.mainTable(), tenantId, user.userId, 'member', now),
          memberJoinsItem(env.mainTable(), tenantId),
        );
      else {
        const tenant = { tenantId, name: tenantId, createdAt: now, expiresAt: now + 86_400_000 };
        extra.push(...newTenantItems(env.mainTable(), tenant, user.userId, 'admin'));
        founded.add(tenantId);
      }
      return { id: tenantId, name: tenantId, default: i === 0, admin: !joins };
    });
    const created = await createUser(
      {
        userId: user.userId,
        name: user.name,
        email: user.email,
        mobile: `m-${user.userId}`,
        passwordHash: 'not-a-password',
        passwordChangedAt: now,
        isNew: false,
        updateTip: false,
        corps,
        createdAt: now,
      },
      extra,
    );
    if (!created.ok) throw new Error(`seeding ${user.userId}: ${JSON.stringify(created)}`);
  }
  for (const team of teams) {
    if (!founded.has(team.tenantId)) throw new Error(`team ${team.teamId}: seed a user of ${team.tenantId} with it`);
    const saved = await addTeam(team.tenantId, { teamId: team.teamId, name: team.name, createdAt: now });
    if (saved !== 'saved') throw new Error(`seeding team ${team.teamId}: ${saved}`);
  }
}

describeStoreContract('the production store', async () => ({ store: awsStore, seed }));
