import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  chooseEncoding,
  GZIP_AND_BROTLI,
  GZIP_ONLY,
  isCompressibleType,
  MAX_COMPRESSED_BYTES,
  MIN_COMPRESSED_BYTES,
  noneMatchHits,
  StaticCompressionCache,
  weakETag,
  type CompressionAnswer,
  type CompressionRequest,
} from './compression.js';
import { startGateway, type Gateway } from './gateway.js';

const BROWSER: CompressionRequest = { acceptEncoding: 'gzip, deflate, br, zstd', range: undefined, httpVersion: '1.1' };
const JS: CompressionAnswer = {
  status: 200,
  contentType: 'text/javascript; charset=utf-8',
  contentEncoding: undefined,
  bytes: 50_000,
};

describe('acceptedEncodings', () => {
  it('reads gzip and br, with or without weights, in any case', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('GZIP;q=0.5')]).toEqual(['gzip']);
    expect([...acceptedEncodings('br;q=1.0, gzip;q=0.8')].sort()).toEqual(['br', 'gzip']);
  });
  it('counts a coding refused with q=0 for nothing, and ignores what CloudFront does not compress with', () => {
    expect([...acceptedEncodings('br;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('gzip; q=0.000')]).toEqual([]);
    expect([...acceptedEncodings('deflate, zstd, *')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('identity')]).toEqual([]);
  });
});

describe('isCompressibleType', () => {
  it.each([
    'text/javascript; charset=utf-8',
    'application/javascript',
    'text/css',
    'text/html; charset=utf-8',
    'application/json; charset=utf-8',
    'image/svg+xml',
    'text/plain',
    'application/xml',
    'font/ttf',
  ])('compresses %s', (type) => expect(isCompressibleType(type)).toBe(true));
  it.each([
    'image/png',
    'image/webp',
    'font/woff2',
    'application/octet-stream',
    'application/wasm',
    'image/x-icon',
    'application/zip',
    '',
    undefined,
  ])('leaves %s as it is', (type) => expect(isCompressibleType(type)).toBe(false));
});

describe('chooseEncoding', () => {
  it('prefers br when the viewer accepts both and the behaviour caches Brotli', () => {
    expect(chooseEncoding(BROWSER, JS, GZIP_AND_BROTLI)).toEqual({ encoding: 'br', vary: true });
  });
  it('sends gzip where the behaviour compresses with Gzip only, or the viewer takes only gzip', () => {
    expect(chooseEncoding(BROWSER, JS, GZIP_ONLY)).toEqual({ encoding: 'gzip', vary: true });
    expect(chooseEncoding({ ...BROWSER, acceptEncoding: 'gzip, deflate' }, JS, GZIP_AND_BROTLI)).toEqual({
      encoding: 'gzip',
      vary: true,
    });
  });
  it('sends br to a viewer taking only br, and nothing to one taking only br from a Gzip-only behaviour', () => {
    expect(chooseEncoding({ ...BROWSER, acceptEncoding: 'br' }, JS, GZIP_AND_BROTLI).encoding).toBe('br');
    expect(chooseEncoding({ ...BROWSER, acceptEncoding: 'br' }, JS, GZIP_ONLY)).toEqual({
      encoding: undefined,
      vary: true,
    });
  });
  it('sends the body as it is, still varying, to a viewer that accepts neither, or over HTTP/1.0', () => {
    expect(chooseEncoding({ ...BROWSER, acceptEncoding: undefined }, JS, GZIP_AND_BROTLI)).toEqual({
      encoding: undefined,
      vary: true,
    });
    expect(chooseEncoding({ ...BROWSER, httpVersion: '1.0' }, JS, GZIP_AND_BROTLI).encoding).toBeUndefined();
  });
  it('compresses bodies of 1,000 to 10,000,000 bytes only', () => {
    const at = (bytes: number) => chooseEncoding(BROWSER, { ...JS, bytes }, GZIP_AND_BROTLI);
    expect(at(MIN_COMPRESSED_BYTES - 1)).toEqual({ encoding: undefined, vary: false });
    expect(at(MIN_COMPRESSED_BYTES).encoding).toBe('br');
    expect(at(MAX_COMPRESSED_BYTES).encoding).toBe('br');
    expect(at(MAX_COMPRESSED_BYTES + 1)).toEqual({ encoding: undefined, vary: false });
    expect(at(0).encoding).toBeUndefined();
  });
  it('never compresses an answer already encoded, a range request, another status or another type', () => {
    const never = { encoding: undefined, vary: false };
    expect(chooseEncoding(BROWSER, { ...JS, contentEncoding: 'gzip' }, GZIP_AND_BROTLI)).toEqual(never);
    expect(chooseEncoding(BROWSER, { ...JS, contentEncoding: 'identity' }, GZIP_AND_BROTLI)).toEqual(never);
    expect(chooseEncoding({ ...BROWSER, range: 'bytes=0-99' }, JS, GZIP_AND_BROTLI)).toEqual(never);
    expect(chooseEncoding(BROWSER, { ...JS, status: 206 }, GZIP_AND_BROTLI)).toEqual(never);
    expect(chooseEncoding(BROWSER, { ...JS, contentType: 'image/png' }, GZIP_AND_BROTLI)).toEqual(never);
    expect(chooseEncoding(BROWSER, JS, { gzip: false, brotli: false })).toEqual(never);
  });
});

describe('ETags of compressed answers', () => {
  it('turns a strong ETag weak, keeps a weak one and drops an invalid one', () => {
    expect(weakETag('"abc"')).toBe('W/"abc"');
    expect(weakETag('W/"abc"')).toBe('W/"abc"');
    expect(weakETag('abc')).toBeUndefined();
    expect(weakETag(undefined)).toBeUndefined();
  });
  it('matches If-None-Match weakly', () => {
    expect(noneMatchHits('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatchHits('*', '"abc"')).toBe(true);
    expect(noneMatchHits('"abd"', '"abc"')).toBe(false);
    expect(noneMatchHits(undefined, '"abc"')).toBe(false);
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request through node:http, which neither asks for nor undoes any encoding by itself. */
function get(gateway: Gateway, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: gateway.port, path, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(method === 'POST' ? '{"act":"v1/user/preferences","args":{}}' : undefined);
  });
}

const decoded = (answer: RawAnswer): string => {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return bytes.toString('utf8');
};

describe('the local gateway compresses as CloudFront does', () => {
  let root: string;
  let gateway: Gateway;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))};\n`;
  const answer = JSON.stringify({ code: 200, msg: Array.from({ length: 300 }, (_, i) => `value ${i}`) });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'wallboard-compression-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>spa</title>${'<p>shell</p>'.repeat(100)}`);
    writeFileSync(join(dist, 'assets', 'app.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'picture.png'), Buffer.alloc(5000, 7));
    writeFileSync(join(dist, 'serverConfig.json'), JSON.stringify({ padding: 'x'.repeat(2000) }));
    const handlers = join(root, 'handlers');
    mkdirSync(handlers);
    writeFileSync(
      join(handlers, 'user.mjs'),
      `export const handler = async () => ({ statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: ${JSON.stringify(answer)} });\n`,
    );
    writeFileSync(join(handlers, 'ws.mjs'), 'export const handler = async () => ({ statusCode: 200 });\n');
    gateway = await startGateway({ port: 0, webDist: dist, handlers: { bundleDir: handlers } });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends the SPA’s scripts in br or gzip by Accept-Encoding, as they are to a viewer taking neither', async () => {
    const br = await get(gateway, '/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(decoded(br)).toBe(script);

    const gzip = await get(gateway, '/assets/app.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const plain = await get(gateway, '/assets/app.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('compresses the index served for a client route', async () => {
    const page = await get(gateway, '/screenList', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(decoded(page)).toContain('<title>spa</title>');
  });

  it('leaves small files, pictures and range requests uncompressed', async () => {
    for (const [path, headers] of [
      ['/assets/tiny.js', { 'accept-encoding': 'gzip, br' }],
      ['/assets/picture.png', { 'accept-encoding': 'gzip, br' }],
      ['/assets/app.js', { 'accept-encoding': 'gzip, br', range: 'bytes=0-99' }],
    ] as const) {
      const answer = await get(gateway, path, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBeUndefined();
    }
  });

  it('compresses a rebuilt file afresh', async () => {
    const file = join(root, 'dist', 'assets', 'app.js');
    const rebuilt = script.replace('row 1"', 'row one"');
    writeFileSync(file, rebuilt);
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(decoded(await get(gateway, '/assets/app.js', { 'accept-encoding': 'br' }))).toBe(rebuilt);
  });

  it('sends RPC answers and /serverConfig.json in gzip only, whose behaviours cache no Brotli', async () => {
    const rpc = await get(
      gateway,
      '/rpc/user',
      { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' },
      'POST',
    );
    expect(rpc.status).toBe(200);
    expect(rpc.headers['content-encoding']).toBe('gzip');
    expect(rpc.headers.vary).toBe('Accept-Encoding');
    expect(decoded(rpc)).toBe(answer);
    const onlyBr = await get(
      gateway,
      '/rpc/user',
      { 'accept-encoding': 'br', 'content-type': 'application/json' },
      'POST',
    );
    expect(onlyBr.headers['content-encoding']).toBeUndefined();
    expect(onlyBr.body.toString('utf8')).toBe(answer);

    const config = await get(gateway, '/serverConfig.json', { 'accept-encoding': 'gzip, br' });
    expect(config.headers['content-encoding']).toBe('gzip');
  });
});

describe('StaticCompressionCache.warm', () => {
  it('keeps every compressible file in both encodings before any request, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wallboard-warm-'));
    try {
      const script = join(dir, 'app.js');
      const picture = join(dir, 'picture.png');
      const source = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => i))};`;
      writeFileSync(script, source);
      writeFileSync(picture, Buffer.alloc(5000, 7));
      const infos = { script: statSync(script), picture: statSync(picture) };
      const cache = new StaticCompressionCache();
      await cache.warm([
        { file: script, type: 'text/javascript; charset=utf-8' },
        { file: picture, type: 'image/png' },
      ]);
      // Gone from disk: only what the warm-up kept can answer.
      rmSync(script);
      rmSync(picture);
      const br = await cache.encoded(script, infos.script, 'br');
      expect(brotliDecompressSync(br).toString('utf8')).toBe(source);
      const gzip = await cache.encoded(script, infos.script, 'gzip');
      expect(gunzipSync(gzip).toString('utf8')).toBe(source);
      await expect(cache.encoded(picture, infos.picture, 'br')).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
