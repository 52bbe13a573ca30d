import { describe, expect, it, vi } from 'vitest';
import type { RequestInfo } from '../../lib/act.js';
import { newDocumentClient, newS3Client } from '../../lib/clients.js';
import { runScoped, scopedClients } from '../../lib/tenant-scope.js';
import { NOW, owner, world } from '../store/fixtures.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { DomainError } from '../../lib/errors.js';
import { addShare, screenShareTarget, shareCheck, shareView } from './link-share.js';
import { shareData } from './link-share-data.js';
import type { Store } from '../store/store.js';
import { publishVersion } from '../versions/versions.js';

/**
 * Isolation by IAM for link shares (docs/tenants.md#isolation-by-iam): a visitor's `view` finds
 * the share with the function's own clients (the share is a global item, by token), then reads
 * the screen's payload only inside the share's tenant scope, entered here with stand-in clients.
 */
vi.mock('../../lib/tenant-credentials.js', () => ({
  inTenantScope: <T>(tenantId: string | undefined, work: () => Promise<T>): Promise<T> =>
    tenantId === undefined ? work() : runScoped({ tenantId, dynamo: newDocumentClient(), s3: newS3Client() }, work),
}));

const visitor: RequestInfo = { requestId: 'r', language: 'en', now: NOW, sourceIp: '203.0.113.7', userAgent: 't' };

/** The store, recording the scope each of its reads and writes ran in. */
function recording(store: Store, calls: Array<[string, string]>): Store {
  return new Proxy(store, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push([String(name), scopedClients()?.tenantId ?? 'none']);
        return Reflect.apply(value, target, args) as unknown;
      };
    },
  });
}

describe('link shares and the tenant scope', () => {
  it('finds the share unscoped, then reads the payload in the share’s tenant', async () => {
    const { store } = await world();
    await publishVersion(store, owner, { _id: 's1', name: 'v1', remark: '', latest: true }, NOW);
    const { token } = await addShare(store, await screenShareTarget(store, owner, 's1', true), { _id: 's1' }, NOW);
    const { access } = await shareCheck(store, token, 'screen', '', visitor);
    const calls: Array<[string, string]> = [];
    const shown = await shareView(recording(store, calls), token, 'screen', access, visitor);
    expect(shown.kind === 'screen' && shown.screen.name).toBe('s1');
    expect(calls[0]).toEqual(['getLinkShare', 'none']);
    const payloadReads = calls.slice(calls.findIndex(([name]) => name === 'shareAccessValid') + 1);
    expect(payloadReads.length).toBeGreaterThan(0);
    expect(payloadReads.every(([, scope]) => scope === owner.tenantId)).toBe(true);
  });

  it('a widget’s data call through the share reads the screen and its sources in the share’s tenant', async () => {
    const { store } = await world();
    await publishVersion(store, owner, { _id: 's1', name: 'v1', remark: '', latest: true }, NOW);
    const { token } = await addShare(store, await screenShareTarget(store, owner, 's1', true), { _id: 's1' }, NOW);
    const { access } = await shareCheck(store, token, 'screen', '', visitor);
    const calls: Array<[string, string]> = [];
    const args = { token, access, screen_id: 's1', widget_id: 'no-such-widget', values: {} };
    const answered = await shareData(recording(store, calls), args, 'screen', visitor).catch((error: unknown) => error);
    // The version holds no such widget: found out in the scope, after the screen and its sources were read.
    expect(answered instanceof DomainError && answered.code).toBe(ErrorCode.COMPONENT_NOT_FOUND);
    expect(calls[0]).toEqual(['getLinkShare', 'none']);
    // An open link without an end needs no access token: after the share, every call is the payload's.
    const reads = calls.slice(1);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(([, scope]) => scope === owner.tenantId)).toBe(true);
  });
});
