import { afterEach, describe, expect, it } from 'vitest';
import { baseS3, dynamo, newDocumentClient, newS3Client, s3, type ClientCredentials } from './clients.js';
import { CredentialCache, REFRESH_BEFORE_MS, assumeTenantRole, inTenantScope } from './tenant-credentials.js';
import { runScoped, runUnscoped, scopedClients, type ScopedClients } from './tenant-scope.js';

const MINUTE = 60_000;

function fakeAssume(now: () => number) {
  const calls: string[] = [];
  let serial = 0;
  const assume = (tenantId: string): Promise<ClientCredentials> => {
    calls.push(tenantId);
    serial += 1;
    return Promise.resolve({
      accessKeyId: `ASIA${tenantId}${serial}`,
      secretAccessKey: 'secret',
      sessionToken: 'token',
      expiration: new Date(now() + 15 * MINUTE),
    });
  };
  return { calls, assume };
}

describe('CredentialCache', () => {
  it('reuses a tenant’s credentials, never another tenant’s', async () => {
    let clock = 1_000_000;
    const { calls, assume } = fakeAssume(() => clock);
    const cache = new CredentialCache({ assume, now: () => clock });
    const first = await cache.get('acme');
    clock += 5 * MINUTE;
    expect(await cache.get('acme')).toBe(first);
    const other = await cache.get('other');
    expect(other.accessKeyId).not.toBe(first.accessKeyId);
    expect(calls).toEqual(['acme', 'other']);
  });

  it('takes new credentials a minute before they expire', async () => {
    let clock = 0;
    const { calls, assume } = fakeAssume(() => clock);
    const cache = new CredentialCache({ assume, now: () => clock });
    const first = await cache.get('acme');
    clock = first.expiration.getTime() - REFRESH_BEFORE_MS - 1;
    expect(await cache.get('acme')).toBe(first);
    clock += 2;
    const second = await cache.get('acme');
    expect(second).not.toBe(first);
    expect(calls).toEqual(['acme', 'acme']);
  });

  it('keeps at most `capacity` tenants, dropping the least recently used', async () => {
    const clock = 0;
    const { calls, assume } = fakeAssume(() => clock);
    const cache = new CredentialCache({ assume, now: () => clock, capacity: 2 });
    await cache.get('a');
    await cache.get('b');
    await cache.get('a'); // a is now the most recent
    await cache.get('c'); // drops b
    expect(cache.size).toBe(2);
    await cache.get('a');
    await cache.get('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('does not keep a failed assumption', async () => {
    let fail = true;
    const cache = new CredentialCache({
      assume: (tenantId) => (fail ? Promise.reject(new Error('AccessDenied')) : fakeAssume(() => 0).assume(tenantId)),
    });
    await expect(cache.get('acme')).rejects.toThrow('AccessDenied');
    expect(cache.size).toBe(0);
    fail = false;
    expect((await cache.get('acme')).accessKeyId).toMatch(/^ASIA/);
  });
});

describe('tenant scope', () => {
  const credentials: ClientCredentials = {
    accessKeyId: 'ASIATEST',
    secretAccessKey: 'secret',
    sessionToken: 'token',
    expiration: new Date(Date.now() + 15 * MINUTE),
  };
  const scoped = (): ScopedClients => ({
    tenantId: 'acme',
    dynamo: newDocumentClient(credentials),
    s3: newS3Client(credentials),
  });
  const saved = process.env.TENANT_DATA_ROLE_ARN;
  afterEach(() => {
    if (saved === undefined) delete process.env.TENANT_DATA_ROLE_ARN;
    else process.env.TENANT_DATA_ROLE_ARN = saved;
  });

  it('hands out the tenant’s clients inside its act, across awaits, and the base ones outside', async () => {
    const clients = scoped();
    const base = dynamo();
    await runScoped(clients, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(dynamo()).toBe(clients.dynamo);
      expect(s3()).toBe(clients.s3);
      // Presigned links outlive the tenant's credentials: always the function's own client.
      expect(baseS3()).not.toBe(clients.s3);
      await runUnscoped(async () => {
        expect(dynamo()).toBe(base);
        expect(scopedClients()).toBeUndefined();
      });
      expect(scopedClients()?.tenantId).toBe('acme');
    });
    expect(dynamo()).toBe(base);
    expect(s3()).toBe(baseS3());
  });

  it('changes nothing without a tenant data role (locally) or without a tenant', async () => {
    delete process.env.TENANT_DATA_ROLE_ARN;
    expect(await inTenantScope('acme', () => Promise.resolve(scopedClients()))).toBeUndefined();
    process.env.TENANT_DATA_ROLE_ARN = 'arn:aws:iam::123456789012:role/TenantData';
    expect(await inTenantScope(undefined, () => Promise.resolve(scopedClients()))).toBeUndefined();
  });

  it('refuses a tenant id that cannot be a safe session tag', async () => {
    await expect(assumeTenantRole('a*')).rejects.toThrow('session tag');
    await expect(assumeTenantRole('a#b')).rejects.toThrow('session tag');
  });
});
