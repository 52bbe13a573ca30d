import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { s3 } from '../../functions/lib/clients.js';
import { env } from '../../functions/lib/env.js';
import { ErrorCode } from '../../shared/errors/catalogue.js';
import { startGateway, WEBSOCKET_PATH, type Gateway } from '../../scripts/local/gateway.js';
import { baseUrl, get } from './helpers/client.js';

/**
 * Brief A, item 2 and the gateway's robustness: static paths (`/published/*` and the SPA) are
 * decoded once and confined, whatever the encoding of `..`; and malformed requests cost one
 * answer, never the process. Requests go out raw (node:http, a bare socket): fetch would
 * normalise the dot segments before sending them.
 */
interface Raw {
  status: number;
  body: string;
}

function rawRequest(
  origin: string,
  path: string,
  options: { method?: string; body?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<Raw> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: Number(port), path, method: options.method ?? 'GET', headers: options.headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Bytes written on a bare socket, and the status line answered (or what became of the connection). */
function rawSocket(origin: string, bytes: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => resolve(answer || 'reset'));
    socket.on('close', () => resolve(answer.split('\r\n')[0] || 'closed'));
  });
}

const TRAVERSALS = (target: string) => [
  `..%2F${target}`,
  `..%2f${target}`,
  `%2e%2e%2f${target}`,
  `%2E%2E%2F${target}`,
  `%2e%2e/${target}`,
  `.%2e/${target}`,
  `%252e%252e%252f${target}`,
  `..%252F${target}`,
  `..\\${target.replaceAll('/', '\\')}`,
  `..%5c${target.replaceAll('/', '%5c')}`,
  `%2e%2e%5c${target}`,
  `..%2F.%2F${target}`,
  `x/..%2F..%2F${target}`,
  `x%2F%2E%2E%2F%2E%2E%2F${target}`,
];

async function stillAnswers(): Promise<void> {
  const answer = await get('/rpc/user');
  expect(answer.status).toBeLessThan(500);
}

describe('local gateway: /published/ confinement', () => {
  const tenant = `t-${Math.random().toString(36).slice(2)}`;
  const versionKey = `versions/${tenant}/screen/v1.json`;
  const privateKey = `secrets/${tenant}/screen/versions/v1.json`;
  beforeAll(async () => {
    await s3().send(
      new PutObjectCommand({
        Bucket: env.publishedBucket(),
        Key: versionKey,
        Body: '{"secret":"version document"}',
        ContentType: 'application/json',
      }),
    );
    await s3().send(
      new PutObjectCommand({
        Bucket: env.assetsBucket(),
        Key: privateKey,
        Body: '{"secret":"private headers"}',
        ContentType: 'application/json',
      }),
    );
    await s3().send(
      new PutObjectCommand({
        Bucket: env.publishedBucket(),
        Key: `published/s/${tenant}.json`,
        Body: '{"ok":true}',
        ContentType: 'application/json',
      }),
    );
  });

  it('serves a key under published/', async () => {
    const answer = await rawRequest(baseUrl(), `/published/s/${tenant}.json`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"ok":true}');
  });

  it('never serves a version document of the published bucket, however .. is encoded', async () => {
    for (const path of TRAVERSALS(versionKey)) {
      const answer = await rawRequest(baseUrl(), `/published/${path}`);
      expect(answer.body, path).not.toContain('secret');
      // 404: a path whose dot segments the URL parser resolves (`%2e%2e/`) leaves /published/ for the SPA.
      expect([400, 403, 404], path).toContain(answer.status);
    }
  });

  it('never serves a private object of another bucket', async () => {
    for (const path of [
      ...TRAVERSALS(`${env.assetsBucket()}/${privateKey}`).map((p) => `..%2F${p}`),
      ...TRAVERSALS(`../${env.assetsBucket()}/${privateKey}`),
    ]) {
      const answer = await rawRequest(baseUrl(), `/published/${path}`);
      expect(answer.body, path).not.toContain('secret');
      // 404: a path whose dot segments the URL parser resolves (`%2e%2e/`) leaves /published/ for the SPA.
      expect([400, 403, 404], path).toContain(answer.status);
    }
  });
});

describe('local gateway: SPA confinement', () => {
  let root: string;
  let gateway: Gateway;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'wallboard-spa-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>spa</title>');
    writeFileSync(join(root, 'dist', 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, 'secret.txt'), 'secret outside the dist folder');
    gateway = await startGateway({ port: 0, webDist: join(root, 'dist'), handlers: 'source' });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves its files and the index for routes', async () => {
    expect((await rawRequest(gateway.url, '/assets/app.js')).body).toBe('console.log(1)');
    expect((await rawRequest(gateway.url, '/editor/abc')).body).toContain('<title>spa</title>');
    expect((await rawRequest(gateway.url, '/')).body).toContain('<title>spa</title>');
  });

  it('never serves a file outside the dist folder, however .. is encoded', async () => {
    for (const path of [
      ...TRAVERSALS('secret.txt'),
      ...TRAVERSALS('secret.txt').map((p) => `assets/${p}`),
      '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
    ]) {
      const answer = await rawRequest(gateway.url, `/${path}`);
      expect(answer.body, path).not.toContain('secret outside');
      expect(answer.body, path).not.toContain('root:');
      expect([400, 403, 404], path).toContain(answer.status);
    }
  });
});

