import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * CloudFront's edge compression, as the local gateway plays it (CloudFront Developer Guide,
 * "Serve compressed files"): an answer is compressed when the cache behaviour compresses, the
 * viewer accepts gzip or br (br preferred when both are), the answer's Content-Type is on the
 * documented list, its body is 1,000 to 10,000,000 bytes, it carries no Content-Encoding, and the
 * request asks for no byte range. Brotli only where the behaviour's cache policy caches Brotli
 * objects; Gzip wherever the behaviour compresses. A request over HTTP/1.0 is served
 * uncompressed, as CloudFront removes its Accept-Encoding.
 */

export type Encoding = 'br' | 'gzip';

/** The encodings a CloudFront cache behaviour compresses with (infra/stacks/web-stack.ts). */
export interface EdgeCompression {
  gzip: boolean;
  brotli: boolean;
}

/** `compress: true` with a cache policy caching Gzip and Brotli objects: the SPA and `/published/*`. */
export const GZIP_AND_BROTLI: EdgeCompression = { gzip: true, brotli: true };
/**
 * `compress: true` (CDK's default) with the managed CachingDisabled policy, which caches no
 * compressed objects: the API paths and `/serverConfig.json`. CloudFront compresses these with
 * Gzip only.
 */
export const GZIP_ONLY: EdgeCompression = { gzip: true, brotli: false };

export const MIN_COMPRESSED_BYTES = 1_000;
export const MAX_COMPRESSED_BYTES = 10_000_000;

/** The Content-Type values CloudFront compresses (its documented list; `application/wasm` is not on it). */
const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'application/dash+xml',
  'application/eot',
  'application/font',
  'application/font-sfnt',
  'application/javascript',
  'application/json',
  'application/opentype',
  'application/otf',
  'application/pkcs7-mime',
  'application/protobuf',
  'application/rss+xml',
  'application/truetype',
  'application/ttf',
  'application/vnd.apple.mpegurl',
  'application/vnd.ms-fontobject',
  'application/xhtml+xml',
  'application/xml',
  'application/x-font-opentype',
  'application/x-font-truetype',
  'application/x-font-ttf',
  'application/x-httpd-cgi',
  'application/x-javascript',
  'application/x-mpegurl',
  'application/x-opentype',
  'application/x-otf',
  'application/x-perl',
  'application/x-ttf',
  'font/eot',
  'font/opentype',
  'font/otf',
  'font/ttf',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/js',
  'text/plain',
  'text/richtext',
  'text/tab-separated-values',
  'text/xml',
  'text/x-component',
  'text/x-java-source',
  'text/x-script',
  'vnd.apple.mpegurl',
]);

/** Whether CloudFront compresses an answer of this Content-Type (its media type, parameters aside). */
export function isCompressibleType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType !== undefined && COMPRESSIBLE_TYPES.has(mediaType);
}

/**
 * The encodings an `Accept-Encoding` value accepts among gzip and br: a token counts unless its
 * `q` is 0. Other codings (`deflate`, `zstd`, `*`) are not CloudFront's and count for nothing.
 */
export function acceptedEncodings(header: string | undefined): ReadonlySet<Encoding> {
  const accepted = new Set<Encoding>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (token !== 'gzip' && token !== 'br') continue;
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(token);
  }
  return accepted;
}

/** What of the request the choice reads. */
export interface CompressionRequest {
  acceptEncoding: string | undefined;
  range: string | undefined;
  httpVersion: string;
}

/** What of the answer the choice reads. */
export interface CompressionAnswer {
  status: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  bytes: number;
}

/**
 * How to send an answer: `encoding` when it is to be compressed, and `vary` when the answer
 * depends on the request's Accept-Encoding (every answer that qualifies, whichever encoding the
 * viewer accepted), so that caches keep the variants apart.
 */
export interface CompressionChoice {
  encoding: Encoding | undefined;
  vary: boolean;
}

export function chooseEncoding(
  request: CompressionRequest,
  answer: CompressionAnswer,
  edge: EdgeCompression,
): CompressionChoice {
  const qualifies =
    (edge.gzip || edge.brotli) &&
    answer.status === 200 &&
    !answer.contentEncoding &&
    !request.range &&
    isCompressibleType(answer.contentType) &&
    answer.bytes >= MIN_COMPRESSED_BYTES &&
    answer.bytes <= MAX_COMPRESSED_BYTES;
  if (!qualifies) return { encoding: undefined, vary: false };
  const accepted = request.httpVersion === '1.0' ? new Set<Encoding>() : acceptedEncodings(request.acceptEncoding);
  const encoding = edge.brotli && accepted.has('br') ? 'br' : edge.gzip && accepted.has('gzip') ? 'gzip' : undefined;
  return { encoding, vary: true };
}

/** How hard to compress: `static` as a build would (files compressed once and kept), `dynamic` fast (each answer). */
export type Effort = 'static' | 'dynamic';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export function compress(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: effort === 'static' ? 9 : 6 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'static' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The weak form of an ETag, as CloudFront sends it with a compressed answer: a strong value gains
 * `W/`, a weak one is kept, anything else is dropped.
 */
export function weakETag(etag: string | undefined): string | undefined {
  if (!etag) return undefined;
  if (etag.startsWith('W/')) return etag;
  return etag.startsWith('"') ? `W/${etag}` : undefined;
}

/** Whether an `If-None-Match` value names `etag`, by weak comparison (RFC 9110 §13.1.2). */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * The SPA's files, compressed once per encoding and kept in memory, keyed by path and checked
 * against the file's modification time and size, so a rebuild's files are compressed afresh.
 */
export class StaticCompressionCache {
  private readonly files = new Map<string, CachedFile>();

  /** The file (as `stat` found it) compressed with `encoding`, from memory when it is unchanged since. */
  encoded(file: string, info: { mtimeMs: number; size: number }, encoding: Encoding): Promise<Buffer> {
    let entry = this.files.get(file);
    if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
      entry = { mtimeMs: info.mtimeMs, size: info.size, encoded: new Map() };
      this.files.set(file, entry);
    }
    let body = entry.encoded.get(encoding);
    if (!body) {
      const owner = entry;
      body = readFile(file).then((raw) => compress(raw, encoding, 'static'));
      // A failure is not kept: the next request tries again.
      body.catch(() => owner.encoded.delete(encoding));
      entry.encoded.set(encoding, body);
    }
    return body;
  }

  /**
   * Compresses `files` (each with its Content-Type) in both encodings, one after the other, and
   * keeps them, as CloudFront's caches hold a deployed SPA: the first visitor of a chunk then does
   * not wait for Brotli's slowest setting. A file that fails is left to its first request.
   */
  async warm(files: ReadonlyArray<{ file: string; type: string }>): Promise<void> {
    for (const { file, type } of files) {
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || !isCompressibleType(type)) continue;
      if (info.size < MIN_COMPRESSED_BYTES || info.size > MAX_COMPRESSED_BYTES) continue;
      for (const encoding of ['br', 'gzip'] as const) await this.encoded(file, info, encoding).catch(() => undefined);
    }
  }
}
