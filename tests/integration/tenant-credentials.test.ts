import { randomUUID } from 'node:crypto';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_DATA_ROLE } from '../../infra/resources.js';
import { dynamo } from '../../functions/lib/clients.js';
import { keys } from '../../functions/lib/data/keys.js';
import { env } from '../../functions/lib/env.js';
import { assumeTenantRole, inTenantScope, tenantClients } from '../../functions/lib/tenant-credentials.js';
import { scopedClients } from '../../functions/lib/tenant-scope.js';
import { startMoto, type Emulator } from '../../scripts/local/emulators.js';

/**
 * The session-tag flow of isolation by IAM (docs/tenants.md#isolation-by-iam) against a real
 * STS API: moto_server's, started here whichever emulator the suite runs on (DynamoDB Local
 * has no STS). The policy's decisions themselves are proven in tests/infra/tenant-data-role.test.ts.
 */
const ROLE_ARN = 'arn:aws:iam::123456789012:role/TenantData';
let moto: Emulator;
const saved = { sts: process.env.AWS_ENDPOINT_URL_STS, role: process.env[TENANT_DATA_ROLE.envVar] };

beforeAll(async () => {
  moto = await startMoto();
  process.env.AWS_ENDPOINT_URL_STS = moto.endpoint;
  process.env[TENANT_DATA_ROLE.envVar] = ROLE_ARN;
});

afterAll(async () => {
  for (const [name, value] of [
    ['AWS_ENDPOINT_URL_STS', saved.sts],
    [TENANT_DATA_ROLE.envVar, saved.role],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await moto.stop();
});

describe('tenant credentials (STS AssumeRole with the tenant tag)', () => {
  it('assumes the tenant data role as a session named for the tenant, for 15 minutes', async () => {
    const before = Date.now();
    const credentials = await assumeTenantRole('acme');
    expect(credentials.accessKeyId).toBeTruthy();
    expect(credentials.sessionToken).toBeTruthy();
    const lifetime = credentials.expiration.getTime() - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(TENANT_DATA_ROLE.sessionSeconds * 1000 + 5_000);
    const sts = new STSClient({ credentials });
    const identity = await sts.send(new GetCallerIdentityCommand({}));
    expect(identity.Arn).toMatch(/:assumed-role\/TenantData\/tenant-acme$/);
  });

  it('reuses a tenant’s credentials and clients, and never hands them to another tenant', async () => {
    const acme = await tenantClients('acme');
    expect(await tenantClients('acme')).toBe(acme);
    const other = await tenantClients('other');
    expect(other).not.toBe(acme);
    expect(other.tenantId).toBe('other');
    const [acmeKey, otherKey] = await Promise.all([
      acme.dynamo.config.credentials(),
      other.dynamo.config.credentials(),
    ]);
    expect(acmeKey.accessKeyId).not.toBe(otherKey.accessKeyId);
  });

  it('runs an act with the tenant’s scoped clients, which reach the table', async () => {
    const tenantId = `t${randomUUID().replaceAll('-', '')}`.slice(0, 30);
    const key = keys.tenant(tenantId);
    await inTenantScope(tenantId, async () => {
      expect(scopedClients()?.tenantId).toBe(tenantId);
      const client = dynamo();
      expect(client).toBe((await tenantClients(tenantId)).dynamo);
      await client.send(new PutCommand({ TableName: env.mainTable(), Item: { ...key, name: 'scoped' } }));
    });
    expect(scopedClients()).toBeUndefined();
    const read = await dynamo().send(new GetCommand({ TableName: env.mainTable(), Key: key, ConsistentRead: true }));
    expect(read.Item?.name).toBe('scoped');
  });

  it('leaves public acts and unscoped acts on the function’s own clients', async () => {
    const base = dynamo();
    await inTenantScope(undefined, async () => {
      expect(dynamo()).toBe(base);
    });
  });
});