describe('local gateway: malformed requests cost one answer', () => {
  it('answers bad percent-encoding, huge paths, bad bodies and odd request targets, and goes on answering', async () => {
    expect((await rawRequest(baseUrl(), '/published/%E0%A4%A')).status).toBe(400);
    expect((await rawRequest(baseUrl(), '/%E0%A4%A')).status).toBeLessThan(500);
    expect((await rawRequest(baseUrl(), '/@connections/%E0%A4%A')).status).toBeLessThan(500);
    expect(
      (await rawRequest(baseUrl(), `/published/${'a'.repeat(60_000)}`).catch(() => ({ status: 0, body: '' }))).status,
    ).toBe(431);
    expect((await rawRequest(baseUrl(), `/published/${'a/'.repeat(3000)}x`)).status).toBe(403);

    const badJson = await rawRequest(baseUrl(), '/rpc/user', {
      method: 'POST',
      body: '{"act": "v1/user/login", "args": {',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBeLessThan(500);
    expect(JSON.parse(badJson.body)).toHaveProperty('code');
    const notUtf8 = await rawRequest(baseUrl(), '/rpc/user', {
      method: 'POST',
      body: Buffer.from([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x7d]),
      headers: { 'content-type': 'application/json' },
    });
    expect(notUtf8.status).toBeLessThan(500);
    expect(notUtf8.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    const unknownFamily = await rawRequest(baseUrl(), '/rpc/%E0%A4%A', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(unknownFamily.body).code).toBe(ErrorCode.INTERFACE_MISSING);

    // Request targets a URL parser refuses: absolute forms with a broken host.
    for (const target of ['http://[/x', 'http://%/published/x', '//[::1/published/x']) {
      const line = await rawSocket(baseUrl(), `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(line, target).toMatch(/^HTTP\/1\.1 [45]\d\d|^(reset|closed)$/);
      await stillAnswers();
    }
    await stillAnswers();
  });

  it('survives broken WebSocket upgrades and management calls', async () => {
    const { port } = new URL(baseUrl());
    for (const target of ['http://[/v2/ws/public', `${WEBSOCKET_PATH}?token=%E0%A4%A`, `${WEBSOCKET_PATH}?token=x`]) {
      const line = await rawSocket(
        baseUrl(),
        `GET ${target} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      expect(line, target).toMatch(/^HTTP\/1\.1 [45]\d\d|^(reset|closed)$/);
      await stillAnswers();
    }
    // A client that gives up in the middle of an upgrade.
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `GET ${WEBSOCKET_PATH}?token=${'x'.repeat(64)} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      );
      socket.resetAndDestroy();
    });
    socket.on('error', () => undefined);
    await new Promise((r) => setTimeout(r, 300));
    // A refused socket the client closes early.
    const ws = new WebSocket(`${baseUrl().replace('http', 'ws')}${WEBSOCKET_PATH}?token=nope`);
    await new Promise((resolve) => {
      ws.on('error', resolve);
      ws.on('close', resolve);
    });
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(
        (await rawRequest(baseUrl(), '/@connections/%ZZ', { method, body: method === 'POST' ? 'x' : undefined }))
          .status,
      ).toBeLessThan(500);
    }
    await stillAnswers();
  });
});

describe('local gateway: a failing handler costs one request', () => {
  let root: string;
  let gateway: Gateway;
  beforeAll(async () => {
    // Handler bundles that fail: the user family throws, the WebSocket handler accepts $connect and rejects everything after.
    root = mkdtempSync(join(tmpdir(), 'wallboard-failing-'));
    writeFileSync(
      join(root, 'user.mjs'),
      "export const handler = async () => { throw new Error('boom at /secret/handler.ts:12:3'); };\n",
    );
    writeFileSync(
      join(root, 'ws.mjs'),
      "export const handler = async (event) => { if (event.requestContext.routeKey === '$connect') return { statusCode: 200 }; throw new Error('ws boom'); };\n",
    );
    gateway = await startGateway({ port: 0, handlers: { bundleDir: root } });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 500 with 50000001 and no stack, and answers the next request', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await rawRequest(gateway.url, '/rpc/user', {
        method: 'POST',
        body: '{"act":"v1/user/login","args":{}}',
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body).code).toBe(ErrorCode.SERVER_ERROR);
      expect(answer.body).not.toMatch(/boom|secret|handler\.ts/);
    }
    // A family whose bundle is missing: the import fails, the request gets the same answer.
    const missing = await rawRequest(gateway.url, '/rpc/screen', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(500);
    expect(JSON.parse(missing.body).code).toBe(ErrorCode.SERVER_ERROR);
  });

  it('survives WebSocket handlers that reject on messages and on close', async () => {
    const ws = new WebSocket(`${gateway.url.replace('http', 'ws')}${WEBSOCKET_PATH}?token=x`);
    await new Promise((resolve, reject) => {
      ws.on('open', resolve);
      ws.on('error', reject);
    });
    ws.send('{"act":"x"}');
    ws.send('ping');
    await new Promise((r) => setTimeout(r, 200));
    ws.close();
    await new Promise((r) => setTimeout(r, 200));
    expect((await rawRequest(gateway.url, '/rpc/user', { method: 'POST', body: '{}' })).status).toBe(500);
  });
});
