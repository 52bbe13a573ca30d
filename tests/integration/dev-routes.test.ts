import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProxyAnswer } from '../../shared/acts/api.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { DEV_OUTBOX_PATH, DEV_SAMPLE_PATH } from '../../shared/protocol/routes.js';
import { baseUrl, registerUser, rpc, type Registered } from './helpers/client.js';

/**
 * Brief A, item 8: the data proxy reaches the local gateway on the sample API's path prefix only
 * (never the dev outbox of everyone's SMS codes, nor /rpc/*), however the path is spelt; and the
 * sample API's `seen` tells a caller only what was sent within a scope it chose.
 */
const proxy = (user: Registered, url: string) =>
  rpc<ProxyAnswer>('api', 'v1/api/proxy', { auth: user.login.auth, url, ttl: 0 });
const scope = () => randomBytes(16).toString('base64url');

describe('local development routes', () => {
  it('the proxy reaches the sample API, and nothing else of the gateway, however the path is spelt', async () => {
    const user = await registerUser();
    const origin = baseUrl();
    expect((await proxy(user, `${origin}${DEV_SAMPLE_PATH}/kpi`)).code).toBe(200);
    const refused = [
      `${origin}${DEV_OUTBOX_PATH}`,
      `${origin}/rpc/user`,
      `${origin}/published/x.json`,
      `${origin}${DEV_SAMPLE_PATH}/..%2Foutbox`,
      `${origin}${DEV_SAMPLE_PATH}/..%2F..%2Frpc%2Fuser`,
      `${origin}${DEV_SAMPLE_PATH}/%2e%2e/outbox`,
      `${origin}${DEV_SAMPLE_PATH}/%2e%2e%2foutbox`,
      `${origin}${DEV_SAMPLE_PATH}/%252e%252e%252foutbox`,
      `${origin}${DEV_SAMPLE_PATH}/..%5Coutbox`,
      `${origin}${DEV_SAMPLE_PATH}\\..\\outbox`,
      `${origin}${DEV_SAMPLE_PATH}//..//outbox`,
      `${origin.replace('localhost', '127.0.0.1')}${DEV_OUTBOX_PATH}`,
    ];
    for (const url of refused) {
      const answer = await proxy(user, url);
      expect(answer.code, url).toBe(ErrorCode.API_ADDRESS_REFUSED);
      expect(JSON.stringify(answer.body), url).not.toMatch(/"messages"|"mobile"/);
    }
  });

  it('seen answers only within the scope its caller chose, so one tenant cannot read another’s headers', async () => {
    const alice = await registerUser();
    const mallory = await registerUser();
    const mine = scope();
    const path = `/sales?seen=${scope()}`;
    const secret = 'Bearer alice-only';
    const sent = await rpc('api', 'v1/api/proxy', {
      auth: alice.login.auth,
      url: `${baseUrl()}${DEV_SAMPLE_PATH}/scope/${mine}${path}`,
      headers: { Authorization: secret },
      ttl: 0,
    });
    expect(sent.code).toBe(200);
    // The scope's owner reads what was sent.
    const own = (await (
      await fetch(`${baseUrl()}${DEV_SAMPLE_PATH}/scope/${mine}/seen?of=${encodeURIComponent(path)}`)
    ).json()) as { headers: Record<string, string> | null };
    expect(own.headers?.authorization).toBe(secret);
    // Another tenant's widget, through the proxy: unscoped, or in a scope of its own, finds nothing.
    for (const probe of [
      `/seen?of=${encodeURIComponent(path)}`,
      `/scope/${scope()}/seen?of=${encodeURIComponent(path)}`,
      `/scope/${scope()}/seen?of=${encodeURIComponent(`/scope/${mine}${path}`)}`,
    ]) {
      const answer = await proxy(mallory, `${baseUrl()}${DEV_SAMPLE_PATH}${probe}`);
      expect(JSON.stringify(answer.body), probe).not.toContain('alice-only');
    }
    // Unscoped requests are counted, never recorded.
    const unscoped = `/sales?plain=${scope()}`;
    await rpc('api', 'v1/api/proxy', {
      auth: alice.login.auth,
      url: `${baseUrl()}${DEV_SAMPLE_PATH}${unscoped}`,
      headers: { Authorization: secret },
      ttl: 0,
    });
    const plain = await fetch(`${baseUrl()}${DEV_SAMPLE_PATH}/seen?of=${encodeURIComponent(unscoped)}`);
    expect(plain.status).toBe(404);
    expect(await plain.text()).not.toContain('alice-only');
  });
});
