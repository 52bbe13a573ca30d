import { describe, expect, it } from 'vitest';
import { getScreen } from '../../functions/lib/data/screens.js';
import { getTenant } from '../../functions/lib/data/tenants.js';
import { findSessionByHash } from '../../functions/lib/data/sessions.js';
import { sha256 } from '../../functions/lib/crypto/tokens.js';
import { inTenantScope } from '../../functions/lib/tenant-credentials.js';
import { asDeployedFunction, TenantKeyRefused } from '../../functions/lib/tenant-key-guard.js';
import { registerUser } from './helpers/client.js';
import { addScreen } from './helpers/realtime.js';

/**
 * Isolation by IAM, as the local stack holds it (docs/tenants.md#isolation-by-iam). Neither
 * DynamoDB Local nor moto evaluates `dynamodb:LeadingKeys` (moto's IAM checks only `sts:ExternalId`
 * among conditions), so the deployed policies are proven by an IAM policy simulator on the
 * synthesized templates (tests/infra/tenant-data-role.test.ts, tests/infra/function-roles.test.ts),
 * and the code by the guard every local handler call runs under (functions/lib/tenant-key-guard.ts):
 * here, against DynamoDB Local, the guard refuses what the policies refuse.
 */
describe('the tenant key guard, on DynamoDB Local', () => {
  it("refuses a function's own clients every tenant's keys, and tenant A's clients B's", async () => {
    const [a, b] = [await registerUser(), await registerUser()];
    const tenantA = a.login.corp[0]!._id;
    const tenantB = b.login.corp[0]!._id;
    const screenB = await addScreen(b);

    // Outside a function's invocation (a seed, a test): an operator's access, not guarded.
    expect((await getScreen(tenantB, screenB))?.screenId).toBe(screenB);
    await asDeployedFunction(async () => {
      // The function's own role: the global items only.
      expect((await findSessionByHash(sha256(b.login.auth), Date.now())).state).toBe('valid');
      await expect(getTenant(tenantB)).rejects.toBeInstanceOf(TenantKeyRefused);
      // Tenant A's scope: A's items and the global ones, never B's.
      expect((await inTenantScope(tenantA, () => getTenant(tenantA)))?.tenantId).toBe(tenantA);
      await expect(inTenantScope(tenantA, () => getScreen(tenantB, screenB))).rejects.toBeInstanceOf(TenantKeyRefused);
      // Tenant B's scope reads B's screen.
      expect((await inTenantScope(tenantB, () => getScreen(tenantB, screenB)))?.screenId).toBe(screenB);
    });
  });
});
