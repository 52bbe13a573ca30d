import { describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../lib/crypto/tokens.js';
import { scopedClients } from '../../lib/tenant-scope.js';
import { newDocumentClient, newS3Client } from '../../lib/clients.js';
import { runScoped } from '../../lib/tenant-scope.js';
import { callApi } from './tokens.js';
import { pushToChannel } from '../realtime/push-post.js';

/**
 * Isolation by IAM for the outside calls (docs/tenants.md#isolation-by-iam): a data API call and a
 * push post find their token with the function's own clients (the token is a global item), then
 * reach the tenant's data only inside the token's tenant scope. Each data read below records the
 * scope it ran in; the scope is entered with stand-in clients as family-handler-scope.test.ts does.
 */
const seen: Record<string, string> = {};
const scopeNow = () => scopedClients()?.tenantId ?? 'none';

vi.mock('../../lib/tenant-credentials.js', () => ({
  inTenantScope: <T>(tenantId: string | undefined, work: () => Promise<T>): Promise<T> =>
    tenantId === undefined ? work() : runScoped({ tenantId, dynamo: newDocumentClient(), s3: newS3Client() }, work),
}));
vi.mock('../../lib/data/rate-limits.js', () => ({ takeAttempt: () => Promise.resolve(true) }));
vi.mock('../../lib/data/data-apis.js', () => ({
  findApiToken: (hash: string) => {
    seen.findApiToken = scopeNow();
    return Promise.resolve(hash === sha256('api-secret') ? { tokenId: 'k1', tenantId: 'acme' } : undefined);
  },
  getApiByPath: (tenantId: string) => {
    seen.getApiByPath = `${scopeNow()}:${tenantId}`;
    return Promise.resolve({ tenantId, published: true, method: 'GET' });
  },
  touchApiToken: () => {
    seen.touchApiToken = scopeNow();
    return Promise.resolve();
  },
}));
vi.mock('./run.js', () => ({
  runApi: () => {
    seen.runApi = scopeNow();
    return Promise.resolve({ rows: [] });
  },
}));
vi.mock('../../lib/data/push-channels.js', () => ({
  getPushChannelAccess: (channelId: string) => {
    seen.getPushChannelAccess = scopeNow();
    return Promise.resolve({ channelId, tenantId: 'acme', tokenHash: sha256('push-token') });
  },
  touchPushChannel: () => {
    seen.touchPushChannel = scopeNow();
    return Promise.resolve();
  },
  keepLastPush: () => {
    seen.keepLastPush = scopeNow();
    return Promise.resolve();
  },
}));
vi.mock('../../lib/fanout.js', () => ({
  fanOut: () => {
    seen.fanOut = scopeNow();
    return Promise.resolve(2);
  },
}));

describe('outside calls and the tenant scope', () => {
  it('a data API call reads the token unscoped, then the API and its run in the token’s tenant', async () => {
    await callApi({ secret: 'api-secret', method: 'GET', path: 'sales_daily', values: {}, now: 1 });
    expect(seen).toMatchObject({
      findApiToken: 'none',
      getApiByPath: 'acme:acme',
      touchApiToken: 'acme',
      runApi: 'acme',
    });
  });

  it('a push post reads the channel unscoped, then fans out, touches and keeps it in the channel’s tenant', async () => {
    const answer = await pushToChannel({
      channelId: 'c'.repeat(22),
      token: 'push-token',
      bytes: 2,
      body: () => ({}),
      now: 1,
    });
    expect(answer).toEqual({ delivered: 2 });
    expect(seen).toMatchObject({
      getPushChannelAccess: 'none',
      fanOut: 'acme',
      touchPushChannel: 'acme',
      keepLastPush: 'acme',
    });
  });
});
