import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SERVER_CONFIG } from '../../../shared/config.js';
import { loadServerConfig, mergeConfig } from './loadConfig';

describe('serverConfig.json', () => {
  it('retries 3 times, 3 s apart, reporting each failed attempt', async () => {
    const fetchFn = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ storageKey: 'acme', logoTextName: 'Acme' })));
    const sleep = vi.fn(async () => {});
    const onRetry = vi.fn();
    const config = await loadServerConfig({ fetch: fetchFn, sleep, now: () => 42, onRetry });
    expect(config.storageKey).toBe('acme');
    expect(config.logoTextName).toBe('Acme');
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(fetchFn.mock.calls[0]![0]).toBe('/serverConfig.json?t=42');
    expect(onRetry.mock.calls).toEqual([
      [1, 3],
      [2, 3],
    ]);
    expect(sleep.mock.calls).toEqual([[3000], [3000]]);
  });

  it('gives up after the third failure', async () => {
    const fetchFn = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(
      loadServerConfig({ fetch: fetchFn, sleep: async () => {}, now: () => 1, onRetry: () => {} }),
    ).rejects.toThrow('offline');
    expect(fetchFn).toHaveBeenCalledTimes(3);
  });

  it('fills missing fields from the defaults', () => {
    expect(mergeConfig({ isSso: true })).toEqual({ ...DEFAULT_SERVER_CONFIG, isSso: true });
    expect(mergeConfig({ storageKey: '' }).storageKey).toBe('max');
    expect(() => mergeConfig('text')).toThrow();
  });
});
