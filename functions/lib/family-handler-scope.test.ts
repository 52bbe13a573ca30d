import { ACT_SCHEMAS } from '../../shared/acts/registry.js';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import type { WallboardContext } from './act.js';
import { newDocumentClient, newS3Client } from './clients.js';
import { familyHandler } from './family-handler.js';
import { captureOutput } from './middleware/test-output.js';
import { runScoped, scopedClients } from './tenant-scope.js';

/**
 * Isolation by IAM, the handler's side (docs/tenants.md#isolation-by-iam): a session act runs in
 * its caller's tenant scope, an act marked `unscoped` and a public act run with the function's
 * own clients. The credentials themselves are tenant-credentials.test.ts's and the integration
 * test's; here the scope is entered with stand-in clients.
 */
vi.mock('./data/caller-items.js', () => ({
  findCaller: (_token: string, corpId: string | undefined) =>
    Promise.resolve(
      corpId === undefined || ['t1', 't2'].includes(corpId)
        ? {
            state: 'valid',
            session: { userId: 'u1', tokenHash: 'h', corps: ['t1', 't2'], isAdminOf: [] },
            tenantId: corpId ?? 't1',
            member: { userId: 'u1', role: 'member', joinedAt: 0 },
          }
        : { state: 'foreign', session: { userId: 'u1', tokenHash: 'h', corps: ['t1', 't2'], isAdminOf: [] } },
    ),
}));
vi.mock('./tenant-gate.js', () => ({ requireTenantOpen: () => Promise.resolve() }));
const scopes: Array<string | undefined> = [];
vi.mock('./tenant-credentials.js', () => ({
  inTenantScope: <T>(tenantId: string | undefined, work: () => Promise<T>): Promise<T> => {
    scopes.push(tenantId);
    if (tenantId === undefined) return work();
    return runScoped({ tenantId, dynamo: newDocumentClient(), s3: newS3Client() }, work);
  },
}));

function rpc(act: string, args: Record<string, unknown>): APIGatewayProxyEventV2 {
  const path = '/rpc/user';
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    requestContext: {
      accountId: '0',
      apiId: 'test',
      domainName: 'test',
      domainPrefix: 'test',
      requestId: 'r',
      routeKey: `POST ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    },
    body: JSON.stringify({ act, args }),
    isBase64Encoded: false,
  };
}

const context = { awsRequestId: 'req-1' } as Context as WallboardContext;

describe('the family handler and the tenant scope', () => {
  it('runs a session act in the caller’s tenant, unscoped and public acts outside any', async () => {
    captureOutput();
    const seen: Record<string, string | undefined> = {};
    const handler = familyHandler(
      'user',
      {
        'v1/user/tenant_list': {
          access: 'session',
          run: () => {
            seen.tenant_list = scopedClients()?.tenantId ?? 'none';
            return Promise.resolve([]);
          },
        },
        'v1/user/accept_invite': {
          access: 'session',
          unscoped: 'joins another tenant',
          run: () => {
            seen.accept_invite = scopedClients()?.tenantId ?? 'none';
            return Promise.resolve({ tenant_id: 't3', corp: [] });
          },
        },
        'v1/user/exist': {
          access: 'public',
          run: () => {
            seen.exist = scopedClients()?.tenantId ?? 'none';
            return Promise.resolve({ exist: false });
          },
        },
      },
      ACT_SCHEMAS,
    );
    await handler(rpc('v1/user/tenant_list', { auth: 'tok', corp_id: 't2' }), context);
    await handler(rpc('v1/user/accept_invite', { auth: 'tok', code: 'a'.repeat(43) }), context);
    await handler(rpc('v1/user/exist', { email: 'a@b.cn' }), context);
    expect(seen).toEqual({ tenant_list: 't2', accept_invite: 'none', exist: 'none' });
    // Each session act: the authenticate step's checks in the caller's tenant, then the act.
    expect(scopes).toEqual(['t2', 't2', 't1', undefined]);
    expect(scopedClients()).toBeUndefined();
  });
});
