import * as z from 'zod/mini';
import { ErrorCode, isCatalogueCode, type ErrorCodeValue } from '../../../shared/errors/catalogue.js';
import { LIMITS } from '../../../shared/limits.js';
import {
  UPLOAD_PURPOSES,
  UPLOAD_RULES,
  type UploadBatch,
  type UploadMerged,
  type UploadPurpose,
} from '../../../shared/acts/upload.js';
import type { StorageLike } from '../storage';
import { isRpcError, UploadError } from './errors';
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

/**
 * Resume (docs/protocol.md#upload-flow): an open batch and the parts S3 already holds, saved after
 * each part so that a dropped network or a reload sends only the missing parts of the same file.
 */
const savedUploadSchema = z.object({
  purpose: z.enum(UPLOAD_PURPOSES),
  batch_id: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
  part_size: z.number().check(z.int(), z.positive()),
  parts: z.array(
    z.object({ part_number: z.number().check(z.int(), z.gte(1)), etag: z.string().check(z.minLength(1)) }),
  ),
});
export type SavedUpload = z.output<typeof savedUploadSchema>;

/** Where unfinished uploads are remembered, by the file's identity. */
export interface ResumeStore {
  load(id: string): SavedUpload | null;
  save(id: string, upload: SavedUpload): void;
  clear(id: string): void;
}

/** A picked file's identity across reloads: the browser gives no path, so name, size and last change. */
export function fileIdentity(file: { name: string; size: number; lastModified: number }): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

const RESUME_PREFIX = 'wallboard.upload.';

/** A ResumeStore over Web Storage (localStorage in the browser); unreadable entries count as none. */
export function webResumeStore(storage: StorageLike): ResumeStore {
  const key = (id: string) => RESUME_PREFIX + id;
  const attempt = <T>(run: () => T, fallback: T): T => {
    try {
      return run();
    } catch {
      return fallback;
    }
  };
  return {
    load: (id) =>
      attempt(() => {
        const raw = storage.getItem(key(id));
        if (!raw) return null;
        const parsed = savedUploadSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      }, null),
    save: (id, upload) => attempt(() => storage.setItem(key(id), JSON.stringify(upload)), undefined),
    clear: (id) => attempt(() => storage.removeItem(key(id)), undefined),
  };
}

export interface UploadOptions {
  purpose: UploadPurpose;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Parts in flight at once. */
  concurrency?: number;
  /** Remember the batch and its finished parts under `id`, and continue a remembered one. */
  resume?: { store: ResumeStore; id: string };
  /** Called once when an earlier batch of the same file continues: parts already sent of all. */
  onResume?: (done: number, total: number) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Uploads a file; resolves to the merged object's key (and, for media, the path widgets load it from).
 * With `resume`, a remembered batch of the same file continues: only its missing parts are signed
 * and sent. A remembered batch the server no longer signs parts for (expired, another session's)
 * is dropped and the upload starts over; a refused merge is the file's fault and is thrown.
 */
export async function uploadFile(
  rpc: Pick<RpcClient, 'call'>,
  file: Blob & { name: string },
  put: PutPart,
  options: UploadOptions,
): Promise<UploadMerged> {
  const { resume } = options;
  const saved = resume?.store.load(resume.id) ?? null;
  if (saved && saved.purpose === options.purpose) {
    const phase = { merging: false };
    try {
      return await sendParts(rpc, file, put, options, saved, phase);
    } catch (error) {
      // Only the server's refusal to sign a part says the batch is gone; a network drop keeps it.
      const stale = isRpcError(error) && !error.handled && isCatalogueCode(error.code) && !phase.merging;
      if (!stale || isAbort(error) || options.signal?.aborted) throw error;
      resume?.store.clear(resume.id);
    }
  } else if (saved && resume) resume.store.clear(resume.id);
  const batch: UploadBatch = await rpc.call('POST /api/upload/batch', {
    filename: file.name,
    size: file.size,
    purpose: options.purpose,
  });
  const plan = splitParts(file.size, batch.part_size);
  if (plan.length === 0 || (batch.parts && batch.parts !== plan.length))
    throw new UploadError(ErrorCode.UPLOAD_INCOMPLETE);
  const fresh: SavedUpload = {
    purpose: options.purpose,
    batch_id: batch.batch_id,
    key: batch.key,
    part_size: batch.part_size,
    parts: [],
  };
  return sendParts(rpc, file, put, options, fresh, { merging: false });
}

/** Sends the parts `upload` lacks, then merges; the store follows each finished part. */
async function sendParts(
  rpc: Pick<RpcClient, 'call'>,
  file: Blob & { name: string },
  put: PutPart,
  options: UploadOptions,
  upload: SavedUpload,
  phase: { merging: boolean },
): Promise<UploadMerged> {
  const { resume } = options;
  const plan = splitParts(file.size, upload.part_size);
  if (plan.length === 0) throw new UploadError(ErrorCode.UPLOAD_INCOMPLETE);
  const etags = new Map<number, string>();
  for (const part of upload.parts) if (part.part_number <= plan.length) etags.set(part.part_number, part.etag);
  const sent = new Map<number, number>();
  for (const part of plan) if (etags.has(part.part_number)) sent.set(part.part_number, part.end - part.start);
  if (etags.size > 0) options.onResume?.(etags.size, plan.length);
  const report = () => options.onProgress?.(overallProgress(sent, file.size));
  report();
  const remember = () =>
    resume?.store.save(resume.id, {
      ...upload,
      parts: [...etags].map(([part_number, etag]) => ({ part_number, etag })),
    });
  remember();
  const queue = plan.filter((part) => !etags.has(part.part_number));
  // After a failed part no new part starts; the ones in flight finish (and are remembered)
  // before the failure is thrown, so nothing reports progress once the caller has the error.
  let failed = false;
  const take = () => (failed ? undefined : queue.shift());
  const worker = async () => {
    for (let part = take(); part; part = take()) {
      const { url } = await rpc.call(
        'POST /api/upload',
        { batch_id: upload.batch_id, key: upload.key, part_number: part.part_number },
        options.signal ? { signal: options.signal } : {},
      );
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
      remember();
    }
  };
  const settled = await Promise.allSettled(
    Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 3, queue.length)) }, () =>
      worker().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  const failure = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  const parts = plan.map((part) => ({ part_number: part.part_number, etag: etags.get(part.part_number) ?? '' }));
  phase.merging = true;
  try {
    const merged = await rpc.call('POST /api/upload/merge', { batch_id: upload.batch_id, key: upload.key, parts });
    resume?.store.clear(resume.id);
    return merged;
  } catch (error) {
    // A refused merge (type, size, an expired batch) ends the batch: nothing is left to resume.
    if (isRpcError(error) && !error.handled && isCatalogueCode(error.code)) resume?.store.clear(resume.id);
    throw error;
  }
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
