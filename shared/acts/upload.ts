import * as z from 'zod/mini';
import { ErrorCode } from '../errors/catalogue.js';
import { codeMessage } from '../validation/rules.js';

/** Where a merged media upload is served (shared/protocol/routes.ts): the path widgets store. */
export { MEDIA_PATH, MEDIA_PATH_PREFIX } from '../protocol/routes.js';

/**
 * Multipart uploads (`/api/upload*`, docs/protocol.md#upload-flow): `batch` opens one (batch id = upload id),
 * `upload` signs the URL of one part, `merge` completes it. Purpose decides type and size;
 * the client checks both with these rules before it starts, the server again at `batch` and,
 * on the bytes themselves, at `merge`.
 */
export const UPLOAD_RULES = {
  import: { extensions: ['.zip'], accept: '.zip,application/zip', maxBytes: 100 * 1024 * 1024 },
  image: {
    extensions: ['.png', '.jpg', '.jpeg', '.webp'],
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
    maxBytes: 10 * 1024 * 1024,
  },
  video: { extensions: ['.mp4', '.webm'], accept: '.mp4,.webm,video/mp4,video/webm', maxBytes: 200 * 1024 * 1024 },
  /** A worksheet's CSV or Excel file (shared/datasource/worksheet.ts reads it at `inspect`). */
  worksheet: {
    extensions: ['.csv', '.xlsx'],
    accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    maxBytes: 200 * 1024 * 1024,
  },
} as const;
export const UPLOAD_PURPOSES = [
  'import',
  'image',
  'video',
  'worksheet',
] as const satisfies readonly (keyof typeof UPLOAD_RULES)[];
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Purposes whose merged file becomes a public media asset that widgets show. */
export type MediaPurpose = Extract<UploadPurpose, 'image' | 'video'>;
export const isMediaPurpose = (purpose: UploadPurpose): purpose is MediaPurpose =>
  purpose === 'image' || purpose === 'video';

/**
 * S3's smallest part (the last may be shorter). Parts go straight to S3 and each must finish
 * within the 50 s upload timeout (docs/limits.md#client-timing): 5 MiB needs about 0.9 Mbit/s up; a 200 MB video
 * is 40 parts.
 */
export const UPLOAD_PART_BYTES = 5 * 1024 * 1024;

const uploadKey = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(512),
    z.regex(/^uploads\/[A-Za-z0-9_/.-]+$/, codeMessage(ErrorCode.UPLOAD_INCOMPLETE)),
  );

export const uploadBatchArgs = z.object({
  filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  size: z.number().check(z.int(), z.gte(1)),
  purpose: z.enum(UPLOAD_PURPOSES),
});
export const uploadPartArgs = z.object({
  batch_id: z.string().check(z.minLength(1), z.maxLength(1024)),
  key: uploadKey,
  part_number: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
});
export const uploadMergeArgs = z.object({
  batch_id: z.string().check(z.minLength(1), z.maxLength(1024)),
  key: uploadKey,
  parts: z
    .array(
      z.object({
        part_number: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
        etag: z.string().check(z.minLength(1), z.maxLength(200)),
      }),
    )
    .check(z.minLength(1, codeMessage(ErrorCode.UPLOAD_INCOMPLETE)), z.maxLength(10_000)),
});

export interface UploadBatch {
  batch_id: string;
  key: string;
  part_size: number;
  parts: number;
}

/** A merged upload: its key (media: in the published bucket), and for media the public path widgets load it from. */
export interface UploadMerged {
  key: string;
  url?: string;
}

/** The acts (and HTTP routes) whose payloads this module's schemas check (acts/registry.ts gathers every family's). */
export const ACTS = {
  'POST /api/upload/batch': uploadBatchArgs,
  'POST /api/upload': uploadPartArgs,
  'POST /api/upload/merge': uploadMergeArgs,
} as const;
