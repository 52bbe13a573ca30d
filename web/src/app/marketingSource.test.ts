import { describe, expect, it, vi } from 'vitest';
import type { RpcClient } from '../api/rpc';
import { createStore, memoryStorage } from '../storage';
import { captureMarketingSource, sendMarketingSource } from './marketingSource';

function rpcStub(fail = false) {
  const call = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ recorded: 1 })));
  return { rpc: { call } as unknown as RpcClient, call };
}

describe('marketing source', () => {
  it('stores channel and keyword from the URL and sends them once after sign-in', async () => {
    const store = createStore(memoryStorage());
    captureMarketingSource(store, '?channel=newsletter&keyword=%20dashboards%20&other=1');
    expect(store.get('channel')).toBe('newsletter');
    expect(store.get('keyword')).toBe('dashboards');
    const { rpc, call } = rpcStub();
    await sendMarketingSource(rpc, store, 'login');
    expect(call).not.toHaveBeenCalled();
    store.set('auth', 'token');
    store.set('user', 'u1');
    await sendMarketingSource(rpc, store, 'login');
    expect(call).toHaveBeenCalledWith(
      'v2/datasource/maidian_receiver',
      {
        document: { corp_id: '', user_id: 'u1', count: 1, step: 'login', keyword: 'dashboards', channel: 'newsletter' },
        collection: 'marketing_source',
      },
      { quiet: true },
    );
    expect(store.get('channel')).toBeNull();
    await sendMarketingSource(rpc, store, 'login');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps the source when sending fails, and ignores a URL without one', async () => {
    const store = createStore(memoryStorage());
    captureMarketingSource(store, '?x=1');
    expect(store.get('channel')).toBeNull();
    captureMarketingSource(store, '?keyword=boards');
    store.set('auth', 'token');
    await sendMarketingSource(rpcStub(true).rpc, store, 'start');
    expect(store.get('keyword')).toBe('boards');
  });
});
