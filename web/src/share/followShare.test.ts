import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupSharePayload, ScreenSharePayload, SharePayload } from '../../../shared/acts/link-share.js';
import { ErrorCode } from '../../../shared/errors/catalogue.js';
import { SCHEMA_VERSION, type ScreenDocument } from '../../../shared/screen/document.js';
import { CLIENT_CODES, RpcError } from '../api/errors';
import { watchLatest } from '../viewer/latestWatch';
import {
  afterReload,
  pollSignature,
  pollStatic,
  pollView,
  sharePollRange,
  shareSignature,
  type SharePoll,
} from './followShare';

const doc = (title: string) => ({ schemaVersion: SCHEMA_VERSION, title }) as unknown as ScreenDocument;
const shared = (id: string, version: string, interval: number | null = null) => ({
  _id: id,
  name: `Screen ${id}`,
  version: { _id: version, seq: 1 },
  document: doc(version),
  interval,
});
const screenShare = (version: string): ScreenSharePayload => {
  const { interval: _interval, ...screen } = shared('a', version);
  return { kind: 'screen', screen, embed_domains: [] };
};
const groupShare = (over: Partial<GroupSharePayload> = {}): GroupSharePayload => ({
  kind: 'group',
  name: 'Foyer',
  interval: 10,
  screens: [shared('a', 'v1'), shared('b', 'v1', 3)],
  embed_domains: [],
  ...over,
});

describe('what a shown share amounts to', () => {
  it('is the same for the same versions, names and intervals, whatever object carries them', () => {
    expect(shareSignature(groupShare())).toBe(shareSignature(structuredClone(groupShare())));
    expect(shareSignature(screenShare('v1'))).toBe(shareSignature(screenShare('v1')));
  });

  it('changes with a released version, an interval, a name, the order, the embed domains', () => {
    const base = shareSignature(groupShare());
    const changed: SharePayload[] = [
      groupShare({ screens: [shared('a', 'v2'), shared('b', 'v1', 3)] }),
      groupShare({ interval: 5 }),
      groupShare({ screens: [shared('a', 'v1', 1), shared('b', 'v1', 3)] }),
      groupShare({ name: 'Lobby' }),
      groupShare({ screens: [shared('b', 'v1', 3), shared('a', 'v1')] }),
      groupShare({ embed_domains: ['example.com'] }),
    ];
    for (const payload of changed) expect(shareSignature(payload)).not.toBe(base);
    expect(shareSignature(screenShare('v2'))).not.toBe(shareSignature(screenShare('v1')));
    expect(pollSignature({ kind: 'gone' })).not.toBe(base);
  });
});

describe('polling the static object', () => {
  const answer = (status: number, body: unknown = {}) =>
    vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

  it('revalidates (no-cache, so an unchanged object is a 304) and gives the payload', async () => {
    const fetcher = answer(200, screenShare('v2'));
    expect(await pollStatic(fetcher as unknown as typeof fetch, '/published/s/x.json')).toEqual({
      kind: 'payload',
      payload: screenShare('v2'),
    });
    expect(fetcher).toHaveBeenCalledWith('/published/s/x.json', { credentials: 'omit', cache: 'no-cache' });
  });

  it('reads 403 and 404 as gone, and throws on anything else', async () => {
    expect(await pollStatic(answer(403) as unknown as typeof fetch, '/p')).toEqual({ kind: 'gone' });
    expect(await pollStatic(answer(404) as unknown as typeof fetch, '/p')).toEqual({ kind: 'gone' });
    await expect(pollStatic(answer(502) as unknown as typeof fetch, '/p')).rejects.toThrow(/502/);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(pollStatic(offline as unknown as typeof fetch, '/p')).rejects.toThrow(TypeError);
  });
});

describe('polling view', () => {
  it('gives the payload, reads the share’s own answers as gone, and throws on passing failures', async () => {
    expect(await pollView(async () => groupShare())).toEqual({ kind: 'payload', payload: groupShare() });
    for (const code of [
      ErrorCode.SCREEN_SHARE_CLOSED,
      ErrorCode.SCREEN_SHARE_EXPIRED,
      ErrorCode.SCREEN_SHARE_ACCESS_INVALID,
      ErrorCode.SCREEN_SHARE_UNPUBLISHED,
    ]) {
      expect(await pollView(() => Promise.reject(new RpcError(code, 'x')))).toEqual({ kind: 'gone' });
    }
    for (const code of [CLIENT_CODES.network, CLIENT_CODES.badResponse, ErrorCode.SERVER_ERROR]) {
      await expect(pollView(() => Promise.reject(new RpcError(code, 'x')))).rejects.toBeInstanceOf(RpcError);
    }
    await expect(pollView(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline');
  });
});

describe('after a share is gone, a fresh load', () => {
  it('is shown when it is a payload or the share’s own message (cancelled, expired)', () => {
    expect(afterReload({ status: 'ready' })).toBe('show');
    expect(afterReload({ status: 'error', code: ErrorCode.SCREEN_SHARE_CLOSED })).toBe('show');
    expect(afterReload({ status: 'error', code: ErrorCode.SCREEN_SHARE_EXPIRED })).toBe('show');
  });

  it('keeps the wall as it is on a passing failure, and stops at a password nobody is there to type', () => {
    expect(afterReload({ status: 'error', code: CLIENT_CODES.network })).toBe('keep');
    expect(afterReload({ status: 'error', code: ErrorCode.SERVER_ERROR })).toBe('keep');
    expect(afterReload({ status: 'password' })).toBe('keep-and-stop');
  });
});

describe('the poll interval', () => {
  it('is 30–60 s, or exactly what a test injects (not under 500 ms)', () => {
    expect(sharePollRange(undefined)).toEqual({ minMs: 30_000, maxMs: 60_000 });
    expect(sharePollRange(1000)).toEqual({ minMs: 1000, maxMs: 1000 });
    expect(sharePollRange(10)).toEqual({ minMs: 30_000, maxMs: 60_000 });
    expect(sharePollRange('fast')).toEqual({ minMs: 30_000, maxMs: 60_000 });
  });
});

describe('a share followed by the latest watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('swaps in a new release once, ignores refetched copies of what is shown, and reports a closed share', async () => {
    let served: SharePoll = { kind: 'payload', payload: screenShare('v1') };
    const changes: string[] = [];
    const stop = watchLatest<string>({
      current: shareSignature(screenShare('v1')),
      check: async () => pollSignature(structuredClone(served)),
      onChange: (signature) => changes.push(signature),
      minMs: 1000,
      maxMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(changes).toEqual([]);
    served = { kind: 'payload', payload: screenShare('v2') };
    await vi.advanceTimersByTimeAsync(3000);
    expect(changes).toEqual([shareSignature(screenShare('v2'))]);
    served = { kind: 'gone' };
    await vi.advanceTimersByTimeAsync(3000);
    expect(changes).toEqual([shareSignature(screenShare('v2')), 'gone']);
    stop();
  });
});
