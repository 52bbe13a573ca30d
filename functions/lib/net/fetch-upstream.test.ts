import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUpstream, UpstreamError, type UpstreamLimits } from './fetch-upstream.js';

/** A local upstream: allow-listed by host:port like the local stack's sample API. */
let server: Server;
let origin = '';
let limits: UpstreamLimits;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2000);
    if (request.url === '/big') return void response.end('x'.repeat(5000));
    if (request.url === '/sample/redirect') {
      response.writeHead(302, { location: '/private' });
      return void response.end('moved');
    }
    if (request.url === '/private') return void response.end('private');
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://169.254.169.254/' });
      return void response.end();
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        host: request.headers.host,
        connection: request.headers.connection,
        team: request.headers['x-team'],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  limits = { allowHosts: new Set([`127.0.0.1:${port}`]), timeoutMs: 500, maxBytes: 1000 };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof UpstreamError ? error.failure : String(error)),
  );

describe('fetchUpstream', () => {
  it('reaches an allow-listed local host and sets the Host itself', async () => {
    const answer = await fetchUpstream(
      { url: `${origin}/x`, method: 'GET', headers: { Host: 'evil.example', Connection: 'upgrade', 'X-Team': 'ops' } },
      limits,
    );
    expect(answer.status).toBe(200);
    const seen = JSON.parse(answer.text) as { host: string; connection: string; team: string };
    expect(seen).toMatchObject({ host: new URL(origin).host, team: 'ops' });
    expect(seen.connection).not.toBe('upgrade');
  });

  it('refuses the same host when it is not allow-listed, and hosts that resolve to private addresses', async () => {
    const strict = { ...limits, allowHosts: new Set<string>() };
    expect(await failure(fetchUpstream({ url: `${origin}/x`, method: 'GET', headers: {} }, strict))).toBe('refused');
    expect(
      await failure(
        fetchUpstream({ url: `http://localhost:${new URL(origin).port}/x`, method: 'GET', headers: {} }, strict),
      ),
    ).toBe('refused');
    expect(await failure(fetchUpstream({ url: 'gopher://example.com/', method: 'GET', headers: {} }, strict))).toBe(
      'refused',
    );
  });

  it('gives up after its time limit and past its size limit, and does not follow redirects', async () => {
    expect(await failure(fetchUpstream({ url: `${origin}/slow`, method: 'GET', headers: {} }, limits))).toBe('timeout');
    expect(await failure(fetchUpstream({ url: `${origin}/big`, method: 'GET', headers: {} }, limits))).toBe('tooLarge');
    expect((await fetchUpstream({ url: `${origin}/redirect`, method: 'GET', headers: {} }, limits)).status).toBe(302);
  });

  it('admits only the allow-listed path prefix of a private host, however the path is spelt', async () => {
    const scoped = { ...limits, allowHosts: new Set([`127.0.0.1:${new URL(origin).port}/sample/`]) };
    expect((await fetchUpstream({ url: `${origin}/sample/x`, method: 'GET', headers: {} }, scoped)).status).toBe(200);
    for (const path of [
      '/private',
      '/sample/..%2Fprivate',
      '/sample/%2e%2e/private',
      '/sample/..%5Cprivate',
      '/sample/%252e%252e%252fprivate',
      '/sample//private',
      '/sample\\..\\private',
    ]) {
      expect(await failure(fetchUpstream({ url: `${origin}${path}`, method: 'GET', headers: {} }, scoped)), path).toBe(
        'refused',
      );
    }
    // A redirect out of the prefix is answered as it came, never followed.
    const moved = await fetchUpstream({ url: `${origin}/sample/redirect`, method: 'GET', headers: {} }, scoped);
    expect(moved.status).toBe(302);
    expect(moved.text).toBe('moved');
  });
});
