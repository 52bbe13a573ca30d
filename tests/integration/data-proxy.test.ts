import { describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { baseUrl, registerUser, rpc, type Registered } from './helpers/client.js';

/**
 * The data proxy (`v1/api/proxy`) through the gateway against the emulators. The
 * local sample API is the only private address allowed (the stack allow-lists its host:port).
 */
const proxy = <T = ProxyAnswer>(user: Registered, args: Record<string, unknown>) =>
  rpc<T>('api', 'v1/api/proxy', { auth: user.login.auth, ...args });
const sample = (path: string) => `${baseUrl()}${DEV_SAMPLE_PATH}${path}`;
const hitsOf = async (path: string) =>
  ((await (await fetch(sample(`/hits?of=${encodeURIComponent(path)}`))).json()) as { hits: number }).hits;
const unique = () => Math.random().toString(36).slice(2);

describe('the data proxy', () => {
  it('answers the upstream JSON, forwarding method, headers and body', async () => {
    const user = await registerUser();
    const sales = await proxy(user, { url: sample('/sales') });
    expect(sales.code).toBe(200);
    const list = (sales.msg.data as { result: { list: Array<{ month: string; online: number }> } }).result.list;
    expect(list).toHaveLength(12);
    expect(list[0]).toMatchObject({ month: 'Jan', online: expect.any(Number) });
    const echo = await proxy<ProxyAnswer>(user, {
      url: sample(`/echo?k=${unique()}`),
      method: 'POST',
      headers: { 'X-Team': 'ops', Host: 'evil.example' },
      body: '{"region":"east"}',
      ttl: 0,
    });
    const seen = echo.msg.data as { method: string; headers: Record<string, string>; body: string };
    expect(seen.method).toBe('POST');
    expect(seen.headers['x-team']).toBe('ops');
    expect(seen.headers.host).not.toBe('evil.example');
    expect(seen.body).toBe('{"region":"east"}');
  });

  it('refuses private, loopback, link-local and metadata addresses, and what is not http(s)', async () => {
    const user = await registerUser();
    const port = new URL(baseUrl()).port;
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.8/',
      'http://192.168.1.1:8080/',
      `http://127.0.0.1:${Number(port) + 1}/`,
      'http://[::1]:80/',
      'http://0.0.0.0/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect((await proxy(user, { url, ttl: 0 })).code, url).toBe(ErrorCode.API_ADDRESS_REFUSED);
    }
    for (const url of [
      'ftp://example.com/file',
      'file:///etc/passwd',
      'not a url',
      'http://user:secret@example.com/',
    ]) {
      expect([ErrorCode.API_PATH_FORMAT, ErrorCode.API_ADDRESS_REFUSED], url).toContain(
        (await proxy(user, { url, ttl: 0 })).code,
      );
    }
    expect((await proxy(user, { url: sample('/sales'), method: 'DELETE' })).code).toBe(ErrorCode.API_METHOD_WRONG);
    expect((await proxy(user, { url: sample('/sales'), headers: { 'X-Bad': 'a\r\nInjected: 1' } })).code).toBe(
      ErrorCode.API_PATH_FORMAT,
    );
  });

  it('reports an upstream failure by its code, never caching it, and needs a session', async () => {
    const user = await registerUser();
    const failing = await proxy(user, { url: sample('/status/503') });
    expect(failing.code).toBe(ErrorCode.API_UPSTREAM_FAILED);
    expect(JSON.stringify(failing)).not.toMatch(/stack|at .*\.ts/);
    await proxy(user, { url: sample('/status/503') });
    expect(await hitsOf('/status/503')).toBeGreaterThanOrEqual(2);
    expect((await rpc('api', 'v1/api/proxy', { url: sample('/sales') })).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('serves 25 simultaneous displays of one source with one upstream call per TTL, per tenant', async () => {
    const user = await registerUser();
    const path = `/kpi?display=${unique()}`;
    const answers = await Promise.all(Array.from({ length: 25 }, () => proxy(user, { url: sample(path), ttl: 30 })));
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(await hitsOf(path)).toBe(1);
    expect(answers.filter((a) => !a.msg.cached)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.msg.fetchedAt)).size).toBe(1);
    // Another tenant's identical request is its own (no answer crosses tenants).
    const other = await registerUser();
    expect((await proxy(other, { url: sample(path), ttl: 30 })).msg.cached).toBe(false);
    expect(await hitsOf(path)).toBe(2);
    // Without a TTL every call goes upstream.
    const uncached = `/kpi?uncached=${unique()}`;
    for (let i = 0; i < 3; i++) await proxy(user, { url: sample(uncached), ttl: 0 });
    expect(await hitsOf(uncached)).toBe(3);
  });

  it('fetches again once the TTL has passed', async () => {
    const user = await registerUser();
    const path = `/kpi?ttl=${unique()}`;
    const first = await proxy(user, { url: sample(path), ttl: 1 });
    expect((await proxy(user, { url: sample(path), ttl: 1 })).msg.fetchedAt).toBe(first.msg.fetchedAt);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const later = await proxy(user, { url: sample(path), ttl: 1 });
    expect(later.msg.fetchedAt).toBeGreaterThan(first.msg.fetchedAt);
    expect(await hitsOf(path)).toBe(2);
  });
});
