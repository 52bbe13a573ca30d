import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchShareObject, takeShareObject } from './sharePrefetch';

describe('the share object requested by the entry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is requested once for a share page, taken by the first load, then asked afresh', async () => {
    const fetch = vi.fn((path: string) => Promise.resolve(new Response(path)));
    vi.stubGlobal('fetch', fetch);
    prefetchShareObject('/screen-share/share/tok123');
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/published/s/tok123.json', { credentials: 'omit' });
    expect(await (await takeShareObject('/published/s/tok123.json')).text()).toBe('/published/s/tok123.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    await takeShareObject('/published/s/tok123.json');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not requested for a password page, a path without token or another page', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetch);
    prefetchShareObject('/screen-share/share/tok123/screen');
    prefetchShareObject('/group-share/share/');
    prefetchShareObject('/screen/list');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a failed request quiet until a load takes it', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    prefetchShareObject('/group-share/share/g1');
    await expect(takeShareObject('/published/g/g1.json')).rejects.toThrow('offline');
  });
});
