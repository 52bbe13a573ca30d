import { ErrorCode, type ErrorCodeValue } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import { UPLOAD_RULES, type UploadBatch, type UploadMerged, type UploadPurpose } from '../../../shared/acts/upload.js';
import type { RpcClient } from './rpc';

/**
 * Multipart upload (docs/protocol.md#upload-flow): `/api/upload/batch` opens it, `/api/upload` signs one URL per
 * part, each part is PUT there (XMLHttpRequest, for progress; the ETag header names it),
 * then `/api/upload/merge` completes it. Pure planning here; the browser PUT is injected.
 */
export interface PartPlan {
  part_number: number;
  start: number;
  end: number;
}

/** Byte ranges of the parts: `[start, end)`, numbered from 1, the last one possibly shorter. */
export function splitParts(size: number, partSize: number): PartPlan[] {
  if (!Number.isFinite(size) || size <= 0) return [];
  const step = Math.max(1, Math.floor(partSize));
  const parts: PartPlan[] = [];
  for (let start = 0, n = 1; start < size; start += step, n++)
    parts.push({ part_number: n, start, end: Math.min(size, start + step) });
  return parts;
}

/** The client-side check of an upload's type and size (docs/limits.md#uploads). */
export function checkUploadFile(file: { name: string; size: number }, purpose: UploadPurpose): ErrorCodeValue | null {
  const rule = UPLOAD_RULES[purpose];
  const lower = file.name.toLowerCase();
  if (!rule.extensions.some((ext) => lower.endsWith(ext))) return ErrorCode.UPLOAD_TYPE_ILLEGAL;
  if (file.size > rule.maxBytes) return ErrorCode.UPLOAD_TOO_LARGE;
  if (file.size <= 0) return ErrorCode.UPLOAD_INCOMPLETE;
  return null;
}

/** A size in megabytes as people read it: whole when whole, else one or two decimals. */
export function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (Number.isInteger(mb)) return String(mb);
  return mb.toFixed(mb < 1 ? 2 : 1);
}

/** The file types of a purpose as people name them: `PNG, JPG, WEBP` (`.jpeg` is a JPG). */
export function uploadTypes(purpose: UploadPurpose): string {
  const names = UPLOAD_RULES[purpose].extensions.map((ext) => (ext === '.jpeg' ? 'JPG' : ext.slice(1).toUpperCase()));
  return [...new Set(names)].join(', ');
}

/** Overall progress (0..1) from the bytes sent of each part. */
export function overallProgress(sentByPart: ReadonlyMap<number, number>, total: number): number {
  if (total <= 0) return 0;
  let sent = 0;
  for (const bytes of sentByPart.values()) sent += bytes;
  return Math.min(1, sent / total);
}

/** PUTs one part and answers its ETag. */
export type PutPart = (
  url: string,
  body: Blob,
  onProgress: (sentBytes: number) => void,
  signal?: AbortSignal,
) => Promise<string>;

export interface UploadOptions {
  purpose: UploadPurpose;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Parts in flight at once. */
  concurrency?: number;
}

export class UploadError extends Error {
  constructor(readonly code: number) {
    super(`upload failed (${code})`);
    this.name = 'UploadError';
  }
}

/** Uploads a file; resolves to the merged object's key (and, for media, the path widgets load it from). */
export async function uploadFile(
  rpc: Pick<RpcClient, 'call'>,
  file: Blob & { name: string },
  put: PutPart,
  options: UploadOptions,
): Promise<UploadMerged> {
  const batch: UploadBatch = await rpc.call('POST /api/upload/batch', {
    filename: file.name,
    size: file.size,
    purpose: options.purpose,
  });
  const plan = splitParts(file.size, batch.part_size);
  if (plan.length === 0 || (batch.parts && batch.parts !== plan.length))
    throw new UploadError(ErrorCode.UPLOAD_INCOMPLETE);
  const sent = new Map<number, number>();
  const report = () => options.onProgress?.(overallProgress(sent, file.size));
  const etags = new Map<number, string>();
  const queue = [...plan];
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      const { url } = await rpc.call('POST /api/upload', {
        batch_id: batch.batch_id,
        key: batch.key,
        part_number: part.part_number,
      });
      const current = part;
      const etag = await put(
        url,
        file.slice(current.start, current.end),
        (bytes) => {
          sent.set(current.part_number, bytes);
          report();
        },
        options.signal,
      );
      sent.set(current.part_number, current.end - current.start);
      report();
      etags.set(current.part_number, etag);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 3, plan.length) }, worker));
  const parts = plan.map((part) => ({ part_number: part.part_number, etag: etags.get(part.part_number) ?? '' }));
  return rpc.call('POST /api/upload/merge', { batch_id: batch.batch_id, key: batch.key, parts });
}

/** The browser's PUT: XMLHttpRequest for upload progress, 50 s per part (docs/limits.md#client-timing). */
export const xhrPut: PutPart = (url, body, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = LIMITS.uploadTimeoutMs;
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag);
      else reject(new UploadError(ErrorCode.UPLOAD_INCOMPLETE));
    };
    xhr.onerror = () => reject(new UploadError(ErrorCode.UPLOAD_INCOMPLETE));
    xhr.ontimeout = () => reject(new UploadError(ErrorCode.UPLOAD_INCOMPLETE));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
